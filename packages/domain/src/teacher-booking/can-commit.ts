import type { ClassStatus, ErrorCode } from '@parla/contracts';

export type CommitDecision = { allowed: true } | { allowed: false; code: ErrorCode; until?: Date };

/** A class the teacher already teaches, [startAt, endAt). */
export interface Commitment {
  startAt: Date;
  endAt: Date;
}

export interface CommitCandidate {
  cls: { status: ClassStatus; startAt: Date; endAt: Date; hasTeacher: boolean };
  teacher: {
    penaltyUntil?: Date | null;
    /** The teaching pause, [pausedFrom, pausedUntil). */
    pausedFrom?: Date | null;
    pausedUntil?: Date | null;
    /** The teacher's own active classes; one overlapping the candidate refuses it. */
    commitments?: readonly Commitment[];
  };
}

/**
 * Whether a teacher may commit to a class now (000 §4, §6). Returns the reason instead of
 * throwing because the teacher app greys out the button and says why; the commit service
 * throws DomainError(decision.code).
 * - the class must be active, unstaffed and not started (cannot_commit_to_class);
 * - a penalty in effect (now < penaltyUntil) blocks new commitments (teacher_penalised);
 *   commitments made before it stay;
 * - a class overlapping the teaching pause is refused (commitment_during_teaching_pause);
 *   committing during a pause to a class after it is fine: the pause is about teaching time;
 * - a class overlapping one the teacher already teaches is refused (commitment_overlaps);
 *   back-to-back classes (one ends when the other starts) are fine.
 */
export function canCommit(candidate: CommitCandidate, now: Date): CommitDecision {
  const { cls, teacher } = candidate;
  const at = now.getTime();
  if (cls.status !== 'active' || cls.hasTeacher || at >= cls.startAt.getTime()) {
    return { allowed: false, code: 'cannot_commit_to_class' };
  }
  if (teacher.penaltyUntil && at < teacher.penaltyUntil.getTime()) {
    return { allowed: false, code: 'teacher_penalised', until: teacher.penaltyUntil };
  }
  if (teacher.pausedFrom && teacher.pausedUntil && overlaps(cls, { startAt: teacher.pausedFrom, endAt: teacher.pausedUntil })) {
    return { allowed: false, code: 'commitment_during_teaching_pause', until: teacher.pausedUntil };
  }
  if (teacher.commitments?.some((c) => overlaps(cls, c))) return { allowed: false, code: 'commitment_overlaps' };
  return { allowed: true };
}

/** Half-open intervals overlap when each starts before the other ends. */
export function overlaps(a: Commitment, b: Commitment): boolean {
  return a.startAt.getTime() < b.endAt.getTime() && a.endAt.getTime() > b.startAt.getTime();
}
