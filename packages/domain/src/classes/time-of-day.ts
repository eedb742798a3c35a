import { zonedHour } from '../time/index.ts';

/** The student profile's preferred class times (001 §3), used by the booking filter. */
export const TIMES_OF_DAY = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/**
 * The part of the day a class starts in, in the viewer's time zone (spec: boundaries not
 * shown). Morning 06:00-11:59, afternoon 12:00-16:59, evening 17:00-21:59, night 22:00-05:59:
 * the usual working-day split, with the evening ending when most people stop taking classes.
 * Only the local hour counts, so in a half-hour zone 11:30 is still morning.
 */
export function timeOfDay(startAt: Date, timeZone: string): TimeOfDay {
  const hour = zonedHour(startAt, timeZone);
  if (hour >= 6 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  if (hour >= 17 && hour < 22) return 'evening';
  return 'night';
}
