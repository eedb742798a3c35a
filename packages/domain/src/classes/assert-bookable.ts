import type { ClassStatus, ClassType, LessonType } from '@parla/contracts';
import type { CreditKind } from '../credits/credit-kind.ts';
import { DomainError } from '../errors.ts';
import { assertClassOpenForBooking } from './assert-class-open-for-booking.ts';
import { assertNewClassLeadTime } from './assert-new-class-lead-time.ts';
import { assertOpenDiscussionEligible, type ModuleRef } from './assert-open-discussion-eligible.ts';
import { assertRoundHourStart } from './assert-round-hour-start.ts';
import { assertSeatAvailable } from './assert-seat-available.ts';
import { assertSlotCapacity } from './assert-slot-capacity.ts';
import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';
import { type StudentSnapshot, assertPlanAllowsClass, assertStudentDayAndCredit } from './student-booking-rules.ts';
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
  assertPlanAllowsClass({ startAt, endAt }, student, now, config);

  if (request.kind === 'existing') assertSeatAvailable(request.class, config);
  else assertSlotCapacity({ activeClassesInSlot: request.slot.activeClassesInSlot, needsNewClass: true }, config);

  assertOpenDiscussionEligible({ type: target.lessonType, module: target.module }, student.attendedClasses, config);
  const creditKind = assertStudentDayAndCredit({ lessonId: target.lessonId, startAt, type: target.type }, student, config);
  return { creditKind, createsClass: request.kind === 'new', startAt, endAt };
}
