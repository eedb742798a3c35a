import { type DateKey, weekStartKey, zonedDateKey } from '@parla/domain/time';

/** The week the viewer is in now ('Monday' or 'Sunday' weeks, user.weekStart). */
export function currentWeekStart(now: Date, timeZone: string, weekStart: string): DateKey {
  return weekStartKey(zonedDateKey(now, timeZone), weekStart);
}

/** A requested week, aligned to the week start and never before the current week. */
export function clampWeek(requested: DateKey | undefined, now: Date, timeZone: string, weekStart: string): DateKey {
  const current = currentWeekStart(now, timeZone, weekStart);
  if (!requested) return current;
  const aligned = weekStartKey(requested, weekStart);
  // Date keys compare as strings (fixed-width YYYY-MM-DD).
  if (aligned < current) return current;
  return aligned;
}

/** A requested day, never before today in the viewer's zone. */
export function clampDay(requested: DateKey | undefined, now: Date, timeZone: string): DateKey | undefined {
  if (!requested) return undefined;
  const today = zonedDateKey(now, timeZone);
  return requested < today ? today : requested;
}
