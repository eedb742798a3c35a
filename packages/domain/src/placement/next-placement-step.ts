import { DEFAULT_PLACEMENT_CONFIG, type PlacementConfig, clampStep } from './placement-scale.ts';

/** One answered item: the step of the item asked and whether the answer was right. */
export interface PlacementAnswer {
  step: number;
  correct: boolean;
}

/**
 * Indexes of the answers that reversed the staircase's direction: a right answer after a wrong
 * one or the other way round (answer i reverses when its correctness differs from answer i-1).
 */
export function reversalsOf(answers: readonly PlacementAnswer[]): number[] {
  const turns: number[] = [];
  for (let i = 1; i < answers.length; i += 1) if (answers[i].correct !== answers[i - 1].correct) turns.push(i);
  return turns;
}

export type PlacementProgress = { done: true } | { done: false; targetStep: number };

/**
 * The adaptive rule (issue 16): a staircase over the 18 steps A1.1..C2.3. The first item is A2.1;
 * a right answer moves the next item up, a wrong one down, measured from the step of the item
 * just asked. Until the first reversal the moves are a whole level (3 steps, to find the region
 * fast), after it one sublevel. The test ends after `maxItems` answers, or once it has at least
 * `minItems` and the answers turned `stopAfterReversals` times (the staircase is oscillating
 * around the student's level: more items would not move the result).
 */
export function nextPlacementStep(
  answers: readonly PlacementAnswer[],
  config: PlacementConfig = DEFAULT_PLACEMENT_CONFIG,
): PlacementProgress {
  if (answers.length >= config.maxItems) return { done: true };
  const reversals = reversalsOf(answers).length;
  if (answers.length >= config.minItems && reversals >= config.stopAfterReversals) return { done: true };
  const last = answers.at(-1);
  if (!last) return { done: false, targetStep: clampStep(config.startStep) };
  const size = reversals === 0 ? config.searchStepSize : config.fineStepSize;
  return { done: false, targetStep: clampStep(last.step + (last.correct ? size : -size)) };
}
