import { toLocale } from '@parla/contracts';
import { formatMoney as formatMinorUnits } from '../../shared/i18n/format-money.ts';
import { isDateKey, type LocalWeek, localWeek, weekStartKey, zonedDateKey } from '@parla/domain/time';

/**
 * The week the booking page shows: the route's startDate aligned to the teacher's week start,
 * never before the current week (no classes to commit to in the past). A bad date means this week.
 */
export function teacherWeek(startDate: string | undefined, now: Date, timeZone: string, weekStart: string): LocalWeek {
  const current = weekStartKey(zonedDateKey(now, timeZone), weekStart);
  const requested = isDateKey(startDate) ? weekStartKey(startDate, weekStart) : current;
  return localWeek(requested < current ? current : requested, timeZone);
}

/** Amounts in the currency's format and the teacher's language (all five display languages), from integer cents. */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return formatMinorUnits({ amount: cents, currency }, toLocale(locale));
}
