import type { LearningStatus } from '@parla/contracts';

/** A booking of the lesson by the student that still holds (or held) a seat: status 'booked'. */
export interface LessonAttempt {
  startAt: Date;
  endAt: Date;
  classStatus: string;
  /** From the teacher's class log; null until written. */
  attendance: string | null;
}

/**
 * A lesson's status for one student (001 §3, §4 Learning status). Only SKIP and COMPLETED are
 * stored (what the student sets by hand); everything else follows from the bookings, so it
 * can never disagree with them (decision 003). In order:
 * - BOOKED: a booked class of the lesson that has not ended;
 * - COMPLETED: an attended class (attendance 'attended', or a completed class without a log),
 *   or marked completed by hand;
 * - SKIP: skipped by hand;
 * - then the latest ended class decides: not logged yet while the class is still 'active' ->
 *   PENDING; missed, incomplete or a class that did not take place -> RETAKE;
 * - NOT_TAKEN otherwise.
 */
export function learningStatus(manual: 'SKIP' | 'COMPLETED' | null, bookings: readonly LessonAttempt[], now: Date): LearningStatus {
  const at = now.getTime();
  if (bookings.some((b) => b.endAt.getTime() > at && b.classStatus === 'active')) return 'BOOKED';
  const ended = bookings.filter((b) => b.endAt.getTime() <= at).sort((a, b) => b.startAt.getTime() - a.startAt.getTime());
  const attended = (b: LessonAttempt) => b.attendance === 'attended' || (b.attendance === null && b.classStatus === 'completed');
  if (manual === 'COMPLETED' || ended.some(attended)) return 'COMPLETED';
  if (manual === 'SKIP') return 'SKIP';
  const latest = ended.find((b) => b.classStatus !== 'cancelled');
  if (!latest) return 'NOT_TAKEN';
  if (latest.attendance === null && latest.classStatus === 'active') return 'PENDING';
  return 'RETAKE';
}
