import type { LearningStatus } from '@parla/contracts';

/** A certificate needs this share of a level completed (001 §5, §9). */
export const CERTIFICATE_THRESHOLD = 0.9;

/** Open discussion classes need this many attended classes in the module or higher levels (001 §5, §9). */
export const OPEN_DISCUSSION_MIN_ATTENDED = 10;

export interface LevelCompletion {
  done: number;
  /** Lessons that count: every lesson of the level's modules but the skipped ones. */
  counted: number;
  /** done / counted, 0 when nothing counts. */
  share: number;
  certificateAvailable: boolean;
}

/**
 * How much of a level a student completed: attended or completed lessons of the level's modules
 * over its lessons, skipped lessons left out of both (issue 18). A level where every lesson was
 * skipped has nothing to certify.
 */
export function levelCompletion(statuses: readonly LearningStatus[]): LevelCompletion {
  const counted = statuses.filter((s) => s !== 'SKIP').length;
  const done = statuses.filter((s) => s === 'COMPLETED').length;
  const share = counted === 0 ? 0 : done / counted;
  // Compared in whole lessons so 9 of 10 is exactly 90% whatever floating point says.
  const certificateAvailable = counted > 0 && done * 10 >= counted * CERTIFICATE_THRESHOLD * 10;
  return { done, counted, share, certificateAvailable };
}

export function openDiscussionAllowed(attendedInModuleOrHigher: number): boolean {
  return attendedInModuleOrHigher >= OPEN_DISCUSSION_MIN_ATTENDED;
}
