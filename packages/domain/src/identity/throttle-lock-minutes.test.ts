import { describe, expect, it } from 'vitest';
import { throttleLockMinutes } from './throttle-lock-minutes.ts';

const now = new Date('2026-03-01T10:00:00Z');
const bucket = (lockedUntil: Date | null) => ({ failures: 0, windowStartedAt: now, lockedUntil, lockouts: 1 });

describe('throttleLockMinutes', () => {
  it('is 0 without a lock or after it ended', () => {
    expect(throttleLockMinutes([null, undefined, bucket(null)], now)).toBe(0);
    expect(throttleLockMinutes([bucket(new Date(now.getTime() - 1))], now)).toBe(0);
    expect(throttleLockMinutes([bucket(now)], now)).toBe(0);
  });

  it('rounds the remaining time up to whole minutes', () => {
    expect(throttleLockMinutes([bucket(new Date(now.getTime() + 1_000))], now)).toBe(1);
    expect(throttleLockMinutes([bucket(new Date(now.getTime() + 5 * 60_000))], now)).toBe(5);
    expect(throttleLockMinutes([bucket(new Date(now.getTime() + 4 * 60_000 + 1))], now)).toBe(5);
  });

  it('reports the longest of several locks', () => {
    const short = bucket(new Date(now.getTime() + 2 * 60_000));
    const long = bucket(new Date(now.getTime() + 14 * 60_000));
    expect(throttleLockMinutes([short, null, long], now)).toBe(14);
  });
});
