import { DomainError } from '../errors.ts';

/** Decision 109: a 6-digit code lives 10 minutes, takes 5 wrong tries; a new one after 60 s, at most 5 an hour. */
export const PHONE_CODE = {
  digits: 6,
  lifetimeMs: 10 * 60_000,
  maxAttempts: 5,
  resendAfterMs: 60_000,
  maxPerWindow: 5,
  windowMs: 60 * 60_000,
} as const;

/** What the throttle and the check read of a phone's verification state. */
export interface PhoneCodeState {
  codeSentAt: Date | null;
  codeExpiresAt: Date | null;
  codeAttempts: number;
  codesInWindow: number;
  sendWindowStartedAt: Date | null;
}

const minutesUntil = (at: number, now: Date) => Math.max(1, Math.ceil((at - now.getTime()) / 60_000));

/**
 * May a new code go out now? Throws `too_many_phone_codes` (with the minutes to wait) inside a
 * minute of the last one or past the hourly count; answers the throttle window to store.
 */
export function nextPhoneCodeWindow(state: PhoneCodeState | null, now: Date): { codesInWindow: number; sendWindowStartedAt: Date } {
  if (state?.codeSentAt && now.getTime() - state.codeSentAt.getTime() < PHONE_CODE.resendAfterMs) {
    throw new DomainError('too_many_phone_codes', undefined, {
      minutes: minutesUntil(state.codeSentAt.getTime() + PHONE_CODE.resendAfterMs, now),
    });
  }
  const windowStart = state?.sendWindowStartedAt;
  if (!windowStart || now.getTime() - windowStart.getTime() >= PHONE_CODE.windowMs) return { codesInWindow: 1, sendWindowStartedAt: now };
  if (state.codesInWindow >= PHONE_CODE.maxPerWindow) {
    throw new DomainError('too_many_phone_codes', undefined, { minutes: minutesUntil(windowStart.getTime() + PHONE_CODE.windowMs, now) });
  }
  return { codesInWindow: state.codesInWindow + 1, sendWindowStartedAt: windowStart };
}

/**
 * Whether a typed code may still be compared: throws `phone_code_missing` without a live code,
 * `phone_code_expired` after 10 minutes, `phone_code_attempts_exceeded` after 5 wrong tries.
 */
export function assertPhoneCodeCheckable(state: PhoneCodeState | null, now: Date): void {
  if (!state?.codeExpiresAt) throw new DomainError('phone_code_missing');
  if (state.codeAttempts >= PHONE_CODE.maxAttempts) throw new DomainError('phone_code_attempts_exceeded');
  if (now.getTime() >= state.codeExpiresAt.getTime()) throw new DomainError('phone_code_expired');
}

/** Wrong tries left after one more wrong one (0: the code is used up). */
export const attemptsLeftAfterMiss = (state: PhoneCodeState) => Math.max(0, PHONE_CODE.maxAttempts - state.codeAttempts - 1);
