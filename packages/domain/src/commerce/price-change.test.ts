import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { assertPriceChangeSchedule, earliestPriceChange, oneYearAfter, priceChangeApplies, subscriptionPriceFrom } from './price-change.ts';

const codeOf = (work: () => void): string | null => {
  try {
    work();
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
};

const now = new Date('2026-05-04T09:00:00Z');

describe('price changes (001 §9)', () => {
  it('needs six weeks of notice, to the millisecond', () => {
    expect(earliestPriceChange(now).toISOString()).toBe('2026-06-15T09:00:00.000Z');
    const change = { now, oldCents: 9592, newCents: 9990 };
    expect(codeOf(() => assertPriceChangeSchedule({ ...change, effectiveAt: new Date('2026-06-15T08:59:59.999Z') }))).toBe(
      'price_change_notice_too_short',
    );
    expect(codeOf(() => assertPriceChangeSchedule({ ...change, effectiveAt: new Date('2026-06-15T09:00:00Z') }))).toBeNull();
  });

  it('refuses the same price again', () => {
    expect(
      codeOf(() => assertPriceChangeSchedule({ now, effectiveAt: new Date('2026-07-01T00:00:00Z'), oldCents: 9592, newCents: 9592 })),
    ).toBe('price_unchanged');
  });

  it("a subscription's price changes at most once a year: a later change waits for its anniversary", () => {
    const effectiveAt = new Date('2026-07-01T00:00:00Z');
    expect(subscriptionPriceFrom(effectiveAt, null)).toEqual(effectiveAt);
    expect(subscriptionPriceFrom(effectiveAt, new Date('2025-06-20T10:00:00Z'))).toEqual(effectiveAt);
    expect(subscriptionPriceFrom(effectiveAt, new Date('2025-09-12T10:00:00Z')).toISOString()).toBe('2026-09-12T10:00:00.000Z');
  });

  it('a year after 29 February is 1 March', () => {
    expect(oneYearAfter(new Date('2028-02-29T12:00:00Z')).toISOString()).toBe('2029-03-01T12:00:00.000Z');
  });

  it('applies from the first payment on or after the date', () => {
    const from = new Date('2026-07-01T00:00:00Z');
    expect(priceChangeApplies(new Date('2026-06-30T23:59:59Z'), from)).toBe(false);
    expect(priceChangeApplies(from, from)).toBe(true);
    expect(priceChangeApplies(new Date('2026-07-20T00:00:00Z'), from)).toBe(true);
  });
});
