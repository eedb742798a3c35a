import { addDaysToKey, type DateKey, daysBetweenKeys, isDateKey, startOfLocalDay, zonedDateKey } from '@parla/domain/time';

/** The periods offered first; 'custom' takes two days from the form. */
export const RANGE_PRESETS = ['7', '30', '90', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** The server reads at most a year of days at once (adminProductAnalytics). */
export const MAX_RANGE_DAYS = 366;

export interface RangeChoice {
  preset: RangePreset;
  /** Only for 'custom': the first and the last day shown (YYYY-MM-DD), both included. */
  fromDay: string;
  toDay: string;
}

export interface AnalyticsRange {
  /** The first day's local midnight and the midnight after the last day (the server's `to` is exclusive). */
  from: string;
  to: string;
  /** Every day of the range, in order: the chart shows a day without events as a zero, never as a gap. */
  days: DateKey[];
}

export type RangeProblem = 'missingDay' | 'reversed' | 'tooLong';

/** Why a custom range cannot be shown, or null when it can. */
export function customRangeProblem(fromDay: string, toDay: string): RangeProblem | null {
  if (!isDateKey(fromDay) || !isDateKey(toDay)) return 'missingDay';
  const span = daysBetweenKeys(fromDay, toDay);
  if (span < 0) return 'reversed';
  return span + 1 > MAX_RANGE_DAYS ? 'tooLong' : null;
}

/**
 * The whole local days of the viewer's zone a choice covers: the last 7, 30 or 90 days with today
 * included, or the custom days. A custom choice that cannot be shown falls back to the last 30 days
 * (the form refuses it before it is applied).
 */
export function analyticsRange(choice: RangeChoice, now: Date, timeZone: string): AnalyticsRange {
  let first: DateKey;
  let last: DateKey;
  if (choice.preset === 'custom' && customRangeProblem(choice.fromDay, choice.toDay) === null) {
    first = choice.fromDay;
    last = choice.toDay;
  } else {
    const count = choice.preset === 'custom' ? 30 : Number(choice.preset);
    last = zonedDateKey(now, timeZone);
    first = addDaysToKey(last, -(count - 1));
  }
  const days: DateKey[] = [];
  for (let day = first; day <= last; day = addDaysToKey(day, 1)) days.push(day);
  return {
    from: startOfLocalDay(first, timeZone).toISOString(),
    to: startOfLocalDay(addDaysToKey(last, 1), timeZone).toISOString(),
    days,
  };
}
