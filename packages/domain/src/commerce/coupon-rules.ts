import type { Currency, ProductType } from '@parla/contracts';
import { DomainError } from '../errors.ts';
import { percentOf } from './money.ts';

/** A promo code as stored (001 §8 coupons). Null lists mean "any". */
export interface CouponRule {
  code: string;
  active: boolean;
  percentOff: number | null;
  amountOffCents: number | null;
  /** The currency of amountOffCents; an amount coupon is only valid in it. */
  amountCurrency: Currency | null;
  /** Applies to every renewal of the subscription it was bought with (the lifetime discount). */
  lifetime: boolean;
  currencies: readonly Currency[] | null;
  productTypes: readonly ProductType[] | null;
  variantIds: readonly string[] | null;
  sectionIds: readonly string[] | null;
  userId: string | null;
  newUsersOnly: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  maxRedemptions: number | null;
  redemptions: number;
}

export interface CouponContext {
  studentId: string;
  /** True until the student has paid for anything. */
  isNewUser: boolean;
  variantId: string;
  productType: ProductType;
  /** The language the purchase is for. */
  sectionId: string | null;
  currency: Currency;
  /** Whether the package takes coupons at all (Purchase.canUseCoupon). */
  canUseCoupon: boolean;
  subtotalCents: number;
  now: Date;
}

/**
 * Whether a promo code applies, with the specific 001 §8 error when it does not, checked from
 * the most general reason to the most specific: unknown or used up, someone else's, new users
 * only, then currency, plan, language and finally this package. Returns the discount, always
 * whole cents and at least 1 cent (001 §5), never more than the subtotal.
 */
export function couponDiscountCents(coupon: CouponRule | null, ctx: CouponContext): number {
  const at = ctx.now.getTime();
  if (
    !coupon?.active ||
    (coupon.validFrom && at < coupon.validFrom.getTime()) ||
    (coupon.validUntil && at >= coupon.validUntil.getTime()) ||
    (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions)
  ) {
    throw new DomainError('coupon_invalid');
  }
  if (coupon.userId && coupon.userId !== ctx.studentId) throw new DomainError('coupon_invalid_user');
  if (coupon.newUsersOnly && !ctx.isNewUser) throw new DomainError('coupon_new_users_only');
  if (
    (coupon.currencies && !coupon.currencies.includes(ctx.currency)) ||
    (coupon.amountCurrency && coupon.amountCurrency !== ctx.currency)
  ) {
    throw new DomainError('coupon_invalid_currency');
  }
  if (coupon.productTypes && !coupon.productTypes.includes(ctx.productType)) throw new DomainError('coupon_invalid_plan');
  if (coupon.sectionIds && (!ctx.sectionId || !coupon.sectionIds.includes(ctx.sectionId))) throw new DomainError('coupon_invalid_language');
  if (!ctx.canUseCoupon || (coupon.variantIds && !coupon.variantIds.includes(ctx.variantId)))
    throw new DomainError('coupon_not_for_package');
  const raw = coupon.percentOff !== null ? percentOf(ctx.subtotalCents, coupon.percentOff) : (coupon.amountOffCents ?? 0);
  const discount = Math.min(raw, ctx.subtotalCents);
  if (discount < 1) throw new DomainError('coupon_not_for_package');
  return discount;
}

/** Admin input for a new coupon: exactly one of a whole percentage 1-100 or a whole amount of at least 1 cent. */
export function couponAmountIssues(input: { percentOff?: number | null; amountOffCents?: number | null; currency?: string | null }) {
  const issues: { field: string; message: string }[] = [];
  const hasPercent = input.percentOff !== undefined && input.percentOff !== null;
  const hasAmount = input.amountOffCents !== undefined && input.amountOffCents !== null;
  if (hasPercent === hasAmount) issues.push({ field: 'percentOff', message: 'Give either a percentage or an amount.' });
  if (hasPercent && (!Number.isInteger(input.percentOff) || input.percentOff! < 1 || input.percentOff! > 100)) {
    issues.push({ field: 'percentOff', message: 'A whole number from 1 to 100 is expected.' });
  }
  if (hasAmount && (!Number.isInteger(input.amountOffCents) || input.amountOffCents! < 1)) {
    issues.push({ field: 'amountOffCents', message: 'The discount must be a whole number of at least 1 cent.' });
  }
  if (hasAmount && !input.currency) issues.push({ field: 'currency', message: 'Please choose a currency for the amount.' });
  return issues;
}
