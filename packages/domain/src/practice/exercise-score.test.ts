import { describe, expect, it } from 'vitest';
import { exerciseScore, exerciseSetScore } from './exercise-score.ts';

describe('exercise scores', () => {
  it('scores one answer 100 or 0', () => {
    expect(exerciseScore(true)).toBe(100);
    expect(exerciseScore(false)).toBe(0);
  });
  it('averages the answered exercises of a set, null while none is answered', () => {
    expect(exerciseSetScore([null, null])).toBeNull();
    expect(exerciseSetScore([100, 0, null])).toBe(50);
    expect(exerciseSetScore([100, 100, 0])).toBe(67);
  });
});
