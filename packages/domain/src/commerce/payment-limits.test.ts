import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../testing/error-code-of.ts';
import { assertPaymentAllowed, shouldLockAccount } from './payment-limits.ts';

const now = new Date('2026-03-01T12:00:00Z');
const ago = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('assertPaymentAllowed', () => {
  it('lets normal activity through', () => {
    expect(errorCodeOf(() => assertPaymentAllowed({ lockedUntil: null, attempts: [ago(1)], declines: [ago(1)] }, now))).toBeUndefined();
  });
  it('refuses a locked account until the lock ends', () => {
    expect(errorCodeOf(() => assertPaymentAllowed({ lockedUntil: ago(-1), attempts: [], declines: [] }, now))).toBe(
      'account_temporarily_locked',
    );
    expect(errorCodeOf(() => assertPaymentAllowed({ lockedUntil: ago(1), attempts: [], declines: [] }, now))).toBeUndefined();
  });
  it('refuses after 5 declines in 24 hours, until 24 hours after them', () => {
    const declines = [ago(23), ago(10), ago(5), ago(2), ago(1)];
    expect(errorCodeOf(() => assertPaymentAllowed({ lockedUntil: null, attempts: declines, declines }, now))).toBe(
      'card_declined_too_many_times',
    );
    const later = new Date(now.getTime() + 1.5 * 3_600_000);
    expect(errorCodeOf(() => assertPaymentAllowed({ lockedUntil: null, attempts: declines, declines }, later))).toBeUndefined();
  });
  it('refuses after 20 attempts in 24 hours', () => {
    const attempts = Array.from({ length: 20 }, (_, i) => ago(i + 0.5));
    expect(errorCodeOf(() => assertPaymentAllowed({ lockedUntil: null, attempts, declines: [] }, now))).toBe('transactions_limit_exceeded');
  });
});

describe('shouldLockAccount', () => {
  it('locks for lost or stolen cards and card testing', () => {
    expect(shouldLockAccount({ declineCode: 'stolen_card', distinctDeclinedCardsLastHour: 1 })).toBe(true);
    expect(shouldLockAccount({ declineCode: 'lost_card', distinctDeclinedCardsLastHour: 1 })).toBe(true);
    expect(shouldLockAccount({ declineCode: 'card_declined', distinctDeclinedCardsLastHour: 3 })).toBe(true);
    expect(shouldLockAccount({ declineCode: 'card_declined', distinctDeclinedCardsLastHour: 2 })).toBe(false);
  });
});
