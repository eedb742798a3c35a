import { type Currency, type ProductType, SKIP_CARD_FOR_TRIAL_FLAG } from '@parla/contracts';
import {
  COMMERCE_CONFIG,
  type CouponRule,
  DomainError,
  type PriceQuote,
  assertSprintPurchasable,
  couponDiscountCents,
  quotePurchase,
  referralDiscountCents,
  notFound,
} from '@parla/domain';
import type { CreditKind } from '@parla/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../../db/client.ts';
import {
  couponRedemptions,
  coupons,
  oncePurchases,
  purchases,
  referralCodes,
  sprints,
  transactions,
  trialFingerprints,
  users,
} from '../../../db/schema/index.ts';
import { inTransaction } from '../../../lib/transaction.ts';
import { type FlagSubject, isFlagEnabled, studentSubject } from '../../flags/flags.service.ts';
import { trialAvailableTo } from '../store/catalogue.service.ts';
import {
  type StudentFacts,
  type VariantRow,
  canBuyExtraCredits,
  currencyFor,
  currentSubscription,
  isUuid,
  lockStudent,
  nextSubscription,
  priceOf,
  studentFacts,
  variantById,
} from '../shared/commerce-queries.ts';
import { type PurchaseRow, failPurchase, fulfilPurchase } from './fulfilment.ts';
import { idempotent } from '../shared/idempotency.ts';
import { assertCanPay, collect, refund } from '../payments/payment-collection.ts';
import type { PaymentMethodRow } from '../shared/commerce-queries.ts';
import { type PaymentMethodInput, resolvePaymentMethod } from '../payments/payment-methods.service.ts';
import { applyIntent, onTransactionChanged } from './payment-outcome.ts';
import { paymentProcessor } from '../payments/processor-registry.ts';

export interface PurchaseInput {
  variantId: string;
  currency?: Currency | null;
  withTrial?: boolean | null;
  trialCreditKind?: CreditKind | null;
  couponCode?: string | null;
  referralCode?: string | null;
  sprintId?: string | null;
  sectionId?: string | null;
}

export interface PaymentOutcome extends Record<string, unknown> {
  purchaseId: string;
  transactionId: string | null;
}

/** Agreements the checkout asks for (001 §3 Purchase.agreements). */
export interface AgreementView {
  key: string;
  label: string;
  url: string | null;
  required: boolean;
}

export function agreementsFor(variant: Pick<VariantRow, 'recurrenceWeeks'>, withTrial: boolean): AgreementView[] {
  const list: AgreementView[] = [
    { key: 'terms', label: 'I accept the Terms and Conditions and the Privacy Policy.', url: '/terms', required: true },
    {
      key: 'immediate_start',
      label: 'I want my classes to be available at once and know that classes I take are deducted if I withdraw within 14 days.',
      url: '/terms#withdrawal',
      required: true,
    },
  ];
  if (variant.recurrenceWeeks) {
    list.push({
      key: 'auto_renewal',
      label: withTrial
        ? 'After the 7-day free trial my subscription starts and renews every 4 weeks until I cancel.'
        : 'My subscription renews every 4 weeks until I cancel.',
      url: null,
      required: true,
    });
  }
  return list;
}

/**
 * Whether a free trial needs a card: the feature flag skip_credit_card_for_trial_direct_purchase
 * (decision 096) decides, for the student when known (a percentage or a list can pick students).
 */
export async function cardRequiredForTrial(app: FastifyInstance, subject: FlagSubject | null, db: Db | Tx = app.db): Promise<boolean> {
  return !(await isFlagEnabled(app, SKIP_CARD_FOR_TRIAL_FLAG, subject ?? { userId: null, anonymousId: null, roles: [] }, db));
}

export async function hasPaidBefore(tx: Db | Tx, studentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.studentId, studentId), eq(purchases.status, 'succeeded')))
    .limit(1);
  return !!row;
}

export function toCouponRule(row: typeof coupons.$inferSelect): CouponRule {
  return {
    code: row.code,
    active: row.active,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    amountCurrency: (row.amountCurrency as Currency) ?? null,
    lifetime: row.lifetime,
    currencies: (row.currencies as Currency[]) ?? null,
    productTypes: (row.productTypes as ProductType[]) ?? null,
    variantIds: row.variantIds ?? null,
    sectionIds: row.sectionIds ?? null,
    userId: row.userId,
    newUsersOnly: row.newUsersOnly,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
  };
}

export async function couponByCode(db: Db | Tx, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase()));
  return row ?? null;
}

interface Priced {
  currency: Currency;
  sectionId: string | null;
  quote: PriceQuote;
  couponId: string | null;
  referrerId: string | null;
  withTrial: boolean;
}

/**
 * Who may buy what (001 §5, §8): extra credits for subscribers, one plan at a time (change or
 * roll over instead), a trial once, a Sprint until it starts, a product sold once only once,
 * and a language-bound package only for its language.
 */
async function assertEligible(tx: Db | Tx, student: StudentFacts, variant: VariantRow, input: PurchaseInput, now: Date): Promise<void> {
  const current = await currentSubscription(tx, student.id);
  if (variant.type === 'extra_credits') {
    if (!current || !canBuyExtraCredits(current, now)) throw new DomainError('extra_credits_not_available');
  } else if (variant.recurrenceWeeks) {
    const next = await nextSubscription(tx, student.id);
    if ((current && current.status !== 'suspended') || next) throw new DomainError('subscription_not_eligible');
  }
  if (input.withTrial && (!variant.withTrial || !(await trialAvailableTo(tx, student.id)))) throw new DomainError('trial_not_available');
  if (variant.type === 'sprint') {
    const [sprint] = isUuid(input.sprintId) ? await tx.select().from(sprints).where(eq(sprints.id, input.sprintId)) : [];
    if (!sprint || sprint.durationWeeks !== variant.durationWeeks) throw new DomainError('plan_not_available');
    assertSprintPurchasable(sprint, now);
    if (variant.sectionId && sprint.sectionId !== variant.sectionId) throw new DomainError('language_mismatch');
  }
  if (variant.purchasableOnce) {
    const [taken] = await tx
      .select({ p: oncePurchases.purchaseId })
      .from(oncePurchases)
      .where(and(eq(oncePurchases.studentId, student.id), eq(oncePurchases.variantId, variant.id)));
    if (taken) throw new DomainError('product_purchasable_once');
  }
}

/** The code of the friend whose referral link the student registered through, if any. */
async function registeredReferralCode(tx: Db | Tx, studentId: string): Promise<string | null> {
  const [row] = await tx
    .select({ code: referralCodes.code })
    .from(users)
    .innerJoin(referralCodes, eq(referralCodes.userId, users.referredById))
    .where(eq(users.id, studentId));
  return row?.code ?? null;
}

async function price(tx: Db | Tx, student: StudentFacts, variant: VariantRow, input: PurchaseInput, now: Date): Promise<Priced> {
  const currency = currencyFor(student, input.currency);
  const sectionId = input.sectionId ?? variant.sectionId ?? student.sectionId;
  if (variant.sectionId && sectionId !== variant.sectionId) throw new DomainError('language_mismatch');
  const subtotalCents = await priceOf(tx, variant.id, currency);
  const isNewUser = !(await hasPaidBefore(tx, student.id));
  let couponId: string | null = null;
  let couponDiscount = 0;
  if (input.couponCode?.trim()) {
    const coupon = await couponByCode(tx, input.couponCode);
    couponDiscount = couponDiscountCents(coupon ? toCouponRule(coupon) : null, {
      studentId: student.id,
      isNewUser,
      variantId: variant.id,
      productType: variant.type as ProductType,
      sectionId,
      currency,
      canUseCoupon: variant.canUseCoupon,
      subtotalCents,
      now,
    });
    couponId = coupon!.id;
  }
  let referrerId: string | null = null;
  let referralDiscount = 0;
  // A code typed at checkout wins; else the friend the student registered through (decision 064).
  const referralCode = input.referralCode?.trim() || (await registeredReferralCode(tx, student.id));
  if (referralCode) {
    const [code] = await tx.select().from(referralCodes).where(eq(referralCodes.code, referralCode.toUpperCase()));
    if (!code) throw new DomainError('coupon_invalid');
    referralDiscount = referralDiscountCents({
      subtotalCents,
      currency,
      isFirstPurchase: isNewUser,
      isOwnCode: code.userId === student.id,
    });
    if (referralDiscount > 0) referrerId = code.userId;
  }
  const withTrial = !!input.withTrial;
  const quote = quotePurchase({
    subtotalCents,
    currency,
    couponDiscountCents: couponDiscount,
    // A trial is free now; the friend's discount applies to the first real payment.
    referralDiscountCents: withTrial ? 0 : referralDiscount,
    withTrial,
  });
  return { currency, sectionId, quote, couponId, referrerId: withTrial ? null : referrerId, withTrial };
}

function purchaseValues(priced: Priced) {
  return {
    currency: priced.currency,
    sectionId: priced.sectionId,
    subtotalCents: priced.quote.subtotalCents,
    discountCents: priced.quote.discountCents,
    referralDiscountCents: priced.quote.referralDiscountCents,
    totalCents: priced.quote.totalCents,
    chargeTotalCents: priced.quote.chargeTotalCents,
    couponId: priced.couponId,
    referrerId: priced.referrerId,
    withTrial: priced.withTrial,
  };
}

/** A draft purchase: the order summary of the checkout page, priced and checked. */
export async function createPurchase(app: FastifyInstance, studentId: string, input: PurchaseInput): Promise<string> {
  const now = app.clock.now();
  return inTransaction(app.db, async (tx) => {
    const student = await studentFacts(tx, studentId);
    const variant = await variantById(tx, input.variantId);
    await assertEligible(tx, student, variant, input, now);
    const priced = await price(tx, student, variant, input, now);
    const [row] = await tx
      .insert(purchases)
      .values({
        studentId,
        variantId: variant.id,
        type: variant.type,
        ...purchaseValues(priced),
        trialCreditKind: priced.withTrial ? (input.trialCreditKind ?? 'group') : null,
        sprintId: variant.type === 'sprint' ? input.sprintId : null,
        createdAt: now,
      })
      .returning({ id: purchases.id });
    return row.id;
  });
}

async function ownPurchase(tx: Tx, studentId: string, purchaseId: string): Promise<PurchaseRow> {
  const [row] = isUuid(purchaseId) ? await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update') : [];
  if (!row || row.studentId !== studentId) throw new DomainError('package_not_found');
  return row;
}

function inputOf(row: PurchaseRow, couponCode: string | null, referralCode: string | null): PurchaseInput {
  return {
    variantId: row.variantId,
    currency: row.currency as Currency,
    withTrial: row.withTrial,
    trialCreditKind: row.trialCreditKind as CreditKind | null,
    couponCode,
    referralCode,
    sprintId: row.sprintId,
    sectionId: row.sectionId,
  };
}

async function codesOf(tx: Tx, row: PurchaseRow): Promise<{ coupon: string | null; referral: string | null }> {
  const [coupon] = row.couponId ? await tx.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, row.couponId)) : [];
  const [referral] = row.referrerId
    ? await tx.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, row.referrerId))
    : [];
  return { coupon: coupon?.code ?? null, referral: referral?.code ?? null };
}

export interface UpdatePurchaseInput {
  couponCode?: string | null;
  removeCoupon?: boolean | null;
  currency?: Currency | null;
  withTrial?: boolean | null;
  trialCreditKind?: CreditKind | null;
  referralCode?: string | null;
}

/** Changes the order summary before paying: coupon, currency, trial. */
export async function updatePurchase(
  app: FastifyInstance,
  studentId: string,
  purchaseId: string,
  input: UpdatePurchaseInput,
): Promise<string> {
  const now = app.clock.now();
  return inTransaction(app.db, async (tx) => {
    const row = await ownPurchase(tx, studentId, purchaseId);
    if ((row.status !== 'draft' && row.status !== 'failed') || row.purpose !== 'new')
      throw new DomainError('transaction_already_processed');
    const codes = await codesOf(tx, row);
    const next: PurchaseInput = {
      ...inputOf(row, input.removeCoupon ? null : (input.couponCode ?? codes.coupon), input.referralCode ?? codes.referral),
      ...(input.currency ? { currency: input.currency } : {}),
      ...(input.withTrial !== undefined && input.withTrial !== null ? { withTrial: input.withTrial } : {}),
      ...(input.trialCreditKind ? { trialCreditKind: input.trialCreditKind } : {}),
    };
    const student = await studentFacts(tx, studentId);
    const variant = await variantById(tx, row.variantId);
    await assertEligible(tx, student, variant, next, now);
    const priced = await price(tx, student, variant, next, now);
    await tx
      .update(purchases)
      .set({ ...purchaseValues(priced), trialCreditKind: priced.withTrial ? (next.trialCreditKind ?? 'group') : null })
      .where(eq(purchases.id, row.id));
    return row.id;
  });
}

export interface PayInput {
  purchaseId: string;
  idempotencyKey: string;
  paymentMethodId?: string | null;
  newPaymentMethod?: PaymentMethodInput | null;
  acceptedAgreements: string[];
}

/** Holds what a purchase must not share: the once-only product slot and a coupon use (released if the payment fails). */
async function takeHolds(tx: Tx, row: PurchaseRow, variant: VariantRow): Promise<void> {
  if (variant.purchasableOnce) {
    const taken = await tx
      .insert(oncePurchases)
      .values({ studentId: row.studentId, variantId: variant.id, purchaseId: row.id })
      .onConflictDoNothing()
      .returning();
    if (taken.length === 0) throw new DomainError('product_purchasable_once');
  }
  if (row.couponId) {
    const redeemed = await tx
      .update(coupons)
      .set({ redemptions: sql`${coupons.redemptions} + 1` })
      .where(and(eq(coupons.id, row.couponId), or(isNull(coupons.maxRedemptions), lt(coupons.redemptions, coupons.maxRedemptions))))
      .returning({ id: coupons.id });
    if (redeemed.length === 0) throw new DomainError('coupon_invalid');
    await tx
      .insert(couponRedemptions)
      .values({ couponId: row.couponId, studentId: row.studentId, purchaseId: row.id })
      .onConflictDoNothing();
  }
}

/**
 * Pays a purchase once per idempotency key (a replay returns the first answer). Processor
 * outcomes come back in the result: succeeded (fulfilled), failed (with the decline),
 * requires_action (confirm step), processing (SEPA, "may take a few minutes").
 */
export async function payPurchase(app: FastifyInstance, studentId: string, input: PayInput): Promise<PaymentOutcome> {
  const now = app.clock.now();
  return idempotent<PaymentOutcome>(
    app,
    { userId: studentId, key: input.idempotencyKey, operation: 'payPurchase', target: input.purchaseId },
    async (tx) => {
      await lockStudent(tx, studentId);
      const row = await ownPurchase(tx, studentId, input.purchaseId);
      if (row.status !== 'draft' && row.status !== 'failed') throw new DomainError('transaction_already_processed');
      const variant = await variantById(tx, row.variantId);
      const missing = agreementsFor(variant, row.withTrial).filter((a) => a.required && !input.acceptedAgreements.includes(a.key));
      if (missing.length > 0) throw new DomainError('agreements_required', undefined, { missing: missing.map((a) => a.key) });
      await assertCanPay(tx, studentId, now);
      const student = await studentFacts(tx, studentId);
      const codes = await codesOf(tx, row);
      const purchaseInput = inputOf(row, codes.coupon, codes.referral);
      await assertEligible(tx, student, variant, purchaseInput, now);
      const priced = await price(tx, student, variant, purchaseInput, now);
      const needsMethod = variant.recurrenceWeeks !== null || priced.quote.chargeTotalCents > 0;
      const method = await resolvePaymentMethod(app, tx, studentId, input, { makeDefault: variant.recurrenceWeeks !== null, now });
      if (!method && needsMethod && !(priced.withTrial && !(await cardRequiredForTrial(app, studentSubject(studentId), tx))))
        throw new DomainError('payment_method_required');
      if (priced.withTrial && method) {
        const [used] = await tx.select().from(trialFingerprints).where(eq(trialFingerprints.fingerprint, method.fingerprint));
        if (used) throw new DomainError('LG_1001');
      }
      const [purchase] = await tx
        .update(purchases)
        .set({ ...purchaseValues(priced), status: 'draft', paymentMethodId: method?.id ?? null, agreementsAcceptedAt: now })
        .where(eq(purchases.id, row.id))
        .returning();
      await takeHolds(tx, purchase, variant);
      const transactionId = await settle(app, tx, purchase, method, `purchase:${purchase.id}:${input.idempotencyKey}`, now);
      return { purchaseId: purchase.id, transactionId };
    },
  );
}

/**
 * Takes the money of a priced purchase and applies the outcome: a verification (taken and
 * refunded) for a trial, a charge otherwise, nothing for a fully discounted package.
 */
export async function settle(
  app: FastifyInstance,
  tx: Tx,
  purchase: PurchaseRow,
  method: PaymentMethodRow | null,
  idempotencyKey: string,
  now: Date,
  extra: { subscriptionId?: string | null; periodStart?: Date | null } = {},
): Promise<string | null> {
  if (purchase.withTrial) {
    if (!method) {
      await fulfilPurchase(app, tx, purchase, null, now);
      return null;
    }
    const { transaction } = await collect(app, tx, {
      studentId: purchase.studentId,
      method,
      amountCents: COMMERCE_CONFIG.verificationChargeCents,
      currency: purchase.currency as Currency,
      kind: 'verification',
      offSession: false,
      idempotencyKey: `${idempotencyKey}:verify`,
      purchaseId: purchase.id,
      description: 'Card check for the free trial',
      now,
    });
    if (transaction.status === 'succeeded') {
      await refund(app, tx, transaction, transaction.amountCents, 'verification_refund', now);
      await fulfilPurchase(app, tx, purchase, null, now);
    } else {
      await failPurchase(app, tx, purchase, transaction, now);
    }
    return transaction.id;
  }
  if (purchase.chargeTotalCents === 0) {
    await fulfilPurchase(app, tx, purchase, null, now);
    return null;
  }
  const { transaction } = await collect(app, tx, {
    studentId: purchase.studentId,
    method: method!,
    amountCents: purchase.chargeTotalCents,
    discountCents: purchase.discountCents,
    currency: purchase.currency as Currency,
    kind: 'charge',
    offSession: false,
    idempotencyKey,
    purchaseId: purchase.id,
    subscriptionId: extra.subscriptionId ?? null,
    periodStart: extra.periodStart ?? null,
    description: purchase.type,
    now,
  });
  await onTransactionChanged(app, tx, transaction, now);
  return transaction.id;
}

/**
 * The customer finished the processor's confirmation step (3-D Secure, PayPal approval). The
 * processor answers with the new state, which is applied exactly like its webhook would be.
 */
export async function completePaymentAction(
  app: FastifyInstance,
  studentId: string,
  purchaseId: string,
  reference: string,
  approve: boolean,
): Promise<PaymentOutcome> {
  const now = app.clock.now();
  return inTransaction(app.db, async (tx) => {
    await lockStudent(tx, studentId);
    const row = await ownPurchase(tx, studentId, purchaseId);
    if (row.status !== 'requires_action' || row.nextActionReference !== reference) throw new DomainError('transaction_already_processed');
    const intent = await paymentProcessor(app).completeAction(reference, approve, { tx, now });
    const applied = await applyIntent(app, tx, intent, now);
    return { purchaseId: row.id, transactionId: applied?.row.id ?? null };
  });
}

export async function purchaseRow(db: Db | Tx, studentId: string, purchaseId: string): Promise<PurchaseRow> {
  const [row] = isUuid(purchaseId) ? await db.select().from(purchases).where(eq(purchases.id, purchaseId)) : [];
  if (!row || row.studentId !== studentId) throw notFound();
  return row;
}

export async function lastTransactionOfPurchase(db: Db | Tx, purchaseId: string) {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.purchaseId, purchaseId), or(eq(transactions.kind, 'charge'), eq(transactions.kind, 'verification'))))
    .orderBy(sql`${transactions.createdAt} desc`, sql`${transactions.id} desc`)
    .limit(1);
  return row ?? null;
}
