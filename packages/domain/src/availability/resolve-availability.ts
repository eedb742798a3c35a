import type { AvailabilityState, DayHours, Weekday } from './availability-day.ts';
import { type DateKey, weekdayOfKey, zonedDateKey, zonedParts } from '../time/index.ts';

/**
 * A teacher's availability: the weekly standard pattern and the exact days (000 §3), both
 * in the teacher's local wall-clock hours.
 */
export interface AvailabilityPattern {
  standard: Partial<Record<Weekday, DayHours>>;
  exact: ReadonlyMap<DateKey, DayHours>;
}

export type AvailabilitySource = 'exact' | 'standard' | null;

export interface ResolvedHour {
  state: AvailabilityState;
  /** Which layer decided; null when neither says anything (then the hour is unavailable). */
  source: AvailabilitySource;
}

/**
 * The availability of one local hour: the exact day overrides the standard weekday hour by
 * hour (a date that marks only 08:00-10:00 keeps the weekly pattern for its other hours);
 * an hour neither layer sets is unavailable.
 */
export function resolveLocalHour(pattern: AvailabilityPattern, dateKey: DateKey, hour: number): ResolvedHour {
  const exact = pattern.exact.get(dateKey)?.[hour] ?? null;
  if (exact !== null) return { state: exact, source: 'exact' };
  const standard = pattern.standard[weekdayOfKey(dateKey)]?.[hour] ?? null;
  if (standard !== null) return { state: standard, source: 'standard' };
  return { state: 'unavailable', source: null };
}

/** The teacher's local date and wall-clock hour of an instant. */
export function localHourOf(instant: Date, timeZone: string): { dateKey: DateKey; hour: number } {
  return { dateKey: zonedDateKey(instant, timeZone), hour: zonedParts(instant, timeZone).hour };
}

/**
 * The availability of a class starting at an instant, read on the teacher's wall clock.
 * In the autumn DST night both 02:00 instants fall on the 02:00 hour; in the spring night no
 * instant falls on 02:00. In a half-hour zone a class at 09:30 local belongs to the 09:00 hour.
 */
export function resolveInstant(
  pattern: AvailabilityPattern,
  instant: Date,
  timeZone: string,
): ResolvedHour & { dateKey: DateKey; hour: number } {
  const local = localHourOf(instant, timeZone);
  return { ...resolveLocalHour(pattern, local.dateKey, local.hour), ...local };
}
