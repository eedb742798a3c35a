import { DomainError } from '../errors.ts';

const HOUR_MS = 3_600_000;

/** Limits on payment attempts (001 §8; numbers not shown, decided in docs/decisions/019). */
export const PAYMENT_LIMITS = Object.freeze({
  /** Declines in 24 h after which the card may be retried only after 24 h. */
  maxDeclinesPerDay: 5,
  /** Charge attempts (any outcome) in 24 h: beyond this, transactions_limit_exceeded. */
  maxAttemptsPerDay: 20,
  /** Different cards declined within an hour that lock the account as unusual activity. */
  lockAfterDistinctDeclinedCards: 3,
  lockHours: 24,
});

export interface PaymentActivity {
  /** When the account lock ends, if locked. */
  lockedUntil: Date | null;
  /** Start times of the student's charge and verification attempts in the last 24 h. */
  attempts: readonly Date[];
  /** Times of the declined ones among them. */
  declines: readonly Date[];
}

/** Refuses a new payment attempt: locked account, too many attempts, too many declines (retry 24 h after the first). */
export function assertPaymentAllowed(activity: PaymentActivity, now: Date, limits = PAYMENT_LIMITS): void {
  const at = now.getTime();
  if (activity.lockedUntil && activity.lockedUntil.getTime() > at) {
    throw new DomainError('account_temporarily_locked', undefined, { lockedUntil: activity.lockedUntil.toISOString() });
  }
  const since = at - 24 * HOUR_MS;
  if (activity.attempts.filter((d) => d.getTime() > since).length >= limits.maxAttemptsPerDay) {
    throw new DomainError('transactions_limit_exceeded');
  }
  const declines = activity.declines
    .map((d) => d.getTime())
    .filter((t) => t > since)
    .sort((a, b) => a - b);
  if (declines.length >= limits.maxDeclinesPerDay) {
    const retryAt = new Date(declines[declines.length - limits.maxDeclinesPerDay] + 24 * HOUR_MS);
    throw new DomainError('card_declined_too_many_times', undefined, { retryAt: retryAt.toISOString() });
  }
}

/**
 * Whether a decline just recorded makes the activity look like card testing or fraud: a card
 * reported lost or stolen, or several different cards declined within an hour. The account
 * is then locked for lockHours (the web signs the user out after 15 seconds).
 */
export function shouldLockAccount(input: { declineCode: string; distinctDeclinedCardsLastHour: number }, limits = PAYMENT_LIMITS): boolean {
  return (
    input.declineCode === 'lost_card' ||
    input.declineCode === 'stolen_card' ||
    input.distinctDeclinedCardsLastHour >= limits.lockAfterDistinctDeclinedCards
  );
}
