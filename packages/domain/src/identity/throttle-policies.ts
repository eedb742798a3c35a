/**
 * A throttle bucket counts failures (or requests) under one key and locks the key once
 * `maxFailures` is reached within `windowMs`. Locks escalate (doubling) up to `maxLockMs`;
 * escalation is forgotten after `escalationResetMs` without failures.
 */
export interface ThrottlePolicy {
  maxFailures: number;
  windowMs: number;
  lockMs: number;
  maxLockMs: number;
  escalationResetMs: number;
}

/** The persisted state of one bucket (the `throttles` row). */
export interface ThrottleState {
  failures: number;
  windowStartedAt: Date;
  lockedUntil: Date | null;
  lockouts: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Login lockout is split in three keys so that an attacker cannot lock a real user out for
 * long: the account+IP pair locks fast (the real user on another IP is unaffected), the
 * account across IPs only after a flood and for at most 15 minutes, the IP after a spray.
 */
export const LOGIN_PAIR_POLICY: ThrottlePolicy = {
  maxFailures: 5,
  // "Consecutive": a success deletes the bucket; a day of quiet forgets old failures.
  windowMs: 24 * HOUR,
  lockMs: 5 * MINUTE,
  maxLockMs: 60 * MINUTE,
  escalationResetMs: 24 * HOUR,
};

export const LOGIN_ACCOUNT_POLICY: ThrottlePolicy = {
  maxFailures: 20,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  maxLockMs: 15 * MINUTE,
  escalationResetMs: 0,
};

export const LOGIN_IP_POLICY: ThrottlePolicy = {
  maxFailures: 50,
  windowMs: 15 * MINUTE,
  lockMs: 15 * MINUTE,
  maxLockMs: 15 * MINUTE,
  escalationResetMs: 0,
};

/** "At most 3 tries, then a 60-minute wait": reset e-mails per address (existing or not). */
export const RESET_REQUEST_POLICY: ThrottlePolicy = {
  maxFailures: 3,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
  maxLockMs: 60 * MINUTE,
  escalationResetMs: 0,
};

/** Failed uses of a reset link per IP. */
export const RESET_TOKEN_POLICY: ThrottlePolicy = RESET_REQUEST_POLICY;

/** Verification e-mails per address: 3 an hour. */
export const VERIFICATION_RESEND_POLICY: ThrottlePolicy = RESET_REQUEST_POLICY;
