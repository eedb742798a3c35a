import { describe, expect, it } from 'vitest';
import { loginSlowdownMs } from './login-slowdown.ts';

const now = new Date('2026-03-01T10:00:00Z');
const account = (failures: number, startedMinutesAgo = 1) => ({
  failures,
  windowStartedAt: new Date(now.getTime() - startedMinutesAgo * 60_000),
  lockedUntil: null,
  lockouts: 0,
});

describe('loginSlowdownMs', () => {
  it('is 0 for a quiet account', () => {
    expect(loginSlowdownMs(null, now)).toBe(0);
    expect(loginSlowdownMs(account(9), now)).toBe(0);
  });

  it('grows with the failures from every client, up to 16 s', () => {
    expect(loginSlowdownMs(account(10), now)).toBe(1_000);
    expect(loginSlowdownMs(account(19), now)).toBe(1_000);
    expect(loginSlowdownMs(account(20), now)).toBe(2_000);
    expect(loginSlowdownMs(account(30), now)).toBe(4_000);
    expect(loginSlowdownMs(account(1_000), now)).toBe(16_000);
  });

  it('forgets failures once their 15-minute window has passed', () => {
    expect(loginSlowdownMs(account(50, 15), now)).toBe(0);
    expect(loginSlowdownMs(account(50, 14), now)).toBe(16_000);
  });
});
