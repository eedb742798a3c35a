import { type PlacementAnswer, reversalsOf } from './next-placement-step.ts';
import { HIGHEST_STEP, LOWEST_STEP, type PlacementLevel, clampStep, levelAt } from './placement-scale.ts';

export interface PlacementResult {
  level: PlacementLevel;
  sublevel: number;
  /** The step the result stands for (0 = A1.1 .. 17 = C2.3). */
  step: number;
  /** Right answers out of the items asked: shown beside the level. */
  correctCount: number;
  answeredCount: number;
}

/**
 * What one answer says about the student: a right answer at step s means "at least s", a wrong
 * one "below s", i.e. at most s - 1 (below A1.1 is still A1.1).
 */
function evidence(answer: PlacementAnswer): number {
  return answer.correct ? answer.step : answer.step - 1;
}

/**
 * The placement rule (issue 16): turns the answers into a level and sublevel. Once the staircase
 * has turned, it oscillates between the highest step the student gets right (s) and the one above
 * it (s + 1, answered wrong): both say "s". The result is the mean of that evidence over the
 * answers from the first reversal on, rounded to the nearest step (half a step rounds down: when
 * in doubt we place lower, a class that is too easy is the smaller harm). Without a reversal (all
 * right or all wrong) the last answer's evidence decides: the top reached, or A1.1.
 */
export function placementResult(answers: readonly PlacementAnswer[]): PlacementResult {
  const correctCount = answers.filter((a) => a.correct).length;
  const [firstReversal] = reversalsOf(answers);
  const settled = firstReversal === undefined ? answers.slice(-1) : answers.slice(firstReversal);
  const mean = settled.length === 0 ? LOWEST_STEP : settled.reduce((sum, a) => sum + evidence(a), 0) / settled.length;
  const step = clampStep(Math.min(HIGHEST_STEP, Math.ceil(mean - 0.5)));
  return { ...levelAt(step), step, correctCount, answeredCount: answers.length };
}
