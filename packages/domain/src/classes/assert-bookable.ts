import type { ClassStatus, ClassType, LessonType } from '@parla/contracts';
import { type CreditCounts, type CreditKind, creditKindForClass } from '../credits/credit-kind.ts';
import { DomainError } from '../errors.ts';
import { assertClassOpenForBooking } from './assert-class-open-for-booking.ts';
import { assertLessonDailyLimit } from './assert-lesson-daily-limit.ts';
import { assertNewClassLeadTime } from './assert-new-class-lead-time.ts';
import { assertNotInPause, type PauseInterval } from './assert-not-in-pause.ts';
import { assertOpenDiscussionEligible, type ModuleRef } from './assert-open-discussion-eligible.ts';
import { assertRoundHourStart } from './assert-round-hour-start.ts';
import { assertSeatAvailable } from './assert-seat-available.ts';
import { assertSlotCapacity } from './assert-slot-capacity.ts';
import { assertSprintDailyLimit, type SprintSnapshot } from './assert-sprint-daily-limit.ts';
import { assertSubscriptionCoversClass, type SubscriptionSnapshot } from './assert-subscription-covers-class.ts';
import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';
import { MINUTE_MS } from './time-units.ts';

/** An existing class row, as read (and row-locked) by the booking service. */
export interface ClassSnapshot {
  id: string;
  type: ClassType;
  status: ClassStatus;
  startAt: Date;
  endAt: Date;
  lessonId: string;
  lessonType: LessonType;
  module: ModuleRef;
  capacity: number;
  seatsTaken: number;
  hasTeacher: boolean;
  cancelledAt?: Date | null;
}

/** A class the booking would create: a lesson at a start time nobody has opened a seat in yet. */
export interface NewClassSlot {
  type: ClassType;
  startAt: Date;
  /** Defaults to startAt + defaultClassDurationMinutes. */
  endAt?: Date;
  lessonId: string;
  lessonType: LessonType;
  module: ModuleRef;
  /** Active classes of this module starting at startAt, any lesson and type. */
  activeClassesInSlot: number;
}

/**
 * A seat in an existing class, or a new class. When every class of a slot is full the
 * service asks again with `new`, and assertSlotCapacity decides whether one more may open.
 */
export type BookingRequest = { kind: 'existing'; class: ClassSnapshot } | { kind: 'new'; slot: NewClassSlot };

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

export interface BookingDecision {
  /** The credit to spend (pickGrantsToSpend with amount 1). */
  creditKind: CreditKind;
  /** True when the service must insert the class before the appointment. */
  createsClass: boolean;
  startAt: Date;
  endAt: Date;
}

/**
 * Every rule a booking must pass, in the order whose message helps the student most: first
 * whether the class exists for booking at all, then their own situation (already booked,
 * subscription, pause), then capacity and curriculum limits, and credits last, because the
 * no-credit dialog offers to buy credits, which only makes sense if nothing else blocks.
 */
export function assertBookable(
  request: BookingRequest,
  student: StudentSnapshot,
  now: Date,
  config: ClassConfig = DEFAULT_CLASS_CONFIG,
): BookingDecision {
  const target = request.kind === 'existing' ? request.class : request.slot;
  const startAt = target.startAt;
  const endAt =
    request.kind === 'existing'
      ? request.class.endAt
      : (request.slot.endAt ?? new Date(startAt.getTime() + config.defaultClassDurationMinutes * MINUTE_MS));

  if (request.kind === 'existing') {
    assertClassOpenForBooking(request.class, now, config);
    if (student.activeBookings.some((b) => b.classId === request.class.id)) {
      throw new DomainError('already_booked', undefined, { classId: request.class.id });
    }
  } else {
    assertRoundHourStart(startAt, config);
    assertNewClassLeadTime(startAt, now, config);
  }
  if (student.subscription) assertSubscriptionCoversClass({ startAt }, student.subscription, config);
  assertNotInPause({ startAt, endAt }, student.pauses, now);

  if (request.kind === 'existing') assertSeatAvailable(request.class, config);
  else assertSlotCapacity({ activeClassesInSlot: request.slot.activeClassesInSlot, needsNewClass: true }, config);

  assertOpenDiscussionEligible({ type: target.lessonType, module: target.module }, student.attendedClasses, config);
  assertLessonDailyLimit({ lessonId: target.lessonId, startAt }, student.activeBookings, student.timeZone, config);
  if (student.sprint) assertSprintDailyLimit({ startAt }, student.sprint, student.activeBookings, student.timeZone);

  const creditKind = creditKindForClass(target.type);
  if (student.credits[creditKind] < 1) {
    throw new DomainError('not_enough_credits', undefined, { kind: creditKind, required: 1, available: student.credits[creditKind] });
  }
  return { creditKind, createsClass: request.kind === 'new', startAt, endAt };
}
