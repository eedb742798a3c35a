import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../testing/error-code-of.ts';
import { convertGroupToPrivate } from './convert-group-to-private.ts';
import type { CreditGrant } from './credit-grant.ts';

const now = new Date('2026-05-04T10:00:00Z');
const grants: CreditGrant[] = [
  { id: 'late', kind: 'group', remaining: 4, expiresAt: new Date('2027-03-01T00:00:00Z') },
  { id: 'soon', kind: 'group', remaining: 2, expiresAt: new Date('2026-08-01T00:00:00Z') },
];

describe('convertGroupToPrivate', () => {
  it('turns 3 group credits into 1 private credit, spending the earliest first', () => {
    expect(convertGroupToPrivate({ privateCredits: 1, hasActiveSubscription: true }, grants, now)).toEqual({
      spend: [
        { grantId: 'soon', amount: 2 },
        { grantId: 'late', amount: 1 },
      ],
      grant: { kind: 'private', amount: 1, expiresAt: new Date('2026-08-01T00:00:00Z') },
    });
  });

  it('converts several at once (6 group -> 2 private)', () => {
    const result = convertGroupToPrivate({ privateCredits: 2, hasActiveSubscription: true }, grants, now);
    expect(result.spend.reduce((sum, s) => sum + s.amount, 0)).toBe(6);
    expect(result.grant.amount).toBe(2);
  });

  it('needs 3 group credits per private credit', () => {
    expect(errorCodeOf(() => convertGroupToPrivate({ privateCredits: 3, hasActiveSubscription: true }, grants, now))).toBe(
      'not_enough_credits',
    );
    const two = [{ id: 'x', kind: 'group' as const, remaining: 2, expiresAt: new Date('2027-01-01T00:00:00Z') }];
    expect(errorCodeOf(() => convertGroupToPrivate({ privateCredits: 1, hasActiveSubscription: true }, two, now))).toBe(
      'not_enough_credits',
    );
  });

  it('needs an active subscription', () => {
    expect(errorCodeOf(() => convertGroupToPrivate({ privateCredits: 1, hasActiveSubscription: false }, grants, now))).toBe(
      'conversion_requires_subscription',
    );
  });

  it('never converts private credits, even if passed in', () => {
    const privateOnly = [{ id: 'p', kind: 'private' as const, remaining: 9, expiresAt: new Date('2027-01-01T00:00:00Z') }];
    expect(errorCodeOf(() => convertGroupToPrivate({ privateCredits: 1, hasActiveSubscription: true }, privateOnly, now))).toBe(
      'not_enough_credits',
    );
  });

  it('rejects a non-positive amount as a programming error', () => {
    expect(() => convertGroupToPrivate({ privateCredits: 0, hasActiveSubscription: true }, grants, now)).toThrow(RangeError);
  });
});
