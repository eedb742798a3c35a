import type { LearningStatus } from '@parla/contracts';
import { DomainError } from '../errors.ts';

/**
 * The unlock rule (issue 17, decision 073): a lesson's practice opens once its class is booked
 * (BOOKED), took place (PENDING, RETAKE: the student was booked and may still learn from it) or
 * is done (COMPLETED, also when marked completed by hand). Lessons not taken or skipped stay locked.
 */
export function isPracticeUnlocked(status: LearningStatus | null): boolean {
  return status === 'BOOKED' || status === 'PENDING' || status === 'COMPLETED' || status === 'RETAKE';
}

/** 001 §6: self-study materials need a subscription (one running now: trial, paid, cancelled until its end). */
export function assertSelfStudyAllowed(hasSubscription: boolean): void {
  if (!hasSubscription) throw new DomainError('practice_subscription_required');
}

/** Both rules for one lesson's practice: the subscription first, then the lock. */
export function assertLessonPracticeOpen(hasSubscription: boolean, status: LearningStatus | null): void {
  assertSelfStudyAllowed(hasSubscription);
  if (!isPracticeUnlocked(status)) throw new DomainError('practice_locked');
}
