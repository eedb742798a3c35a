import { DomainError } from '../errors.ts';
import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';
import { zonedDateKey } from '../time/index.ts';

export interface LessonBooking {
  lessonId: string;
  startAt: Date;
}

/**
 * At most two active bookings of the same lesson on one calendar day (001 §5, 000 §5). The day
 * is the student's: two classes at 23:00 and 01:00 Berlin time fall on different days even
 * though they are two hours apart, and a DST day is 23 or 25 hours long.
 *
 * @param activeBookings the student's bookings that still hold a seat (status 'booked')
 */
export function assertLessonDailyLimit(
  candidate: LessonBooking,
  activeBookings: readonly LessonBooking[],
  studentTimeZone: string,
  config: Pick<ClassConfig, 'maxBookingsPerLessonPerDay'> = DEFAULT_CLASS_CONFIG,
): void {
  const day = zonedDateKey(candidate.startAt, studentTimeZone);
  let sameLessonSameDay = 0;
  for (const booking of activeBookings) {
    if (booking.lessonId === candidate.lessonId && zonedDateKey(booking.startAt, studentTimeZone) === day) sameLessonSameDay++;
  }
  if (sameLessonSameDay >= config.maxBookingsPerLessonPerDay) {
    throw new DomainError('limit_per_lesson_per_day_reached', undefined, { day, limit: config.maxBookingsPerLessonPerDay });
  }
}
