import type { ThrottlePolicy, ThrottleState } from './throttle-policies.ts';

/**
 * Counts one failure (or one request, for request quotas) in a bucket and returns its next
 * state. Reaching `maxFailures` locks the bucket for `lockMs * 2^lockouts` (capped at
 * `maxLockMs`) and starts a new count, so the lock after a lock is longer.
 */
export function recordThrottleFailure(state: ThrottleState | null, policy: ThrottlePolicy, now: Date): ThrottleState {
  const nowMs = now.getTime();
  // A failure that races a lock (counted while locked) changes nothing: the lock already stands.
  if (state?.lockedUntil && state.lockedUntil.getTime() > nowMs) return state;

  let failures = state?.failures ?? 0;
  let windowStartedAt = state?.windowStartedAt ?? now;
  let lockouts = state?.lockouts ?? 0;
  const quietFor = nowMs - windowStartedAt.getTime();
  if (quietFor >= policy.windowMs) {
    failures = 0;
    windowStartedAt = now;
  }
  if (quietFor >= policy.escalationResetMs) lockouts = 0;

  failures += 1;
  if (failures < policy.maxFailures) return { failures, windowStartedAt, lockedUntil: null, lockouts };

  const lockMs = Math.min(policy.lockMs * 2 ** lockouts, policy.maxLockMs);
  return { failures: 0, windowStartedAt: now, lockedUntil: new Date(nowMs + lockMs), lockouts: lockouts + 1 };
}
