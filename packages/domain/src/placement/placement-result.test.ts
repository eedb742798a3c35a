import { describe, expect, it } from 'vitest';
import { type PlacementAnswer, nextPlacementStep } from './next-placement-step.ts';
import { placementResult } from './placement-result.ts';
import { DEFAULT_PLACEMENT_CONFIG, HIGHEST_STEP, type PlacementLevel, levelAt, stepOf } from './placement-scale.ts';

/**
 * A scripted student of ability `ability` (a step; -1 knows nothing): right exactly on the items at
 * or below it. The bank has an item at every step, so the staircase asks what it targets.
 */
function takeTest(ability: number): PlacementAnswer[] {
  const answers: PlacementAnswer[] = [];
  for (;;) {
    const next = nextPlacementStep(answers);
    if (next.done) return answers;
    answers.push({ step: next.targetStep, correct: next.targetStep <= ability });
  }
}

const label = (step: number) => {
  const { level, sublevel } = levelAt(step);
  return `${level}.${sublevel}`;
};

describe('placementResult: scripted students land exactly at their level', () => {
  it.each(Array.from({ length: HIGHEST_STEP + 1 }, (_, step) => [label(step), step]))('a student at %s is placed at %s', (_l, step) => {
    const answers = takeTest(step);
    expect(answers.length).toBeGreaterThanOrEqual(DEFAULT_PLACEMENT_CONFIG.minItems);
    expect(answers.length).toBeLessThanOrEqual(DEFAULT_PLACEMENT_CONFIG.maxItems);
    expect(placementResult(answers).step).toBe(step);
  });

  const boundaries: [PlacementLevel, PlacementLevel][] = [
    ['A1', 'A2'],
    ['A2', 'B1'],
    ['B1', 'B2'],
    ['B2', 'C1'],
    ['C1', 'C2'],
  ];
  it.each(boundaries)(
    'the %s / %s boundary: the late sublevel of one stays there, the first step above is the next level',
    (below, above) => {
      const top = placementResult(takeTest(stepOf(below, 3)));
      expect([top.level, top.sublevel]).toEqual([below, 3]);
      const bottom = placementResult(takeTest(stepOf(above, 1)));
      expect([bottom.level, bottom.sublevel]).toEqual([above, 1]);
    },
  );

  it('someone who knows nothing is A1.1; someone who knows everything C2.3', () => {
    expect(placementResult(takeTest(-1))).toMatchObject({ level: 'A1', sublevel: 1, correctCount: 0 });
    const all = placementResult(takeTest(HIGHEST_STEP));
    expect(all).toMatchObject({ level: 'C2', sublevel: 3 });
    expect(all.correctCount).toBe(all.answeredCount);
  });

  it('a hand-written A2 sequence: right at A2.1, wrong at B1.1, then settling between A2.2 and A2.3', () => {
    const answers = [
      { step: 3, correct: true },
      { step: 6, correct: false },
      { step: 5, correct: false },
      { step: 4, correct: true },
      { step: 5, correct: false },
      { step: 4, correct: true },
    ];
    expect(placementResult(answers)).toMatchObject({ level: 'A2', sublevel: 2, correctCount: 3, answeredCount: 6 });
  });

  it('half a step rounds down: in doubt, the easier class', () => {
    // From the first reversal on, evidence 5 (wrong at B1.1) and 4 (right at A2.2): mean 4.5 -> A2.2, not A2.3.
    const answers = [
      { step: 3, correct: true },
      { step: 6, correct: false },
      { step: 4, correct: true },
    ];
    expect(placementResult(answers).step).toBe(4);
  });

  it('no answers: A1.1', () => {
    expect(placementResult([])).toMatchObject({ level: 'A1', sublevel: 1, answeredCount: 0 });
  });
});
