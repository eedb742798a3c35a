import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../testing/error-code-of.ts';
import { type CouponContext, type CouponRule, couponAmountIssues, couponDiscountCents } from './coupon-rules.ts';

const now = new Date('2026-03-01T10:00:00Z');
const base: CouponRule = {
  code: 'X',
  active: true,
  percentOff: 10,
  amountOffCents: null,
  amountCurrency: null,
  lifetime: false,
  currencies: null,
  productTypes: null,
  variantIds: null,
  sectionIds: null,
  userId: null,
  newUsersOnly: false,
  validFrom: null,
  validUntil: null,
  maxRedemptions: null,
  redemptions: 0,
};
const ctx: CouponContext = {
  studentId: 'u1',
  isNewUser: false,
  variantId: 'v1',
  productType: 'flex',
  sectionId: 's1',
  currency: 'EUR',
  canUseCoupon: true,
  subtotalCents: 9999,
  now,
};
const code = (coupon: Partial<CouponRule> | null, c: Partial<CouponContext> = {}) =>
  errorCodeOf(() => couponDiscountCents(coupon ? { ...base, ...coupon } : null, { ...ctx, ...c }));

describe('couponDiscountCents', () => {
  it('computes percentage and amount discounts in whole cents', () => {
    expect(couponDiscountCents(base, ctx)).toBe(1000);
    expect(couponDiscountCents({ ...base, percentOff: 20, lifetime: true }, ctx)).toBe(2000);
    expect(couponDiscountCents({ ...base, percentOff: null, amountOffCents: 500, amountCurrency: 'EUR' }, ctx)).toBe(500);
    expect(couponDiscountCents({ ...base, percentOff: null, amountOffCents: 50_000, amountCurrency: 'EUR' }, ctx)).toBe(9999);
  });
  it('gives the specific reason a code does not apply', () => {
    expect(code(null)).toBe('coupon_invalid');
    expect(code({ active: false })).toBe('coupon_invalid');
    expect(code({ validUntil: now })).toBe('coupon_invalid');
    expect(code({ validFrom: new Date(now.getTime() + 1) })).toBe('coupon_invalid');
    expect(code({ maxRedemptions: 1, redemptions: 1 })).toBe('coupon_invalid');
    expect(code({ userId: 'someone-else' })).toBe('coupon_invalid_user');
    expect(code({ newUsersOnly: true })).toBe('coupon_new_users_only');
    expect(code({ newUsersOnly: true }, { isNewUser: true })).toBeUndefined();
    expect(code({ currencies: ['USD'] })).toBe('coupon_invalid_currency');
    expect(code({ percentOff: null, amountOffCents: 100, amountCurrency: 'GBP' })).toBe('coupon_invalid_currency');
    expect(code({ productTypes: ['sprint'] })).toBe('coupon_invalid_plan');
    expect(code({ sectionIds: ['s2'] })).toBe('coupon_invalid_language');
    expect(code({ variantIds: ['v2'] })).toBe('coupon_not_for_package');
    expect(code({}, { canUseCoupon: false })).toBe('coupon_not_for_package');
  });
  it('refuses a discount below 1 cent', () => {
    expect(code({ percentOff: 1 }, { subtotalCents: 10 })).toBe('coupon_not_for_package');
  });
});

describe('couponAmountIssues', () => {
  it('wants exactly one whole, positive discount', () => {
    expect(couponAmountIssues({ percentOff: 20 })).toEqual([]);
    expect(couponAmountIssues({ amountOffCents: 1, currency: 'EUR' })).toEqual([]);
    expect(couponAmountIssues({ amountOffCents: 0, currency: 'EUR' })[0].field).toBe('amountOffCents');
    expect(couponAmountIssues({ amountOffCents: 1.5, currency: 'EUR' })[0].field).toBe('amountOffCents');
    expect(couponAmountIssues({ percentOff: 101 })[0].field).toBe('percentOff');
    expect(couponAmountIssues({})[0].field).toBe('percentOff');
    expect(couponAmountIssues({ percentOff: 5, amountOffCents: 5, currency: 'EUR' })[0].field).toBe('percentOff');
    expect(couponAmountIssues({ amountOffCents: 5 })[0].field).toBe('currency');
  });
});
