import { describe, expect, it } from 'vitest';
import { recordThrottleFailure } from './record-throttle-failure.ts';
import { LOGIN_ACCOUNT_POLICY, LOGIN_PAIR_POLICY, RESET_REQUEST_POLICY, type ThrottleState } from './throttle-policies.ts';

const t0 = new Date('2026-03-01T10:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

function fail(times: number, policy = LOGIN_PAIR_POLICY, start: ThrottleState | null = null, minute = 0): ThrottleState | null {
  let state = start;
  for (let i = 0; i < times; i++) state = recordThrottleFailure(state, policy, at(minute));
  return state;
}

describe('recordThrottleFailure', () => {
  it('counts failures below the limit without locking', () => {
    const state = fail(4);
    expect(state).toMatchObject({ failures: 4, lockedUntil: null, lockouts: 0 });
  });

  it('locks the account+IP pair for 5 minutes on the 5th failure', () => {
    const state = fail(5);
    expect(state?.lockedUntil).toEqual(at(5));
    expect(state).toMatchObject({ failures: 0, lockouts: 1 });
  });

  it('doubles the pair lock on repeated lockouts, up to 60 minutes', () => {
    let state = fail(5);
    const locks: number[] = [];
    let minute = 0;
    for (let round = 0; round < 6; round++) {
      minute = (state!.lockedUntil!.getTime() - t0.getTime()) / 60_000 + 1;
      state = fail(5, LOGIN_PAIR_POLICY, state, minute);
      locks.push((state!.lockedUntil!.getTime() - at(minute).getTime()) / 60_000);
    }
    expect(locks).toEqual([10, 20, 40, 60, 60, 60]);
  });

  it('forgets escalation after a quiet day', () => {
    const locked = fail(5);
    const later = recordThrottleFailure(locked, LOGIN_PAIR_POLICY, at(25 * 60));
    expect(later).toMatchObject({ failures: 1, lockouts: 0 });
  });

  it('does not count failures while locked', () => {
    const locked = fail(5)!;
    expect(recordThrottleFailure(locked, LOGIN_PAIR_POLICY, at(1))).toBe(locked);
  });

  it('never locks the account bucket (it only counts, for the slowdown), and starts a new window after 15 minutes', () => {
    const spread = fail(19, LOGIN_ACCOUNT_POLICY);
    expect(recordThrottleFailure(spread, LOGIN_ACCOUNT_POLICY, at(16))).toMatchObject({ failures: 1, lockedUntil: null });
    const flood = fail(500, LOGIN_ACCOUNT_POLICY);
    expect(flood).toMatchObject({ failures: 500, lockedUntil: null });
  });

  it('allows 3 reset requests an hour, then waits 60 minutes', () => {
    expect(fail(2, RESET_REQUEST_POLICY)?.lockedUntil).toBeNull();
    expect(fail(3, RESET_REQUEST_POLICY)?.lockedUntil).toEqual(at(60));
  });
});
