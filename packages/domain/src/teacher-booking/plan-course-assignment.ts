import type { ClassStatus, ErrorCode } from '@parla/contracts';
import { DomainError } from '../errors.ts';
import { type CommitCandidate, type Commitment, canCommit } from './can-commit.ts';

export interface CourseClassFacts {
  id: string;
  status: ClassStatus;
  startAt: Date;
  endAt: Date;
  teacherId: string | null;
}

export interface CourseAssignmentPlan {
  /** Unstaffed classes the teacher takes now. */
  book: string[];
  /** Classes the teacher had already committed to one by one: now held as part of the course. */
  overridden: string[];
  /** Classes left out, with the reason (an error code). */
  errors: { id: string; code: ErrorCode }[];
}

/**
 * Booking a course as a whole (000 §3 course assign result). Only its future active classes
 * count. A penalty refuses the whole booking (teacher_penalised); otherwise every class is
 * judged like a single commitment (canCommit: pause, overlap with the teacher's other classes)
 * and one taken by another teacher is left to them (class_already_taken). Nothing bookable at
 * all is "Booking failed" (booking_failed), with the reasons in the details.
 */
export function planCourseAssignment(
  input: {
    classes: readonly CourseClassFacts[];
    teacherId: string;
    teacher: Omit<CommitCandidate['teacher'], 'commitments'>;
    /** The teacher's other active classes (not of this course). */
    commitments: readonly Commitment[];
  },
  now: Date,
): CourseAssignmentPlan {
  const { teacher, teacherId } = input;
  if (teacher.penaltyUntil && now.getTime() < teacher.penaltyUntil.getTime()) {
    throw new DomainError('teacher_penalised', undefined, { until: teacher.penaltyUntil.toISOString() });
  }
  const plan: CourseAssignmentPlan = { book: [], overridden: [], errors: [] };
  const upcoming = input.classes
    .filter((c) => c.status === 'active' && c.startAt.getTime() > now.getTime())
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
  for (const cls of upcoming) {
    if (cls.teacherId === teacherId) {
      plan.overridden.push(cls.id);
      continue;
    }
    if (cls.teacherId) {
      plan.errors.push({ id: cls.id, code: 'class_already_taken' });
      continue;
    }
    const decision = canCommit({ cls: { ...cls, hasTeacher: false }, teacher: { ...teacher, commitments: input.commitments } }, now);
    if (decision.allowed) plan.book.push(cls.id);
    else plan.errors.push({ id: cls.id, code: decision.code });
  }
  if (plan.book.length === 0 && plan.overridden.length === 0) {
    throw new DomainError('booking_failed', undefined, { errors: plan.errors });
  }
  return plan;
}
