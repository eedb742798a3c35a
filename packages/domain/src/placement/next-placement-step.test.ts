import { describe, expect, it } from 'vitest';
import { type PlacementAnswer, nextPlacementStep, reversalsOf } from './next-placement-step.ts';
import { DEFAULT_PLACEMENT_CONFIG, HIGHEST_STEP } from './placement-scale.ts';

const right = (step: number): PlacementAnswer => ({ step, correct: true });
const wrong = (step: number): PlacementAnswer => ({ step, correct: false });

describe('nextPlacementStep: the staircase', () => {
  it('starts at A2.1 (step 3)', () => {
    expect(nextPlacementStep([])).toEqual({ done: false, targetStep: 3 });
  });

  it('moves a whole level (3 steps) until the first reversal', () => {
    expect(nextPlacementStep([right(3)])).toEqual({ done: false, targetStep: 6 });
    expect(nextPlacementStep([right(3), right(6)])).toEqual({ done: false, targetStep: 9 });
    expect(nextPlacementStep([wrong(3)])).toEqual({ done: false, targetStep: 0 });
  });

  it('moves one sublevel after the first reversal, from the step of the item actually asked', () => {
    expect(nextPlacementStep([right(3), wrong(6)])).toEqual({ done: false, targetStep: 5 });
    expect(nextPlacementStep([right(3), wrong(6), wrong(5)])).toEqual({ done: false, targetStep: 4 });
    expect(nextPlacementStep([right(3), wrong(6), right(4)])).toEqual({ done: false, targetStep: 5 });
  });

  it('stays on the scale at both ends', () => {
    expect(nextPlacementStep([wrong(3), wrong(0)])).toEqual({ done: false, targetStep: 0 });
    expect(nextPlacementStep([right(15), right(HIGHEST_STEP)])).toEqual({ done: false, targetStep: HIGHEST_STEP });
  });

  it('stops after maxItems answers (20: about 10 minutes)', () => {
    const twenty = Array.from({ length: 20 }, () => right(HIGHEST_STEP));
    expect(nextPlacementStep(twenty.slice(0, 19)).done).toBe(false);
    expect(nextPlacementStep(twenty)).toEqual({ done: true });
  });

  it('stops early once settled: at least minItems answers and stopAfterReversals turns', () => {
    // R W R W ...: every answer after the first turns.
    const alternating = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? right(4) : wrong(5)));
    expect(reversalsOf(alternating)).toHaveLength(11);
    expect(nextPlacementStep(alternating.slice(0, 11)).done).toBe(false); // 10 turns but only 11 items
    expect(nextPlacementStep(alternating)).toEqual({ done: true });
    // 12 answers with only 7 turns: go on.
    const sevenTurns = [
      right(3),
      right(6),
      right(9),
      right(12),
      wrong(15),
      right(14),
      wrong(15),
      right(14),
      wrong(15),
      right(14),
      wrong(15),
      wrong(14),
    ];
    expect(reversalsOf(sevenTurns)).toHaveLength(7);
    expect(nextPlacementStep(sevenTurns).done).toBe(false);
  });

  it('follows the config', () => {
    const config = { ...DEFAULT_PLACEMENT_CONFIG, startStep: 6, maxItems: 2 };
    expect(nextPlacementStep([], config)).toEqual({ done: false, targetStep: 6 });
    expect(nextPlacementStep([right(6), right(9)], config)).toEqual({ done: true });
  });
});
