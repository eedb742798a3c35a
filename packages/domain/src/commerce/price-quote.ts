import type { Currency } from '@parla/contracts';
import { MINIMUM_CHARGE_CENTS } from './commerce-config.ts';

export interface PriceQuote {
  subtotalCents: number;
  /** Coupon plus referral discount. */
  discountCents: number;
  couponDiscountCents: number;
  referralDiscountCents: number;
  totalCents: number;
  /** What is charged now: 0 for a free trial, else the total. */
  chargeTotalCents: number;
}

/**
 * The order summary (001 §3 Purchase: subtotal, discount, total, chargeTotal). Discounts never
 * take the total below zero, and never leave a total a processor cannot charge (below the
 * currency's minimum but above zero): then the discount shrinks to leave exactly the minimum.
 */
export function quotePurchase(input: {
  subtotalCents: number;
  currency: Currency;
  couponDiscountCents?: number;
  referralDiscountCents?: number;
  withTrial?: boolean;
}): PriceQuote {
  const { subtotalCents, currency } = input;
  if (!Number.isInteger(subtotalCents) || subtotalCents < 0) throw new RangeError(`subtotal must be whole cents, got ${subtotalCents}`);
  let coupon = Math.min(input.couponDiscountCents ?? 0, subtotalCents);
  let referral = Math.min(input.referralDiscountCents ?? 0, subtotalCents - coupon);
  let total = subtotalCents - coupon - referral;
  const minimum = MINIMUM_CHARGE_CENTS[currency];
  if (total > 0 && total < minimum && subtotalCents >= minimum) {
    const giveBack = minimum - total;
    const fromReferral = Math.min(referral, giveBack);
    referral -= fromReferral;
    coupon -= giveBack - fromReferral;
    total = minimum;
  }
  return {
    subtotalCents,
    discountCents: coupon + referral,
    couponDiscountCents: coupon,
    referralDiscountCents: referral,
    totalCents: total,
    chargeTotalCents: input.withTrial ? 0 : total,
  };
}
