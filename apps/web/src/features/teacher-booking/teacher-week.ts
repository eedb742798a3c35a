import { addDaysToKey, type DateKey, isDateKey, localDateKey, startOfLocalDay, weekdayOfKey } from '../../shared/time/zoned-date.ts';

export interface TeacherWeek {
  /** The first local day, e.g. "2026-05-04": the route's startDate. */
  startKey: DateKey;
  from: Date;
  to: Date;
  days: DateKey[];
}

/** The first day of the week holding `day`, for weeks starting on Sunday or Monday (teacher weekStart). */
export function weekStartOf(day: DateKey, weekStart: string): DateKey {
  const first = weekStart === 'Sunday' ? 0 : 1;
  return addDaysToKey(day, -((weekdayOfKey(day) - first + 7) % 7));
}

/**
 * The week the booking page shows: the route's startDate aligned to the teacher's week start,
 * never before the current week (no classes to commit to in the past). A bad date means this week.
 */
export function teacherWeek(startDate: string | undefined, now: Date, timeZone: string, weekStart: string): TeacherWeek {
  const current = weekStartOf(localDateKey(now, timeZone), weekStart);
  const requested = isDateKey(startDate) ? weekStartOf(startDate, weekStart) : current;
  const startKey = requested < current ? current : requested;
  const days = Array.from({ length: 7 }, (_, i) => addDaysToKey(startKey, i));
  return { startKey, from: startOfLocalDay(startKey, timeZone), to: startOfLocalDay(addDaysToKey(startKey, 7), timeZone), days };
}

/** Items grouped by their local day, in day order (days without items left out). */
export function groupByLocalDay<T extends { startDate: string }>(items: readonly T[], timeZone: string): { day: DateKey; items: T[] }[] {
  const groups = new Map<DateKey, T[]>();
  for (const item of [...items].sort((a, b) => a.startDate.localeCompare(b.startDate))) {
    const day = localDateKey(item.startDate, timeZone);
    groups.set(day, [...(groups.get(day) ?? []), item]);
  }
  return [...groups.entries()].map(([day, list]) => ({ day, items: list }));
}

/** Amounts in the currency's format, from integer cents. */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency }).format(cents / 100);
}
