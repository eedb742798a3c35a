import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../testing/error-code-of.ts';
import type { DomainError } from '../errors.ts';
import type { CreditGrant } from './credit-grant.ts';
import { pickGrantsToSpend } from './pick-grants-to-spend.ts';

const now = new Date('2026-05-04T10:00:00Z');
const grant = (id: string, remaining: number, expiresIso: string, kind: CreditGrant['kind'] = 'group'): CreditGrant => ({
  id,
  kind,
  remaining,
  expiresAt: new Date(expiresIso),
});

describe('pickGrantsToSpend', () => {
  it('spends from the grant that expires first', () => {
    const grants = [grant('late', 5, '2027-01-01T00:00:00Z'), grant('soon', 2, '2026-06-01T00:00:00Z')];
    expect(pickGrantsToSpend(grants, 'group', 1, now)).toEqual([{ grantId: 'soon', amount: 1 }]);
  });

  it('spreads over several grants in expiry order', () => {
    const grants = [
      grant('late', 5, '2027-01-01T00:00:00Z'),
      grant('soon', 2, '2026-06-01T00:00:00Z'),
      grant('mid', 1, '2026-09-01T00:00:00Z'),
    ];
    expect(pickGrantsToSpend(grants, 'group', 5, now)).toEqual([
      { grantId: 'soon', amount: 2 },
      { grantId: 'mid', amount: 1 },
      { grantId: 'late', amount: 2 },
    ]);
  });

  it('skips expired, empty and other-kind grants', () => {
    const grants = [
      grant('expired', 9, '2026-05-04T10:00:00Z'),
      grant('empty', 0, '2026-05-10T00:00:00Z'),
      grant('private', 9, '2026-05-05T00:00:00Z', 'private'),
      grant('ok', 1, '2026-12-01T00:00:00Z'),
    ];
    expect(pickGrantsToSpend(grants, 'group', 1, now)).toEqual([{ grantId: 'ok', amount: 1 }]);
  });

  it('breaks expiry ties by id, whatever the input order', () => {
    const same = '2026-12-01T00:00:00Z';
    expect(pickGrantsToSpend([grant('b', 1, same), grant('a', 1, same)], 'group', 1, now)).toEqual([{ grantId: 'a', amount: 1 }]);
    expect(pickGrantsToSpend([grant('a', 1, same), grant('b', 1, same)], 'group', 1, now)).toEqual([{ grantId: 'a', amount: 1 }]);
  });

  it('spends exactly the whole balance', () => {
    const grants = [grant('a', 2, '2026-12-01T00:00:00Z'), grant('b', 1, '2027-01-01T00:00:00Z')];
    expect(pickGrantsToSpend(grants, 'group', 3, now)).toHaveLength(2);
  });

  it('throws not_enough_credits when one short, counting only usable credits', () => {
    const grants = [grant('a', 2, '2026-12-01T00:00:00Z'), grant('expired', 5, '2026-05-01T00:00:00Z')];
    try {
      pickGrantsToSpend(grants, 'group', 3, now);
      expect.unreachable();
    } catch (error) {
      expect((error as DomainError).code).toBe('not_enough_credits');
      expect((error as DomainError).details).toEqual({ kind: 'group', required: 3, available: 2 });
    }
    expect(errorCodeOf(() => pickGrantsToSpend([], 'private', 1, now))).toBe('not_enough_credits');
  });

  it('rejects a non-positive or fractional amount as a programming error', () => {
    for (const amount of [0, -1, 1.5]) expect(() => pickGrantsToSpend([], 'group', amount, now)).toThrow(RangeError);
  });
});
