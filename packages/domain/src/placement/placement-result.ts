import type { PlacementAnswer } from './next-placement-step.ts';
import { HIGHEST_STEP, LOWEST_STEP, type PlacementLevel, levelAt } from './placement-scale.ts';

export interface PlacementResult {
  level: PlacementLevel;
  sublevel: number;
  /** The step the result stands for (0 = A1.1 .. 17 = C2.3). */
  step: number;
  /** Right answers out of the items asked: shown beside the level. */
  correctCount: number;
  answeredCount: number;
}

/** Answers that a student at `step` would have given differently: right above it, wrong at or below it. */
function misfits(answers: readonly PlacementAnswer[], step: number): number {
  return answers.filter((a) => (a.correct ? a.step > step : a.step <= step)).length;
}

/**
 * The placement rule (issue 16): turns the answers into a level and sublevel. A student at step s
 * gets the items up to s right and the ones above it wrong; the result is the step that disagrees
 * with the fewest answers (a lucky guess or one slip moves it only when the other answers agree),
 * the lowest on a tie: when in doubt we place lower, a class that is a little easy is the smaller
 * harm. Once the staircase oscillates between s (right) and s + 1 (wrong), that is exactly s; all
 * answers right places at the highest step answered, none right at A1.1.
 */
export function placementResult(answers: readonly PlacementAnswer[]): PlacementResult {
  let step = LOWEST_STEP;
  let fewest = misfits(answers, LOWEST_STEP);
  for (let s = LOWEST_STEP + 1; s <= HIGHEST_STEP; s += 1) {
    const count = misfits(answers, s);
    if (count < fewest) {
      fewest = count;
      step = s;
    }
  }
  return { ...levelAt(step), step, correctCount: answers.filter((a) => a.correct).length, answeredCount: answers.length };
}
