import type { LessonType } from '@parla/contracts';
import { type Commitment, overlaps } from '../teacher-booking/can-commit.ts';
import { assertLessonDailyLimit } from './assert-lesson-daily-limit.ts';
import { assertOpenDiscussionEligible, type ModuleRef } from './assert-open-discussion-eligible.ts';
import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';
import { refusalOf } from './student-booking-rules.ts';

/** One clash a move would cause; a student's carries who. */
export type MoveConflict =
  | { code: 'commitment_overlaps' | 'commitment_during_teaching_pause' | 'teacher_not_available' }
  | { code: 'class_booking_limit_reached' }
  | { code: 'student_booked_elsewhere' | 'limit_per_lesson_per_day_reached' | 'open_discussion_unavailable'; studentId: string };

/** A booked student of the moved class, as the move reads them. */
export interface MovingStudent {
  id: string;
  timeZone: string;
  /** Their other bookings holding a seat (this class left out). */
  otherBookings: readonly { lessonId: string; startAt: Date; endAt: Date }[];
  /** One entry per attended class (read only when the new lesson is an open discussion). */
  attendedClasses: readonly { module: ModuleRef }[];
}

export interface MoveFacts {
  /** The class as it would be after the move. */
  target: { startAt: Date; endAt: Date; lessonId: string; lessonType: LessonType; module: ModuleRef };
  timeChanges: boolean;
  lessonChanges: boolean;
  /** The teacher who keeps the class at the new time; null when none stays (released, or none). */
  teacher: { pausedFrom: Date | null; pausedUntil: Date | null; commitments: readonly Commitment[]; availableAtNewTime: boolean } | null;
  /** Other active classes of the module starting at the new time. */
  activeClassesInSlot: number;
  students: readonly MovingStudent[];
}

/**
 * Everything a move of a class would clash with (decision 105), each clash with the catalogue's
 * code: the teacher who keeps the class must be free at the new time (no other class, no teaching
 * pause, the hour in their availability); the module's slot must have room for one more class (the
 * slot rule of a new class); each booked student must have no other class at the new time, keep
 * the two-a-day limit of one lesson, and fit an open-discussion lesson (10 attended classes at the
 * level). An empty list: the move is clean. The back office may still move with an audited override.
 */
export function moveConflicts(
  facts: MoveFacts,
  config: Pick<ClassConfig, 'slotCapacity' | 'maxBookingsPerLessonPerDay' | 'openDiscussionMinAttended'> = DEFAULT_CLASS_CONFIG,
): MoveConflict[] {
  const conflicts: MoveConflict[] = [];
  const { target } = facts;
  if (facts.timeChanges && facts.teacher) {
    const { teacher } = facts;
    if (teacher.pausedFrom && teacher.pausedUntil && overlaps(target, { startAt: teacher.pausedFrom, endAt: teacher.pausedUntil })) {
      conflicts.push({ code: 'commitment_during_teaching_pause' });
    }
    if (teacher.commitments.some((c) => overlaps(target, c))) conflicts.push({ code: 'commitment_overlaps' });
    if (!teacher.availableAtNewTime) conflicts.push({ code: 'teacher_not_available' });
  }
  if (facts.timeChanges && facts.activeClassesInSlot >= config.slotCapacity) conflicts.push({ code: 'class_booking_limit_reached' });
  for (const student of facts.students) {
    if (facts.timeChanges && student.otherBookings.some((b) => overlaps(target, b))) {
      conflicts.push({ code: 'student_booked_elsewhere', studentId: student.id });
    }
    const daily = refusalOf(() => assertLessonDailyLimit(target, student.otherBookings, student.timeZone, config));
    if (daily) conflicts.push({ code: 'limit_per_lesson_per_day_reached', studentId: student.id });
    if (facts.lessonChanges) {
      const fit = refusalOf(() =>
        assertOpenDiscussionEligible({ type: target.lessonType, module: target.module }, student.attendedClasses, config),
      );
      if (fit) conflicts.push({ code: 'open_discussion_unavailable', studentId: student.id });
    }
  }
  return conflicts;
}
