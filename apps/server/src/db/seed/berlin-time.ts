import { localHourStart, zonedDateKey } from '@parla/domain';

/** The school's calendar (classes are scheduled on Berlin wall-clock hours, 000 §9). */
export const SCHOOL_TIME_ZONE = 'Europe/Berlin';

/** The Berlin calendar date ('YYYY-MM-DD') of an instant. */
export function schoolDate(instant: Date): string {
  return zonedDateKey(instant, SCHOOL_TIME_ZONE);
}

/** The instant at which Berlin clocks show `hour`:00 on `date` (0-24). */
export function schoolHour(date: string, hour: number): Date {
  return localHourStart(date, hour, SCHOOL_TIME_ZONE);
}
