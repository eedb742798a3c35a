import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left.ts';

const now = new Date('2026-05-04T10:00:00Z');
const plus = (ms: number) => new Date(now.getTime() + ms);

describe('timeLeft', () => {
  it('says hours and minutes, rounding a started minute up', () => {
    expect(timeLeft(plus((3 * 60 + 20) * 60_000), now)).toEqual({ hours: 3, minutes: 20 });
    expect(timeLeft(plus(1), now)).toEqual({ hours: 0, minutes: 1 });
    expect(timeLeft(plus(24 * 3_600_000), now)).toEqual({ hours: 24, minutes: 0 });
  });

  it('is null at the deadline and after it (overdue)', () => {
    expect(timeLeft(now, now)).toBeNull();
    expect(timeLeft(plus(-60_000), now)).toBeNull();
  });
});
