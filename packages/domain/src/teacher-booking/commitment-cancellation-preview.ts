import { HOUR_MS, MINUTE_MS } from '../classes/time-units.ts';
import { DomainError } from '../errors.ts';
import {
  type CommitmentCancellation,
  type TeacherCancellationPenalty,
  teacherCancellationPenalty,
} from './teacher-cancellation-penalty.ts';
import { DEFAULT_TEACHING_CONFIG, type TeachingConfig } from './teaching-config.ts';

export interface CommitmentCancellationPreview {
  /** False once the class has started. */
  allowed: boolean;
  /** What cancelling now would do; absent when not allowed. */
  outcome: TeacherCancellationPenalty | null;
  /** The policy's lines for this class, to show before the teacher confirms (000 §9). */
  freeUntil: Date;
  lateFrom: Date;
  veryLateFrom: Date;
  blockDays: number;
}

/**
 * The cancellation policy applied to one commitment, without throwing: the teacher app shows
 * it in the confirmation dialog, and the cancel service applies teacherCancellationPenalty
 * itself at the moment of cancelling.
 */
export function previewCommitmentCancellation(
  cancellation: CommitmentCancellation,
  now: Date,
  config: TeachingConfig = DEFAULT_TEACHING_CONFIG,
): CommitmentCancellationPreview {
  const start = cancellation.classStartAt.getTime();
  const timeline = {
    freeUntil: new Date(cancellation.committedAt.getTime() + config.accidentalCommitmentMinutes * MINUTE_MS),
    lateFrom: new Date(start - config.lateCancellationHours * HOUR_MS),
    veryLateFrom: new Date(start - config.veryLateCancellationHours * HOUR_MS),
    blockDays: config.cancellationBlockDays,
  };
  try {
    return { allowed: true, outcome: teacherCancellationPenalty(cancellation, now, config), ...timeline };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'commitment_cannot_be_cancelled')
      return { allowed: false, outcome: null, ...timeline };
    throw error;
  }
}
