import { describe, expect, it } from 'vitest';
import { DEFAULT_PLACEMENT_CONFIG, HIGHEST_STEP, levelAt, placementTestMinutes, stepOf } from './placement-scale.ts';

describe('the placement scale', () => {
  it('numbers A1.1..C2.3 as 0..17 and back', () => {
    expect(stepOf('A1', 1)).toBe(0);
    expect(stepOf('A2', 1)).toBe(3);
    expect(stepOf('C2', 3)).toBe(HIGHEST_STEP);
    for (let step = 0; step <= HIGHEST_STEP; step += 1) {
      const { level, sublevel } = levelAt(step);
      expect(stepOf(level, sublevel)).toBe(step);
    }
  });
  it('clamps off-scale steps', () => {
    expect(levelAt(-2)).toEqual({ level: 'A1', sublevel: 1 });
    expect(levelAt(40)).toEqual({ level: 'C2', sublevel: 3 });
  });
  it('"about 10 minutes" is 20 items of 30 seconds', () => {
    expect(DEFAULT_PLACEMENT_CONFIG.maxItems).toBe(20);
    expect(placementTestMinutes()).toBe(10);
  });
});
