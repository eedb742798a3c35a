import { LINGOBITE_MAX_TRIES } from '@parla/contracts';

/** One Lingobite task's answers so far. */
export interface LingobiteTaskState {
  tries: number;
  solved: boolean;
}

/** Points for a task solved on the 1st, 2nd or 3rd try (of 1); unsolved after 3 tries: 0. */
const POINTS_BY_TRY = [1, 0.5, 0.25] as const;

/**
 * A Lingobite answer (001 §4, §9: up to 3 attempts, then the answer is shown): the task's new
 * state, whether it is over, and whether to show the answer now. A finished task takes no
 * more answers (the caller refuses with lingobite_task_finished).
 */
export function answerLingobiteTask(
  previous: LingobiteTaskState | null,
  correct: boolean,
): LingobiteTaskState & { finished: boolean; revealAnswer: boolean } {
  const tries = (previous?.tries ?? 0) + 1;
  const finished = correct || tries >= LINGOBITE_MAX_TRIES;
  return { tries, solved: correct, finished, revealAnswer: finished && !correct };
}

/** Whether a task takes another answer. */
export const lingobiteTaskOpen = (state: LingobiteTaskState | null) => !state || (!state.solved && state.tries < LINGOBITE_MAX_TRIES);

/** Points of one task's state (0-1). */
export function lingobiteTaskPoints(state: LingobiteTaskState | null): number {
  if (!state?.solved) return 0;
  return POINTS_BY_TRY[Math.min(state.tries, LINGOBITE_MAX_TRIES) - 1];
}

/**
 * The practice sequence's score (Lesson.practiceSequenceScore), 0-100: points over all tasks of
 * the sequence; null until every task is finished (answered right or out of tries).
 */
export function lingobiteScore(states: readonly (LingobiteTaskState | null)[]): number | null {
  if (states.length === 0 || states.some(lingobiteTaskOpen)) return null;
  const points = states.reduce((sum, s) => sum + lingobiteTaskPoints(s), 0);
  return Math.round((points / states.length) * 100);
}
