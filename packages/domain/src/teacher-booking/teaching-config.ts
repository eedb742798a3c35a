import { INPUT_MESSAGE_VALUES } from '@parla/contracts';
/** The teacher rules' constants (000 §5, §9), passed to rules like ClassConfig. */
export interface TeachingConfig {
  /** Cancelling a commitment under this many hours before the start is "last minute". */
  lateCancellationHours: number;
  /** Under this many hours the block also needs an explanation. */
  veryLateCancellationHours: number;
  cancellationBlockDays: number;
  missedClassPenaltyDays: number;
  /** A commitment cancelled within this many minutes of making it was an accident: free. */
  accidentalCommitmentMinutes: number;
  /** More than this many last-minute cancellations in the review window trigger a review. */
  lastMinuteCancellationsBeforeReview: number;
  reviewWindowMonths: number;
  maxPauseDays: number;
  classLogOpensAfterStartMinutes: number;
  noShowWaitMinutes: number;
  classLogDueHours: number;
  noShowPayPercent: number;
  technicalIssuePayPercent: number;
}

export const DEFAULT_TEACHING_CONFIG: Readonly<TeachingConfig> = Object.freeze({
  lateCancellationHours: 24,
  veryLateCancellationHours: 3,
  cancellationBlockDays: 7,
  missedClassPenaltyDays: 14,
  accidentalCommitmentMinutes: 30,
  lastMinuteCancellationsBeforeReview: 3,
  reviewWindowMonths: 3,
  maxPauseDays: INPUT_MESSAGE_VALUES.teachingPauseMaxDays,
  classLogOpensAfterStartMinutes: 15,
  noShowWaitMinutes: 15,
  classLogDueHours: 24,
  noShowPayPercent: 50,
  technicalIssuePayPercent: 50,
});
