import { describe, expect, it } from 'vitest';
import { pollDelayMs, secondsLeft } from './countdown.ts';

describe('secondsLeft', () => {
  it('counts whole seconds down to zero', () => {
    expect(secondsLeft(15_000, 0)).toBe(15);
    expect(secondsLeft(15_000, 100)).toBe(15);
    expect(secondsLeft(15_000, 14_001)).toBe(1);
    expect(secondsLeft(15_000, 15_000)).toBe(0);
    expect(secondsLeft(15_000, 20_000)).toBe(0);
  });
});

describe('pollDelayMs', () => {
  it('polls quickly first, then backs off', () => {
    expect(pollDelayMs(0)).toBe(1000);
    expect(pollDelayMs(5)).toBe(2000);
    expect(pollDelayMs(40)).toBe(5000);
  });
});
