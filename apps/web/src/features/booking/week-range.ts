import { addDaysToKey, type DateKey, localDateKey, startOfLocalDay, weekdayOfKey } from '../../shared/time/zoned-date.ts';

export interface WeekRange {
  /** The first local day of the week, e.g. "2026-03-23". */
  startKey: DateKey;
  /** The instants the week begins and ends in the viewer's zone ([from, to)). */
  from: Date;
  to: Date;
  /** The seven local days. */
  days: DateKey[];
}

/** The first day of the week that contains `day` ('Monday' or 'Sunday' weeks, user.weekStart). */
export function weekStartOf(day: DateKey, weekStart: string): DateKey {
  const first = weekStart === 'Sunday' ? 0 : 1;
  const back = (weekdayOfKey(day) - first + 7) % 7;
  return addDaysToKey(day, -back);
}

/** The local week starting on `startKey`; 167 or 169 hours long in the DST weeks. */
export function weekRange(startKey: DateKey, timeZone: string): WeekRange {
  const days = Array.from({ length: 7 }, (_, i) => addDaysToKey(startKey, i));
  return { startKey, from: startOfLocalDay(startKey, timeZone), to: startOfLocalDay(addDaysToKey(startKey, 7), timeZone), days };
}

/** The week the viewer is in now. */
export function currentWeekStart(now: Date, timeZone: string, weekStart: string): DateKey {
  return weekStartOf(localDateKey(now, timeZone), weekStart);
}

/** A requested week, aligned to the week start and never before the current week. */
export function clampWeek(requested: DateKey | undefined, now: Date, timeZone: string, weekStart: string): DateKey {
  const current = currentWeekStart(now, timeZone, weekStart);
  if (!requested) return current;
  const aligned = weekStartOf(requested, weekStart);
  // Date keys compare as strings (fixed-width YYYY-MM-DD).
  if (aligned < current) return current;
  return aligned;
}
