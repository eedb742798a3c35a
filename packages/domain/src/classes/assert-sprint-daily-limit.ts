import { DomainError } from '../errors.ts';
import { zonedDateKey } from '../time/index.ts';

/** A Sprint the student is enrolled in (001 §3 Sprint), as an instant range [startsAt, endsAt). */
export interface SprintSnapshot {
  startsAt: Date;
  endsAt: Date;
}

/**
 * During a Sprint a student books one class per day (001 §5), the day taken in the student's
 * time zone (a Sprint forbids changing it, so the day is stable). Days outside the Sprint are
 * not limited here: booking before the start disqualifies the Sprint (001 §5) rather than
 * being refused, which the engagement module decides.
 */
export function assertSprintDailyLimit(
  cls: { startAt: Date },
  sprint: SprintSnapshot,
  activeBookings: readonly { startAt: Date }[],
  studentTimeZone: string,
): void {
  const inSprint = (at: Date) => at.getTime() >= sprint.startsAt.getTime() && at.getTime() < sprint.endsAt.getTime();
  if (!inSprint(cls.startAt)) return;
  const day = zonedDateKey(cls.startAt, studentTimeZone);
  const taken = activeBookings.some((b) => inSprint(b.startAt) && zonedDateKey(b.startAt, studentTimeZone) === day);
  if (taken) throw new DomainError('sprint_one_booking_per_day', undefined, { day });
}
