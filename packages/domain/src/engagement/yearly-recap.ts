import { addDaysToKey, type DateKey, weekStartKey } from '../time/date-key.ts';
import { zonedDateKey, zonedParts } from '../time/zoned.ts';

/**
 * The yearly recap (001 §7 yearly summary, decision 086) opens in December of its year and stays
 * open through January of the next, in the student's zone; other months it is not offered.
 */
export function recapYearAvailable(year: number, now: Date, timeZone: string): boolean {
  const { year: y, month } = zonedParts(now, timeZone);
  return (y === year && month === 12) || (y === year + 1 && month === 1);
}

/** The recap year offered at `now` (this year in December, last year in January), or null. */
export function offeredRecapYear(now: Date, timeZone: string): number | null {
  const { year, month } = zonedParts(now, timeZone);
  if (month === 12) return year;
  if (month === 1) return year - 1;
  return null;
}

/**
 * The longest run of consecutive weeks meeting `goal` attended classes among the weeks that start
 * in `year` (the student's zone and week start): the recap's "best streak".
 */
export function bestGoalStreak(input: {
  attendedAt: readonly Date[];
  goal: number;
  year: number;
  timeZone: string;
  weekStart: string;
}): number {
  if (input.goal <= 0) return 0;
  const perWeek = new Map<DateKey, number>();
  for (const at of input.attendedAt) {
    const key = weekStartKey(zonedDateKey(at, input.timeZone), input.weekStart);
    perWeek.set(key, (perWeek.get(key) ?? 0) + 1);
  }
  const first = weekStartKey(`${input.year}-01-01` as DateKey, input.weekStart);
  let best = 0;
  let run = 0;
  for (let key = first; key <= (`${input.year}-12-31` as DateKey); key = addDaysToKey(key, 7)) {
    if (key < (`${input.year}-01-01` as DateKey)) continue;
    run = (perWeek.get(key) ?? 0) >= input.goal ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
}
