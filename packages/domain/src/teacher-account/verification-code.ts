/** Two-factor codes for payout details (000 §5): 6 digits, sent by e-mail. */
export const VERIFICATION_CODE_LENGTH = 6;
/** A code is good for this long after it is sent. */
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000;
/** Wrong entries allowed per code; the next wrong one burns it. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** At most this many codes per teacher per window (each e-mail is a cost and a nuisance). */
export const VERIFICATION_CODE_MAX_PER_WINDOW = 5;
export const VERIFICATION_CODE_WINDOW_MS = 60 * 60_000;

export function isVerificationCodeShape(value: string): boolean {
  return /^\d{6}$/.test(value);
}

export interface IssuedCode {
  expiresAt: Date;
  usedAt: Date | null;
  attempts: number;
}

export type CodeState = 'usable' | 'used' | 'expired' | 'exhausted';

/**
 * Whether a code may still be tried. Order matters: a used code stays used, and an exhausted one
 * stays exhausted after it would have expired, so the message the teacher sees does not flip.
 */
export function verificationCodeState(code: IssuedCode, now: Date, maxAttempts = VERIFICATION_CODE_MAX_ATTEMPTS): CodeState {
  if (code.usedAt) return 'used';
  if (code.attempts >= maxAttempts) return 'exhausted';
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired';
  return 'usable';
}

/**
 * Minutes until another code may be requested, or 0: `recent` are the send times of the
 * teacher's codes (any order), at most `max` per sliding window.
 */
export function verificationCodeRetryMinutes(
  recent: Date[],
  now: Date,
  max = VERIFICATION_CODE_MAX_PER_WINDOW,
  windowMs = VERIFICATION_CODE_WINDOW_MS,
): number {
  const inWindow = recent
    .map((d) => d.getTime())
    .filter((t) => t > now.getTime() - windowMs)
    .sort((a, b) => a - b);
  if (inWindow.length < max) return 0;
  // The oldest code that keeps the window full must leave it first.
  const freesAt = inWindow[inWindow.length - max] + windowMs;
  return Math.max(1, Math.ceil((freesAt - now.getTime()) / 60_000));
}
