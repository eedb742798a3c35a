import { describe, expect, it } from 'vitest';
import { creditBalance } from './credit-balance.ts';
import type { CreditGrant } from './credit-grant.ts';

const now = new Date('2026-05-04T10:00:00Z');
const grants: CreditGrant[] = [
  { id: 'a', kind: 'group', remaining: 3, expiresAt: new Date('2026-06-01T00:00:00Z') },
  { id: 'b', kind: 'group', remaining: 5, expiresAt: new Date('2027-01-01T00:00:00Z') },
  { id: 'c', kind: 'private', remaining: 1, expiresAt: new Date('2026-12-01T00:00:00Z') },
  { id: 'expired', kind: 'group', remaining: 4, expiresAt: new Date('2026-05-04T10:00:00Z') },
  { id: 'empty', kind: 'private', remaining: 0, expiresAt: new Date('2027-01-01T00:00:00Z') },
];

describe('creditBalance', () => {
  it('sums the remaining credits of unexpired grants by kind', () => {
    expect(creditBalance(grants, now)).toEqual({ group: 8, private: 1 });
  });

  it('counts a grant 1 ms before it expires and drops it at the expiry instant', () => {
    expect(creditBalance(grants, new Date('2026-05-04T09:59:59.999Z'))).toEqual({ group: 12, private: 1 });
    expect(creditBalance(grants, new Date('2026-06-01T00:00:00Z'))).toEqual({ group: 5, private: 1 });
  });

  it('is zero for no grants', () => {
    expect(creditBalance([], now)).toEqual({ group: 0, private: 0 });
  });
});
