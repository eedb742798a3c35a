import { describe, expect, it } from 'vitest';
import { isGrantUsable } from './credit-grant.ts';

const expiresAt = new Date('2027-05-04T10:00:00Z');
const grant = { id: 'g', kind: 'group' as const, remaining: 2, expiresAt };

describe('isGrantUsable', () => {
  it('is usable until 1 ms before expiry, and not at the expiry instant', () => {
    expect(isGrantUsable(grant, new Date(expiresAt.getTime() - 1))).toBe(true);
    expect(isGrantUsable(grant, expiresAt)).toBe(false);
  });

  it('is not usable when empty', () => {
    expect(isGrantUsable({ ...grant, remaining: 0 }, new Date('2026-06-01T00:00:00Z'))).toBe(false);
  });
});
