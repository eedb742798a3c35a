import { addDaysToKey, type DateKey, startOfLocalDay } from '../time/index.ts';

const HOUR_MS = 3_600_000;

/**
 * The class start instants of a local week: every UTC round hour from the start of the
 * first day to the start of the day after the last. 168 in an ordinary week, 167 in the week
 * clocks go forward, 169 in the week they go back.
 */
export function classStartsOfLocalWeek(weekStart: DateKey, timeZone: string, days = 7): Date[] {
  const from = startOfLocalDay(weekStart, timeZone).getTime();
  const to = startOfLocalDay(addDaysToKey(weekStart, days), timeZone).getTime();
  const starts: Date[] = [];
  for (let at = Math.ceil(from / HOUR_MS) * HOUR_MS; at < to; at += HOUR_MS) starts.push(new Date(at));
  return starts;
}
