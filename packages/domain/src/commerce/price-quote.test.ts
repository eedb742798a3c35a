import { describe, expect, it } from 'vitest';
import { quotePurchase } from './price-quote.ts';
import { referralDiscountCents } from './referral-discount.ts';

describe('quotePurchase', () => {
  it('adds up subtotal, discounts and total', () => {
    expect(quotePurchase({ subtotalCents: 9999, currency: 'EUR', couponDiscountCents: 2000, referralDiscountCents: 1000 })).toEqual({
      subtotalCents: 9999,
      discountCents: 3000,
      couponDiscountCents: 2000,
      referralDiscountCents: 1000,
      totalCents: 6999,
      chargeTotalCents: 6999,
    });
  });
  it('charges nothing now for a trial', () => {
    expect(quotePurchase({ subtotalCents: 9999, currency: 'EUR', withTrial: true }).chargeTotalCents).toBe(0);
  });
  it('never goes below zero, and never leaves an uncollectable remainder', () => {
    expect(quotePurchase({ subtotalCents: 1000, currency: 'EUR', couponDiscountCents: 5000 }).totalCents).toBe(0);
    const q = quotePurchase({ subtotalCents: 1000, currency: 'EUR', couponDiscountCents: 980 });
    expect(q.totalCents).toBe(50);
    expect(q.discountCents).toBe(950);
  });
});

describe('referralDiscountCents', () => {
  it("applies to a first purchase over the minimum spend, not to one's own code", () => {
    expect(referralDiscountCents({ subtotalCents: 6000, currency: 'EUR', isFirstPurchase: true, isOwnCode: false })).toBe(2000);
    expect(referralDiscountCents({ subtotalCents: 5999, currency: 'EUR', isFirstPurchase: true, isOwnCode: false })).toBe(0);
    expect(referralDiscountCents({ subtotalCents: 9000, currency: 'EUR', isFirstPurchase: false, isOwnCode: false })).toBe(0);
    expect(referralDiscountCents({ subtotalCents: 9000, currency: 'EUR', isFirstPurchase: true, isOwnCode: true })).toBe(0);
  });
});
