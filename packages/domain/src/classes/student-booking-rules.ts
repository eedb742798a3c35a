import type { ClassType } from '@parla/contracts';
import { type CreditCounts, type CreditKind, creditKindForClass } from '../credits/credit-kind.ts';
import { DomainError } from '../errors.ts';
import { assertLessonDailyLimit } from './assert-lesson-daily-limit.ts';
import { assertNotInPause, type PauseInterval } from './assert-not-in-pause.ts';
import type { ModuleRef } from './assert-open-discussion-eligible.ts';
import { assertSprintDailyLimit, type SprintSnapshot } from './assert-sprint-daily-limit.ts';
import { assertSubscriptionCoversClass, type SubscriptionSnapshot } from './assert-subscription-covers-class.ts';
import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';

/** The booking student, as the service reads them inside the booking transaction. */
export interface StudentSnapshot {
  /** IANA zone of the student's profile: calendar days for the per-day limits. */
  timeZone: string;
  /** Spendable credits now (creditBalance of the unexpired grants). */
  credits: CreditCounts;
  /** Bookings still holding a seat (status 'booked'), past or future. */
  activeBookings: readonly { classId: string; lessonId: string; startAt: Date }[];
  /** One entry per attended class, for the open-discussion threshold. */
  attendedClasses: readonly { module: ModuleRef }[];
  /** Scheduled and current subscription pauses. */
  pauses: readonly PauseInterval[];
  /** Absent for students booking outside a subscription (B2B, admin-granted credits). */
  subscription?: SubscriptionSnapshot | null;
  sprint?: SprintSnapshot | null;
}

/**
 * The plan's limits on a class at this time (001 §4, §5): the trial window and the access end
 * first, then the pauses. Booking (assertBookable), the booking list and the student's
 * standing all call this one function, so they cannot disagree on why a time is refused.
 */
export function assertPlanAllowsClass(
  cls: { startAt: Date; endAt: Date },
  student: Pick<StudentSnapshot, 'subscription' | 'pauses'>,
  now: Date,
  config: Pick<ClassConfig, 'freeTrialDays'> = DEFAULT_CLASS_CONFIG,
): void {
  if (student.subscription) assertSubscriptionCoversClass({ startAt: cls.startAt }, student.subscription, config);
  assertNotInPause(cls, student.pauses, now);
}

/** The credit a class of this type takes, refused with not_enough_credits when none is left. */
export function assertHasCreditFor(type: ClassType, credits: CreditCounts): CreditKind {
  const creditKind = creditKindForClass(type);
  if (credits[creditKind] < 1) {
    throw new DomainError('not_enough_credits', undefined, { kind: creditKind, required: 1, available: credits[creditKind] });
  }
  return creditKind;
}

/**
 * The student's own limits on one more booking that day: the same lesson at most twice a day,
 * one class a day during a Sprint, and a credit of the class's kind.
 */
export function assertStudentDayAndCredit(
  target: { lessonId: string; startAt: Date; type: ClassType },
  student: Pick<StudentSnapshot, 'activeBookings' | 'timeZone' | 'sprint' | 'credits'>,
  config: Pick<ClassConfig, 'maxBookingsPerLessonPerDay'> = DEFAULT_CLASS_CONFIG,
): CreditKind {
  assertLessonDailyLimit({ lessonId: target.lessonId, startAt: target.startAt }, student.activeBookings, student.timeZone, config);
  if (student.sprint) assertSprintDailyLimit({ startAt: target.startAt }, student.sprint, student.activeBookings, student.timeZone);
  return assertHasCreditFor(target.type, student.credits);
}

/** The error code a rule throws, or null when it passes: how the lists read the same rules. */
export function refusalOf(rule: () => unknown): string | null {
  try {
    rule();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

/**
 * Why the student could not book this listed time, or null: the student's side of
 * assertBookable (plan, pause, day limits, credit). The class's own side (seats, lead time)
 * is already applied by the list, which only offers open seats and free slots.
 */
export function studentRefusalFor(
  target: { lessonId: string; startAt: Date; endAt: Date; type: ClassType },
  student: StudentSnapshot,
  now: Date,
  config: ClassConfig = DEFAULT_CLASS_CONFIG,
): string | null {
  return refusalOf(() => {
    assertPlanAllowsClass(target, student, now, config);
    assertStudentDayAndCredit(target, student, config);
  });
}
