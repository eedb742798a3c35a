import { type Currency, type PlanType, localizedPlanName } from '@parla/contracts';
import { COMMERCE_CONFIG, DomainError, grantExpiresAt, sprintEndsAt } from '@parla/domain';
import type { CreditKind } from '@parla/domain';
import { and, eq, gt, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client.ts';
import {
  couponRedemptions,
  coupons,
  creditGrants,
  oncePurchases,
  paymentMethods,
  productVariants,
  purchases,
  referrals,
  sprints,
  subscriptions,
  transactions,
  trialFingerprints,
  users,
} from '../../../db/schema/index.ts';
import { uniqueViolation } from '../../../db/unique-violation.ts';
import { notifyCommerce } from '../credits/class-cancellations.ts';
import { attachScheduledPriceChange } from '../prices/subscription-prices.ts';
import { currentSubscription, priceOf } from '../shared/commerce-queries.ts';
import { grantCreditsOnce } from '../credits/credits.service.ts';
import type { TransactionRow } from '../shared/commerce-queries.ts';
import { endSubscription, grantPeriodCredits, renewalPaid, rescheduleTick, scheduleEmail } from '../subscriptions/subscription-billing.ts';

export type PurchaseRow = typeof purchases.$inferSelect;
export const REFERRAL_REWARD_JOB = 'commerce.referral-reward';

const DAY_MS = 86_400_000;

/**
 * What a paid purchase gives (under the purchase row lock, once: a purchase already
 * succeeded is left alone, so a duplicate webhook or a sync answer followed by its event
 * fulfils once). New plans become subscriptions, packages and extra credits become grants.
 */
export async function fulfilPurchase(
  app: FastifyInstance,
  tx: Tx,
  purchase: PurchaseRow,
  paid: TransactionRow | null,
  now: Date,
): Promise<void> {
  if (purchase.status === 'succeeded' || purchase.status === 'withdrawn') return;
  const [variant] = await tx.select().from(productVariants).where(eq(productVariants.id, purchase.variantId));
  let subscriptionId = purchase.subscriptionId;
  switch (purchase.purpose) {
    case 'skip_trial':
      await skipTrialPaid(app, tx, purchase.subscriptionId!, paid?.periodStart ?? now, now);
      break;
    case 'renewal':
      await renewalPaid(app, tx, purchase.subscriptionId!, paid?.periodStart ?? now, now, paid ?? undefined);
      break;
    default:
      if (variant.planType === 'package') {
        for (const [kind, amount] of [
          ['group', variant.groupCredits],
          ['private', variant.privateCredits],
        ] as const) {
          if (amount > 0) {
            await grantCreditsOnce(tx, {
              studentId: purchase.studentId,
              kind,
              amount,
              source: 'purchase',
              sourceRef: `purchase:${purchase.id}`,
              reason: 'grant',
              now,
            });
          }
        }
      } else {
        subscriptionId = await startSubscription(app, tx, purchase, variant, paid, now);
      }
  }
  if (purchase.referrerId) {
    const rewardAt = new Date(now.getTime() + COMMERCE_CONFIG.referralRewardDays * DAY_MS);
    const [referral] = await tx
      .insert(referrals)
      .values({ referrerId: purchase.referrerId, friendId: purchase.studentId, purchaseId: purchase.id, rewardAt, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: referrals.id });
    if (referral)
      await app.jobs.schedule(
        REFERRAL_REWARD_JOB,
        { referralId: referral.id },
        { runAt: rewardAt, uniqueKey: `${REFERRAL_REWARD_JOB}:${referral.id}` },
        tx,
      );
  }
  await tx
    .update(purchases)
    .set({ status: 'succeeded', paidAt: now, subscriptionId, nextActionReference: null, nextActionType: null })
    .where(eq(purchases.id, purchase.id));
  // A Sprint bought before its start gets its credits at the start: "your credits are ready" would be untrue.
  const [waiting] = subscriptionId
    ? await tx
        .select({ startsAt: subscriptions.startsAt })
        .from(subscriptions)
        .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, 'waiting')))
    : [];
  // The notification keeps the package's name in the student's language (issue 21).
  const [student] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, purchase.studentId));
  const name = localizedPlanName(variant.name, variant.translations, student?.locale);
  if (waiting) {
    await notifyCommerce(
      tx,
      purchase.studentId,
      'purchase_succeeded',
      'sprintPurchased',
      { purchaseId: purchase.id, name, startDate: waiting.startsAt.toISOString() },
      now,
    );
  } else {
    await notifyCommerce(tx, purchase.studentId, 'purchase_succeeded', 'purchaseSucceeded', { purchaseId: purchase.id, name }, now);
  }
  await scheduleEmail(app, tx, 'purchase_succeeded', { studentId: purchase.studentId, purchaseId: purchase.id }, `purchase:${purchase.id}`);
  // Counted in the transaction: a serialization retry may count one twice (decision 097; rare, and a counter's rate absorbs it).
  app.metrics.payments.inc({ outcome: 'succeeded', purpose: purchase.purpose });
}

/** A declined or abandoned payment: the purchase fails and gives back what it held (once-only slot, coupon use). */
export async function failPurchase(
  app: FastifyInstance,
  tx: Tx,
  purchase: PurchaseRow,
  failed: TransactionRow | null,
  now: Date,
): Promise<void> {
  if (purchase.status === 'succeeded' || purchase.status === 'failed' || purchase.status === 'withdrawn') return;
  await tx
    .update(purchases)
    .set({ status: 'failed', nextActionReference: null, nextActionType: null })
    .where(eq(purchases.id, purchase.id));
  await releaseHolds(tx, purchase.id);
  app.metrics.payments.inc({ outcome: 'failed', purpose: purchase.purpose });
  // A declined new card is not kept.
  if (failed?.paymentMethodId) {
    const [other] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.paymentMethodId, failed.paymentMethodId), eq(transactions.status, 'succeeded')))
      .limit(1);
    if (!other) {
      await tx
        .update(paymentMethods)
        .set({ removedAt: now, isDefault: false })
        .where(and(eq(paymentMethods.id, failed.paymentMethodId), gt(paymentMethods.createdAt, new Date(now.getTime() - DAY_MS))));
    }
  }
  await notifyCommerce(
    tx,
    purchase.studentId,
    'payment_failed',
    'purchaseFailed',
    { purchaseId: purchase.id, code: failed?.errorCode ?? null },
    now,
  );
  void app;
}

export async function releaseHolds(tx: Tx, purchaseId: string): Promise<void> {
  await tx.delete(oncePurchases).where(eq(oncePurchases.purchaseId, purchaseId));
  const released = await tx
    .delete(couponRedemptions)
    .where(eq(couponRedemptions.purchaseId, purchaseId))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ redemptions: sql`${coupons.redemptions} - 1` })
      .where(eq(coupons.id, couponId));
  }
}

async function startSubscription(
  app: FastifyInstance,
  tx: Tx,
  purchase: PurchaseRow,
  variant: typeof productVariants.$inferSelect,
  paid: TransactionRow | null,
  now: Date,
): Promise<string> {
  const current = await currentSubscription(tx, purchase.studentId, true);
  // A rollover replaces the running plan; a new plan replaces a suspended one.
  if (current && (purchase.purpose === 'rollover' || current.status === 'suspended')) {
    await endSubscription(app, tx, current, now, { reason: purchase.purpose === 'rollover' ? 'rollover' : 'replaced', keepCredits: true });
  }
  const [coupon] = purchase.couponId ? await tx.select().from(coupons).where(eq(coupons.id, purchase.couponId)) : [];
  const listPrice = await priceOf(tx, variant.id, purchase.currency as Currency);
  const type = variant.planType as PlanType;
  let startsAt = now;
  let endsAt: Date | null = null;
  if (purchase.sprintId) {
    const [sprint] = await tx.select().from(sprints).where(eq(sprints.id, purchase.sprintId));
    startsAt = sprint.startsAt > now ? sprint.startsAt : now;
    endsAt = sprintEndsAt(sprint);
  }
  const trial = purchase.withTrial;
  const trialEndsAt = trial ? new Date(now.getTime() + COMMERCE_CONFIG.trialDays * DAY_MS) : null;
  let sub: typeof subscriptions.$inferSelect;
  try {
    [sub] = await tx
      .insert(subscriptions)
      .values({
        studentId: purchase.studentId,
        variantId: variant.id,
        type,
        status: trial ? 'trial' : startsAt > now ? 'waiting' : 'active',
        currency: purchase.currency,
        priceCents: listPrice,
        discountPercent: coupon?.lifetime && coupon.percentOff ? coupon.percentOff : 0,
        couponId: coupon?.lifetime ? coupon.id : null,
        sectionId: purchase.sectionId,
        sprintId: purchase.sprintId,
        paymentMethodId: purchase.paymentMethodId,
        purchaseId: purchase.id,
        trialStartedAt: trial ? now : null,
        trialEndsAt,
        trialCreditKind: trial ? (purchase.trialCreditKind ?? 'group') : null,
        startsAt,
        activatedAt: startsAt <= now ? now : null,
        endsAt,
        createdAt: now,
      })
      .returning();
  } catch (error) {
    if (uniqueViolation(error)) throw new DomainError('subscription_not_eligible');
    throw error;
  }
  // Bought at today's price while a new one is announced: this plan gets the change too (decision 105).
  await attachScheduledPriceChange(app, tx, sub, now);
  if (trial) {
    const kind: CreditKind = sub.trialCreditKind === 'private' ? 'private' : 'group';
    await grantCreditsOnce(tx, {
      studentId: sub.studentId,
      kind,
      amount: kind === 'private' ? COMMERCE_CONFIG.trialPrivateCredits : COMMERCE_CONFIG.trialGroupCredits,
      source: 'trial',
      sourceRef: `trial:${sub.id}`,
      reason: 'grant',
      expiresAt: trialEndsAt!,
      now,
    });
    if (purchase.paymentMethodId) {
      const [method] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, purchase.paymentMethodId));
      const inserted = await tx
        .insert(trialFingerprints)
        .values({ fingerprint: method.fingerprint, studentId: sub.studentId, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) throw new DomainError('LG_1001');
    }
  } else if (paid) {
    // The first period's charge belongs to the new subscription (one paid charge per period).
    await tx.update(transactions).set({ subscriptionId: sub.id, periodStart: startsAt }).where(eq(transactions.id, paid.id));
    if (startsAt <= now) {
      await tx
        .update(subscriptions)
        .set({ currentPeriodStart: startsAt, currentPeriodEnd: periodEnd(sub, startsAt) })
        .where(eq(subscriptions.id, sub.id));
      await grantPeriodCredits(tx, sub, startsAt, now);
    }
  } else if (startsAt <= now) {
    // Fully discounted: nothing to charge, the period still starts.
    await tx
      .update(subscriptions)
      .set({ currentPeriodStart: startsAt, currentPeriodEnd: periodEnd(sub, startsAt) })
      .where(eq(subscriptions.id, sub.id));
    await grantPeriodCredits(tx, sub, startsAt, now);
  }
  await rescheduleTick(app, tx, sub.id);
  return sub.id;
}

function periodEnd(sub: { type: string; endsAt: Date | null }, start: Date): Date {
  const end = new Date(start.getTime() + COMMERCE_CONFIG.periodDays * DAY_MS);
  return sub.type === 'marathon' && sub.endsAt && sub.endsAt < end ? sub.endsAt : end;
}

/**
 * Skip trial (001 §4): the paid subscription starts now and the unused trial credits are
 * carried over, valid a year like bought credits.
 */
async function skipTrialPaid(app: FastifyInstance, tx: Tx, subscriptionId: string, periodStart: Date, now: Date): Promise<void> {
  await tx
    .update(creditGrants)
    .set({ expiresAt: grantExpiresAt(now) })
    .where(and(eq(creditGrants.source, 'trial'), like(creditGrants.sourceRef, `trial:${subscriptionId}`)));
  await tx.update(subscriptions).set({ status: 'active', trialEndsAt: now }).where(eq(subscriptions.id, subscriptionId));
  await renewalPaid(app, tx, subscriptionId, periodStart, now);
}
