import { HOUR_MS, MINUTE_MS, DAY_MS } from '../classes/time-units.ts';
import { DomainError } from '../errors.ts';
import { addUtcMonths } from '../time/index.ts';
import { laterDate } from './later-date.ts';
import { DEFAULT_TEACHING_CONFIG, type TeachingConfig } from './teaching-config.ts';

export type CancellationConsequence = 'none' | 'block_7_days' | 'block_7_days_with_explanation';

export interface TeacherCancellationPenalty {
  consequence: CancellationConsequence;
  /** Until when the teacher cannot commit to new classes; absent when there is no block. */
  penaltyUntil?: Date;
  /** Under 3 h: the teacher must explain the cancellation. */
  requiresExplanation: boolean;
  /** A last-minute cancellation (under 24 h, not accidental): the service records it for reviews. */
  isLastMinute: boolean;
  /** More than 3 last-minute cancellations in 3 months, this one included. */
  requiresReview: boolean;
  /** Cancelled within 30 minutes of committing: no consequence however close the class is. */
  freeBecauseAccidental: boolean;
}

export interface CommitmentCancellation {
  classStartAt: Date;
  committedAt: Date;
  /** When the teacher's earlier last-minute cancellations happened (any age; filtered here). */
  previousLastMinuteCancellations: readonly Date[];
  /** A penalty already running; the result never ends before it. */
  currentPenaltyUntil?: Date | null;
}

/**
 * The teacher cancellation policy (000 §9). Boundaries, all measured from `now` to the start:
 * - 24 h or more: no consequence (exactly 24 h is not "under 24 h");
 * - under 24 h: a 7-day block on committing to new classes, counted from now;
 * - under 3 h (exactly 3 h is not): the block plus an explanation;
 * - within 30 minutes of committing (exclusive): free, an accidental booking;
 * - a class that has started cannot be cancelled (commitment_cannot_be_cancelled): it is
 *   taught or becomes a missed class (missedClassPenalty).
 * Reviews count last-minute cancellations in the 3 calendar months up to now (start of the
 * window inclusive); the 4th one triggers it.
 */
export function teacherCancellationPenalty(
  cancellation: CommitmentCancellation,
  now: Date,
  config: TeachingConfig = DEFAULT_TEACHING_CONFIG,
): TeacherCancellationPenalty {
  const at = now.getTime();
  const untilStart = cancellation.classStartAt.getTime() - at;
  if (untilStart <= 0) throw new DomainError('commitment_cannot_be_cancelled', undefined, { reason: 'class_started' });

  const free = { consequence: 'none' as const, requiresExplanation: false, isLastMinute: false, requiresReview: false };
  if (at - cancellation.committedAt.getTime() < config.accidentalCommitmentMinutes * MINUTE_MS) {
    return { ...free, freeBecauseAccidental: true };
  }
  if (untilStart >= config.lateCancellationHours * HOUR_MS) return { ...free, freeBecauseAccidental: false };

  const veryLate = untilStart < config.veryLateCancellationHours * HOUR_MS;
  const windowStart = addUtcMonths(now, -config.reviewWindowMonths).getTime();
  const recent = cancellation.previousLastMinuteCancellations.filter((d) => d.getTime() >= windowStart && d.getTime() <= at).length;
  return {
    consequence: veryLate ? 'block_7_days_with_explanation' : 'block_7_days',
    penaltyUntil: laterDate(new Date(at + config.cancellationBlockDays * DAY_MS), cancellation.currentPenaltyUntil),
    requiresExplanation: veryLate,
    isLastMinute: true,
    requiresReview: recent + 1 > config.lastMinuteCancellationsBeforeReview,
    freeBecauseAccidental: false,
  };
}
