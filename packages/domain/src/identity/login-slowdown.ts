import { LOGIN_ACCOUNT_POLICY, type ThrottleState } from './throttle-policies.ts';

/** Failures on one account (all clients, one window) before its logins slow down. */
export const LOGIN_SLOWDOWN_AFTER = 10;
/** The first delay, doubled for every further LOGIN_SLOWDOWN_AFTER failures, up to the cap. */
export const LOGIN_SLOWDOWN_BASE_MS = 1_000;
export const LOGIN_SLOWDOWN_MAX_MS = 16_000;

/**
 * How long a login to an account under attack waits before its password is checked, from
 * the account bucket's state: 0 while quiet, then 1 s, 2 s, 4 s ... 16 s as failures pile up
 * inside the window. The owner's right password still gets in, a little later; an attacker's
 * guesses from ever new clients come slower (and need a captcha when one is configured).
 */
export function loginSlowdownMs(account: ThrottleState | null | undefined, now: Date): number {
  if (!account) return 0;
  const inWindow = now.getTime() - account.windowStartedAt.getTime() < LOGIN_ACCOUNT_POLICY.windowMs;
  const failures = inWindow ? account.failures : 0;
  if (failures < LOGIN_SLOWDOWN_AFTER) return 0;
  const doublings = Math.floor((failures - LOGIN_SLOWDOWN_AFTER) / LOGIN_SLOWDOWN_AFTER);
  return Math.min(LOGIN_SLOWDOWN_BASE_MS * 2 ** doublings, LOGIN_SLOWDOWN_MAX_MS);
}
