import { createCouponInput } from '@parla/contracts';
import { describe, expect, it } from 'vitest';
import { NEW_COUPON, centsOf, couponInputOf, endOfDay, lastDayOf } from './coupon-form.ts';

describe('the new promo code form', () => {
  it('sends a percentage alone, or an amount in cents with its currency', () => {
    expect(couponInputOf({ ...NEW_COUPON, code: ' spring25 ', percentOff: '25' })).toMatchObject({
      code: 'spring25',
      percentOff: 25,
      amountOffCents: null,
      currency: null,
      validUntil: null,
      maxRedemptions: null,
    });
    expect(couponInputOf({ ...NEW_COUPON, code: 'TENOFF', discountKind: 'amount', amountOff: '10,50', currency: 'USD' })).toMatchObject({
      percentOff: null,
      amountOffCents: 1050,
      currency: 'USD',
    });
  });

  it('passes the contract only when the discount is whole and in range', () => {
    expect(createCouponInput.safeParse(couponInputOf({ ...NEW_COUPON, code: 'OK-1', percentOff: '10' })).success).toBe(true);
    for (const percentOff of ['0', '101', '2.5', '']) {
      expect(createCouponInput.safeParse(couponInputOf({ ...NEW_COUPON, code: 'OK-1', percentOff })).success).toBe(false);
    }
    expect(createCouponInput.safeParse(couponInputOf({ ...NEW_COUPON, code: 'no spaces', percentOff: '10' })).success).toBe(false);
    expect(centsOf('1.234')).toBeNaN();
    expect(centsOf('0.01')).toBe(1);
  });

  it('a last day means the code works through that whole day', () => {
    const end = endOfDay('2026-12-31')!;
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours()]).toEqual([2027, 0, 1, 0]);
    expect(lastDayOf(end.toISOString())).toBe('2026-12-31');
    expect(endOfDay('31.12.2026')).toBeNull();
    expect(lastDayOf(null)).toBe('');
  });
});
