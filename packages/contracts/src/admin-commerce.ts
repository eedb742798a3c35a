import { z } from './zod.ts';
import { CURRENCIES } from './enums.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';

// The back office's commerce inputs (issue 19): promo codes. The same rules check the coupon
// dialog and the server's GraphQL arguments; the database's CHECKs guard the rest (001 §5).

export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;
export const MAX_COUPON_REDEMPTIONS = 1_000_000;

export const couponCode = z.string().trim().regex(COUPON_CODE_PATTERN, M.couponCodeInvalid);
export const couponDescription = z.string().trim().max(200, M.tooLong);
export const couponPercentOff = z
  .number(M.couponPercentInvalid)
  .int(M.couponPercentInvalid)
  .min(1, M.couponPercentInvalid)
  .max(100, M.couponPercentInvalid);
export const couponAmountOffCents = z
  .number(M.couponAmountInvalid)
  .int(M.couponAmountInvalid)
  .min(1, M.couponAmountInvalid)
  .max(10_000_000, M.couponAmountInvalid);
export const couponMaxRedemptions = z
  .number(M.couponLimitInvalid)
  .int(M.couponLimitInvalid)
  .min(1, M.couponLimitInvalid)
  .max(MAX_COUPON_REDEMPTIONS, M.couponLimitInvalid);
export const couponCurrency = z.enum(CURRENCIES);

/** The new promo code dialog: a percentage or an amount in one currency, never both. */
export const createCouponInput = z
  .object({
    code: couponCode,
    description: couponDescription,
    percentOff: couponPercentOff.nullish(),
    amountOffCents: couponAmountOffCents.nullish(),
    currency: couponCurrency.nullish(),
    lifetime: z.boolean(),
    newUsersOnly: z.boolean(),
    validUntil: z.date().nullish(),
    maxRedemptions: couponMaxRedemptions.nullish(),
  })
  .refine((input) => (input.percentOff == null) !== (input.amountOffCents == null), {
    path: ['percentOff'],
    message: M.couponOneDiscount,
  })
  .refine((input) => input.amountOffCents == null || input.currency != null, { path: ['currency'], message: M.couponCurrencyRequired });
export type CreateCouponInput = z.infer<typeof createCouponInput>;

// A price change (001 §9, decision 105): a package's new prices from a date, one per currency.
export const priceChangeAmountCents = z
  .number(M.priceAmountInvalid)
  .int(M.priceAmountInvalid)
  .min(1, M.priceAmountInvalid)
  .max(10_000_000, M.priceAmountInvalid);
const priceChangeLine = z.object({ currency: z.enum(CURRENCIES), amountCents: priceChangeAmountCents });
export const priceChangePrices = z
  .array(priceChangeLine)
  .min(1, M.priceChangeNoPrice)
  .max(CURRENCIES.length)
  .refine((lines) => new Set(lines.map((line) => line.currency)).size === lines.length, M.priceChangeCurrencyTwice);
/** The schedule dialog: the package, the first day of the new prices (an instant), the prices. */
export const priceChangeInput = z.object({ variantId: z.string(), effectiveAt: z.date(), prices: priceChangePrices });
export type PriceChangeFormInput = z.infer<typeof priceChangeInput>;
