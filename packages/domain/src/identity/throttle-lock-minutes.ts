import type { ThrottleState } from './throttle-policies.ts';

/**
 * Whole minutes left on a bucket's lock, rounded up (what "retry in N minutes" shows),
 * or 0 when the bucket is not locked. Given several buckets, the longest lock wins.
 */
export function throttleLockMinutes(states: readonly (ThrottleState | null | undefined)[], now: Date): number {
  let longestMs = 0;
  for (const state of states) {
    const remaining = (state?.lockedUntil?.getTime() ?? 0) - now.getTime();
    if (remaining > longestMs) longestMs = remaining;
  }
  return longestMs > 0 ? Math.ceil(longestMs / 60_000) : 0;
}
