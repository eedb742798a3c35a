import { INPUT_MESSAGES } from '@parla/contracts';
import type { Currency, ProductType } from '@parla/contracts';
import { DomainError, ValidationError, couponAmountIssues, couponDiscountCents } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { coupons } from '../../../db/schema/index.ts';
import { uniqueViolation } from '../../../db/unique-violation.ts';
import { type MoneyView, money } from '../store/catalogue.service.ts';
import { currencyFor, currentSubscription, priceOf, studentFacts, variantById } from '../shared/commerce-queries.ts';
import { couponByCode, hasPaidBefore, toCouponRule } from './purchase.service.ts';

export interface CouponView {
  code: string;
  percentOff: number | null;
  amountOff: MoneyView | null;
  lifetime: boolean;
  description: string;
}

export const toCouponView = (row: typeof coupons.$inferSelect): CouponView => ({
  code: row.code,
  percentOff: row.percentOff,
  amountOff: row.amountOffCents !== null ? money(row.amountOffCents, row.amountCurrency as Currency) : null,
  lifetime: row.lifetime,
  description: row.description,
});

/** The checkout's coupon field: whether the code applies, and why not (001 §8 coupon messages). */
export async function validateCoupon(
  db: Db | Tx,
  studentId: string,
  code: string,
  variantId: string,
  currencyArg: Currency | null,
  now: Date,
) {
  const student = await studentFacts(db, studentId);
  const variant = await variantById(db, variantId);
  const currency = currencyFor(student, currencyArg);
  const subtotalCents = await priceOf(db, variant.id, currency);
  const row = await couponByCode(db, code);
  const paid = await hasPaidBefore(db, studentId);
  try {
    const discount = couponDiscountCents(row ? toCouponRule(row) : null, {
      studentId,
      isNewUser: !paid,
      variantId: variant.id,
      productType: variant.type as ProductType,
      sectionId: variant.sectionId ?? student.sectionId,
      currency,
      canUseCoupon: variant.canUseCoupon,
      subtotalCents,
      now,
    });
    return {
      valid: true,
      code: row!.code,
      errorCode: null,
      message: null,
      coupon: toCouponView(row!),
      discount: money(discount, currency),
    };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { valid: false, code: code.trim().toUpperCase(), errorCode: error.code, message: error.message, coupon: null, discount: null };
  }
}

/** The lifetime discount on the student's plan (001 §9 "lifetime discount 20%"). */
export async function lifetimeCouponValidity(db: Db | Tx, studentId: string) {
  const current = await currentSubscription(db, studentId);
  const [coupon] = current?.couponId ? await db.select().from(coupons).where(eq(coupons.id, current.couponId)) : [];
  const valid = !!coupon?.lifetime && (current?.discountPercent ?? 0) > 0;
  return {
    valid,
    percentOff: valid ? current!.discountPercent : 0,
    couponCode: valid ? coupon!.code : null,
    validUntil: valid ? (current!.endsAt ?? null) : null,
  };
}

export interface CouponInput {
  code: string;
  percentOff?: number | null;
  amountOffCents?: number | null;
  currency?: Currency | null;
  lifetime?: boolean | null;
  currencies?: Currency[] | null;
  productTypes?: ProductType[] | null;
  variantIds?: string[] | null;
  sectionIds?: string[] | null;
  userId?: string | null;
  newUsersOnly?: boolean | null;
  validUntil?: Date | null;
  maxRedemptions?: number | null;
  description?: string | null;
}

/** Back office: a new promo code; discounts are whole, at least 1 cent or 1 percent (001 §5). */
export async function createCoupon(db: Db, input: CouponInput, now: Date): Promise<CouponView> {
  const issues = couponAmountIssues(input);
  if (!/^[A-Z0-9_-]{3,40}$/i.test(input.code)) issues.push({ field: 'code', message: INPUT_MESSAGES.couponCodeInvalid });
  if (issues.length > 0) throw new ValidationError(issues);
  try {
    const [row] = await db
      .insert(coupons)
      .values({
        code: input.code.toUpperCase(),
        description: input.description ?? '',
        percentOff: input.percentOff ?? null,
        amountOffCents: input.amountOffCents ?? null,
        amountCurrency: input.amountOffCents ? input.currency : null,
        lifetime: input.lifetime ?? false,
        currencies: input.currencies ?? null,
        productTypes: input.productTypes ?? null,
        variantIds: input.variantIds ?? null,
        sectionIds: input.sectionIds ?? null,
        userId: input.userId ?? null,
        newUsersOnly: input.newUsersOnly ?? false,
        validUntil: input.validUntil ?? null,
        maxRedemptions: input.maxRedemptions ?? null,
        createdAt: now,
      })
      .returning();
    return toCouponView(row);
  } catch (error) {
    if (uniqueViolation(error)) throw new ValidationError([{ field: 'code', message: INPUT_MESSAGES.valueAlreadyUsed }]);
    throw error;
  }
}
