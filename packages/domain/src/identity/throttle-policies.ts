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
 * Login lockout is split in three keys so that an attacker cannot lock a real user out: the
 * account+client pair locks fast (the real user on another client is unaffected), the IP
 * locks after a spray over many accounts, and the account across clients never locks: its
 * failures only slow every login to it down (see loginSlowdownMs), so nobody can keep the
 * owner out by failing from elsewhere (issue 10, point 5).
 */
export const LOGIN_PAIR_POLICY: ThrottlePolicy = {
  maxFailures: 5,
  // "Consecutive": a success deletes the bucket; a day of quiet forgets old failures.
  windowMs: 24 * HOUR,
  lockMs: 5 * MINUTE,
  maxLockMs: 60 * MINUTE,
  escalationResetMs: 24 * HOUR,
};

/** Counts failures on one account from every client in a 15-minute window; never locks. */
export const LOGIN_ACCOUNT_POLICY: ThrottlePolicy = {
  maxFailures: Number.POSITIVE_INFINITY,
  windowMs: 15 * MINUTE,
  lockMs: 0,
  maxLockMs: 0,
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

/**
 * Sign-ups per client (IP): 20 an hour, then an hour's wait. Every attempt counts, so the
 * "already used" answer (the spec's message, kept) is no unlimited account-existence oracle.
 */
export const SIGNUP_CLIENT_POLICY: ThrottlePolicy = {
  maxFailures: 20,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
  maxLockMs: 60 * MINUTE,
  escalationResetMs: 0,
};

/** Sign-up attempts per e-mail address, from anywhere: 5 an hour (a typo or two, a retry). */
export const SIGNUP_ADDRESS_POLICY: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
  maxLockMs: 60 * MINUTE,
  escalationResetMs: 0,
};

/** Data exports per account: 3 a day (each builds the whole account's data). */
export const DATA_EXPORT_POLICY: ThrottlePolicy = {
  maxFailures: 3,
  windowMs: 24 * HOUR,
  lockMs: 24 * HOUR,
  maxLockMs: 24 * HOUR,
  escalationResetMs: 0,
};

/** Support messages per account: 5 an hour, so the school's inbox cannot be flooded. */
export const SUPPORT_MESSAGE_POLICY: ThrottlePolicy = {
  maxFailures: 5,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
  maxLockMs: 60 * MINUTE,
  escalationResetMs: 0,
};

/**
 * Social login starts per client (IP): 30 an hour. Each start stores a login state and sends the
 * browser to the provider, so an unlimited loop would fill the state table and spam the provider.
 * A person tries a button a few times; 30 is far above that.
 */
export const SOCIAL_START_CLIENT_POLICY: ThrottlePolicy = {
  maxFailures: 30,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
  maxLockMs: 60 * MINUTE,
  escalationResetMs: 0,
};

/**
 * Placement tests a visitor (signed out) starts per client (IP): 10 an hour. A signed-in student
 * has the once-a-day rule; a visitor has no account to count, so the client is counted instead.
 */
export const PLACEMENT_VISITOR_POLICY: ThrottlePolicy = {
  maxFailures: 10,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
  maxLockMs: 60 * MINUTE,
  escalationResetMs: 0,
};

/**
 * Public certificate checks per client (IP): 60 an hour (decision 088). An employer checks one or
 * two codes; the limit stops anyone walking the code space.
 */
export const CERTIFICATE_CHECK_CLIENT_POLICY: ThrottlePolicy = {
  maxFailures: 60,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
  maxLockMs: 60 * MINUTE,
  escalationResetMs: 0,
};

/**
 * Product event batches per client (IP): 1,500 an hour. The web flushes at most every 5 s
 * (720 an hour for one busy tab); a school's shared network may hold a few browsers. Above that
 * it is a script filling the table (decision 097).
 */
export const PRODUCT_EVENTS_CLIENT_POLICY: ThrottlePolicy = {
  maxFailures: 1500,
  windowMs: 60 * MINUTE,
  lockMs: 10 * MINUTE,
  maxLockMs: 60 * MINUTE,
  escalationResetMs: 0,
};

/** Client error reports per client (IP): 120 an hour; a page stuck in an error loop stops reporting itself. */
export const CLIENT_ERRORS_CLIENT_POLICY: ThrottlePolicy = {
  maxFailures: 120,
  windowMs: 60 * MINUTE,
  lockMs: 60 * MINUTE,
  maxLockMs: 60 * MINUTE,
  escalationResetMs: 0,
};
