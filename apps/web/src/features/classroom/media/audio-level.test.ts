import { describe, expect, it } from 'vitest';
import { levelOfSamples } from './audio-level.ts';

describe('levelOfSamples', () => {
  it('is 0 for silence and 1 for a full-scale square wave', () => {
    expect(levelOfSamples(new Float32Array(512))).toBe(0);
    expect(levelOfSamples([])).toBe(0);
    expect(levelOfSamples(Array.from({ length: 512 }, (_, i) => (i % 2 ? 1 : -1)))).toBe(1);
  });

  it('puts quiet speech (-30 dB) half way', () => {
    const amplitude = 10 ** (-30 / 20);
    expect(levelOfSamples(Array.from({ length: 512 }, (_, i) => (i % 2 ? amplitude : -amplitude)))).toBeCloseTo(0.5, 5);
  });
});
