import { INPUT_MESSAGES } from '@parla/contracts';
import type { CancelReason, Currency } from '@parla/contracts';
import {
  DomainError,
  ValidationError,
  cancellationEndsAt,
  pauseCancellationRefunds,
  percentOf,
  planPause,
  quotePurchase,
  notFound,
} from '@parla/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client.ts';
import { purchases, sprints, subscriptionPauses, subscriptions, transactions } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../lib/transaction.ts';
import { cancelClassesForPlan, notifyCommerce } from '../credits/class-cancellations.ts';
import {
  type SubscriptionRow,
  currentSubscription,
  lockStudent,
  nextSubscription,
  ownSubscription,
  priceOf,
  variantById,
} from '../shared/commerce-queries.ts';
import { attachScheduledPriceChange } from '../prices/subscription-prices.ts';
import { idempotent } from '../shared/idempotency.ts';
import { assertCanPay } from '../payments/payment-collection.ts';
import { resolvePaymentMethod } from '../payments/payment-methods.service.ts';
import { applyIntent } from '../checkout/payment-outcome.ts';
import { paymentProcessor } from '../payments/processor-registry.ts';
import { type PaymentOutcome, settle } from '../checkout/purchase.service.ts';
import { chargeOfPeriod, defaultMethod, periodDue, rescheduleTick } from './subscription-billing.ts';
import { pauseFactsOf, subscriptionFacts } from './subscription-views.ts';

const DAY_MS = 86_400_000;
/** A next subscription's start can move at most this far after its original date. */
const MAX_DELAY_DAYS = 28;

/** Runs a lifecycle change under the student's and the subscription's locks, then reschedules its tick. */
async function change<T>(
  app: FastifyInstance,
  studentId: string,
  subscriptionId: string,
  work: (tx: Tx, sub: SubscriptionRow, now: Date) => Promise<T>,
) {
  const now = app.clock.now();
  return inTransaction(app.db, async (tx) => {
    await lockStudent(tx, studentId);
    const sub = await ownSubscription(tx, studentId, subscriptionId);
    const result = await work(tx, sub, now);
    await rescheduleTick(app, tx, sub.id);
    return result;
  });
}

/** Cancel trial (001 §4): no paid subscription follows; the trial runs to its end. */
export function cancelTrial(app: FastifyInstance, studentId: string, subscriptionId: string) {
  return change(app, studentId, subscriptionId, async (tx, sub, now) => {
    if (sub.status !== 'trial') throw new DomainError('changes_not_saved');
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: now, endsAt: sub.trialEndsAt })
      .where(eq(subscriptions.id, sub.id));
    await notifyCommerce(
      tx,
      studentId,
      'subscription_cancelled',
      'trialCancelled',
      { subscriptionId: sub.id, endsAt: sub.trialEndsAt?.toISOString() },
      now,
    );
  });
}

/**
 * Schedules a pause (001 §4, §5, §9): planPause decides; renewals move by the pause length;
 * classes in the pause are cancelled, refunded when at least 7 days away.
 */
export function schedulePause(
  app: FastifyInstance,
  studentId: string,
  subscriptionId: string,
  request: { from: Date; to: Date; acceptClassCancellation: boolean },
) {
  return change(app, studentId, subscriptionId, async (tx, sub, now) => {
    const facts = subscriptionFacts(sub, await pauseFactsOf(tx, sub.id), false);
    const plan = planPause(facts, request, now);
    await tx.insert(subscriptionPauses).values({
      subscriptionId: sub.id,
      studentId,
      startsAt: request.from,
      endsAt: request.to,
      plannedEndsAt: request.to,
      status: request.from <= now ? 'active' : 'scheduled',
      cycleStart: plan.cycleStart,
      createdAt: now,
    });
    await tx
      .update(subscriptions)
      .set({ currentPeriodEnd: new Date(sub.currentPeriodEnd!.getTime() + plan.shiftMs) })
      .where(eq(subscriptions.id, sub.id));
    await cancelClassesForPlan(tx, {
      studentId,
      from: request.from,
      to: request.to,
      cause: 'pause',
      refund: (startAt) => pauseCancellationRefunds(startAt, now),
      now,
    });
    await notifyCommerce(
      tx,
      studentId,
      'subscription_paused',
      'pauseScheduled',
      { from: request.from.toISOString(), to: request.to.toISOString() },
      now,
    );
  });
}

async function livePause(tx: Tx, subscriptionId: string, status: 'scheduled' | 'active') {
  const [pause] = await tx
    .select()
    .from(subscriptionPauses)
    .where(and(eq(subscriptionPauses.subscriptionId, subscriptionId), eq(subscriptionPauses.status, status)))
    .for('update');
  return pause ?? null;
}

/** Cancels a pause that has not started: the renewal date moves back. */
export function cancelScheduledPause(app: FastifyInstance, studentId: string, subscriptionId: string) {
  return change(app, studentId, subscriptionId, async (tx, sub, now) => {
    const pause = await livePause(tx, sub.id, 'scheduled');
    if (!pause || pause.startsAt <= now) throw new DomainError('changes_not_saved');
    await tx.update(subscriptionPauses).set({ status: 'cancelled', cancelledAt: now }).where(eq(subscriptionPauses.id, pause.id));
    const length = pause.endsAt.getTime() - pause.startsAt.getTime();
    if (sub.currentPeriodEnd) {
      await tx
        .update(subscriptions)
        .set({ currentPeriodEnd: new Date(sub.currentPeriodEnd.getTime() - length) })
        .where(eq(subscriptions.id, sub.id));
    }
  });
}

/** Ends a running pause early ("unpaused early"): the unused pause days come off the renewal date. */
export function unpause(app: FastifyInstance, studentId: string, subscriptionId: string) {
  return change(app, studentId, subscriptionId, async (tx, sub, now) => {
    const pause = (await livePause(tx, sub.id, 'active')) ?? (await livePause(tx, sub.id, 'scheduled'));
    if (!pause || pause.startsAt > now || pause.endsAt <= now) throw new DomainError('changes_not_saved');
    await tx.update(subscriptionPauses).set({ status: 'completed', endsAt: now }).where(eq(subscriptionPauses.id, pause.id));
    const unused = pause.endsAt.getTime() - now.getTime();
    if (sub.currentPeriodEnd) {
      await tx
        .update(subscriptions)
        .set({ currentPeriodEnd: new Date(sub.currentPeriodEnd.getTime() - unused) })
        .where(eq(subscriptions.id, sub.id));
    }
  });
}

/**
 * Cancel with reasons and feedback (001 §4): the subscription ends at the end of the paid
 * period; classes booked from then on are cancelled; access and credits end on that date.
 */
export function cancelSubscription(
  app: FastifyInstance,
  studentId: string,
  subscriptionId: string,
  reasons: CancelReason[],
  feedback: string | null,
) {
  if (reasons.length === 0) throw new ValidationError([{ field: 'reasons', message: INPUT_MESSAGES.selectAtLeastOneItem }]);
  return change(app, studentId, subscriptionId, async (tx, sub, now) => {
    if (!['active', 'past_due', 'pending'].includes(sub.status)) throw new DomainError('changes_not_saved');
    const endsAt = cancellationEndsAt(sub, now);
    await tx
      .update(subscriptions)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        endsAt,
        cancelReasons: reasons,
        cancelFeedback: feedback,
        endReason: 'cancelled',
        nextRetryAt: null,
      })
      .where(eq(subscriptions.id, sub.id));
    await tx
      .update(subscriptionPauses)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(and(eq(subscriptionPauses.subscriptionId, sub.id), eq(subscriptionPauses.status, 'scheduled')));
    const next = await nextSubscription(tx, studentId, true);
    if (next) await tx.update(subscriptions).set({ status: 'deleted', endedAt: now }).where(eq(subscriptions.id, next.id));
    await cancelClassesForPlan(tx, { studentId, from: endsAt, to: null, cause: 'subscription_end', refund: () => true, now });
    await notifyCommerce(
      tx,
      studentId,
      'subscription_cancelled',
      'subscriptionCancelled',
      { subscriptionId: sub.id, endsAt: endsAt.toISOString() },
      now,
    );
  });
}

async function purchaseRowFor(tx: Tx, values: typeof purchases.$inferInsert) {
  const [row] = await tx.insert(purchases).values(values).returning();
  return row;
}

/**
 * Creates and pays a purchase for a lifecycle action (skip trial, reactivation, rollover,
 * resumed renewal) with the student's default method, under an idempotency key.
 */
async function payLifecycle(
  app: FastifyInstance,
  tx: Tx,
  input: {
    sub: SubscriptionRow;
    variantId: string;
    purpose: 'skip_trial' | 'reactivate' | 'rollover' | 'renewal';
    periodStart: Date | null;
    key: string;
    paymentMethodId?: string | null;
    now: Date;
  },
): Promise<PaymentOutcome> {
  const { sub, now } = input;
  await assertCanPay(tx, sub.studentId, now);
  const method = input.paymentMethodId
    ? await resolvePaymentMethod(app, tx, sub.studentId, { paymentMethodId: input.paymentMethodId }, { makeDefault: true, now })
    : await defaultMethod(tx, sub.studentId);
  if (!method) throw new DomainError('payment_method_required');
  const variant = await variantById(tx, input.variantId);
  const currency = sub.currency as Currency;
  const subtotalCents =
    input.purpose === 'skip_trial' || input.purpose === 'renewal' ? sub.priceCents : await priceOf(tx, variant.id, currency);
  const quote = quotePurchase({ subtotalCents, currency, couponDiscountCents: percentOf(subtotalCents, sub.discountPercent) });
  const purchase = await purchaseRowFor(tx, {
    studentId: sub.studentId,
    variantId: variant.id,
    type: variant.type,
    purpose: input.purpose,
    status: 'draft',
    currency,
    subtotalCents: quote.subtotalCents,
    discountCents: quote.discountCents,
    totalCents: quote.totalCents,
    chargeTotalCents: quote.chargeTotalCents,
    couponId: sub.couponId,
    sectionId: sub.sectionId,
    subscriptionId: input.purpose === 'skip_trial' || input.purpose === 'renewal' ? sub.id : null,
    paymentMethodId: method.id,
    agreementsAcceptedAt: now,
    createdAt: now,
  });
  const transactionId = await settle(app, tx, purchase, method, `${input.purpose}:${purchase.id}:${input.key}`, now, {
    subscriptionId: purchase.subscriptionId,
    periodStart: input.periodStart,
  });
  return { purchaseId: purchase.id, transactionId };
}

/** Skip trial (001 §4): pay now; the paid period starts now and unused trial credits carry over. */
export function skipTrial(app: FastifyInstance, studentId: string, subscriptionId: string, key: string): Promise<PaymentOutcome> {
  const now = app.clock.now();
  return idempotent<PaymentOutcome>(app, { userId: studentId, key, operation: 'skipTrial', target: subscriptionId }, async (tx) => {
    await lockStudent(tx, studentId);
    const sub = await ownSubscription(tx, studentId, subscriptionId);
    if (sub.status !== 'trial' || (sub.trialEndsAt && sub.trialEndsAt <= now)) throw new DomainError('changes_not_saved');
    return payLifecycle(app, tx, { sub, variantId: sub.variantId, purpose: 'skip_trial', periodStart: now, key, now });
  });
}

/**
 * Reactivate (001 §4): a cancelled subscription that has not ended simply continues; an
 * ended monthly plan is bought again (a new subscription, charged now).
 */
export function reactivateSubscription(
  app: FastifyInstance,
  studentId: string,
  subscriptionId: string,
  key: string,
): Promise<PaymentOutcome> {
  const now = app.clock.now();
  return idempotent<PaymentOutcome>(app, { userId: studentId, key, operation: 'reactivate', target: subscriptionId }, async (tx) => {
    await lockStudent(tx, studentId);
    const sub = await ownSubscription(tx, studentId, subscriptionId);
    // Cancelled during its trial: never paid (a skipped trial keeps trialEndsAt but is activated).
    const cancelledInTrial = sub.trialEndsAt !== null && sub.activatedAt === null;
    if (sub.status === 'cancelled' && sub.endsAt && sub.endsAt > now && !cancelledInTrial) {
      const sprintEnd = sub.type === 'marathon' ? await sprintEndOf(tx, sub) : null;
      await tx
        .update(subscriptions)
        .set({ status: 'active', cancelledAt: null, endsAt: sprintEnd, cancelReasons: [], cancelFeedback: null, endReason: null })
        .where(eq(subscriptions.id, sub.id));
      await rescheduleTick(app, tx, sub.id);
      await notifyCommerce(tx, studentId, 'subscription_reactivated', 'subscriptionReactivated', { subscriptionId: sub.id }, now);
      return { purchaseId: sub.purchaseId ?? (await latestPurchaseId(tx, sub)), transactionId: null };
    }
    if (sub.status === 'cancelled' && cancelledInTrial && sub.endsAt && sub.endsAt > now) {
      // A cancelled trial is reactivated by letting it run into the paid plan again.
      await tx.update(subscriptions).set({ status: 'trial', cancelledAt: null, endsAt: null }).where(eq(subscriptions.id, sub.id));
      await rescheduleTick(app, tx, sub.id);
      return { purchaseId: sub.purchaseId ?? (await latestPurchaseId(tx, sub)), transactionId: null };
    }
    if (sub.type === 'monthly' && sub.status === 'expired') {
      const current = await currentSubscription(tx, studentId);
      if (current || (await nextSubscription(tx, studentId))) throw new DomainError('subscription_not_eligible');
      return payLifecycle(app, tx, { sub, variantId: sub.variantId, purpose: 'reactivate', periodStart: null, key, now });
    }
    if (sub.status === 'suspended') return resumeIn(app, tx, sub, key, null, now);
    throw new DomainError('changes_not_saved');
  });
}

async function latestPurchaseId(tx: Tx, sub: SubscriptionRow): Promise<string> {
  const [row] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.subscriptionId, sub.id))
    .orderBy(desc(purchases.createdAt))
    .limit(1);
  if (!row) throw notFound();
  return row.id;
}

async function sprintEndOf(tx: Tx, sub: SubscriptionRow): Promise<Date | null> {
  if (!sub.sprintId) return null;
  const [sprint] = await tx.select().from(sprints).where(eq(sprints.id, sub.sprintId));
  return sprint ? new Date(sprint.startsAt.getTime() + sprint.durationWeeks * 7 * DAY_MS) : null;
}

/** Roll over (001 §4): the current plan ends now and the new one starts at once, paid now; credits carry over. */
export function rolloverSubscription(
  app: FastifyInstance,
  studentId: string,
  subscriptionId: string,
  variantId: string,
  key: string,
): Promise<PaymentOutcome> {
  const now = app.clock.now();
  return idempotent<PaymentOutcome>(
    app,
    { userId: studentId, key, operation: 'rollover', target: `${subscriptionId}:${variantId}` },
    async (tx) => {
      await lockStudent(tx, studentId);
      const sub = await ownSubscription(tx, studentId, subscriptionId);
      const variant = await variantById(tx, variantId);
      if (!['active', 'past_due', 'pending', 'cancelled'].includes(sub.status) || (sub.endsAt && sub.endsAt <= now))
        throw new DomainError('changes_not_saved');
      if (sub.type !== 'monthly' || variant.planType !== 'monthly') throw new DomainError('subscription_not_eligible');
      if (variant.sectionId && sub.sectionId && variant.sectionId !== sub.sectionId) throw new DomainError('language_mismatch');
      const next = await nextSubscription(tx, studentId, true);
      if (next) await tx.update(subscriptions).set({ status: 'deleted', endedAt: now }).where(eq(subscriptions.id, next.id));
      return payLifecycle(app, tx, { sub, variantId, purpose: 'rollover', periodStart: null, key, now });
    },
  );
}

/**
 * Change plan from the next payment date (001 §4): the new plan waits as the next
 * subscription and the current one ends when its paid period does. Refused while the current
 * plan is a course that must be completed first (a Sprint, an ending plan).
 */
export function changeSubscription(app: FastifyInstance, studentId: string, subscriptionId: string, variantId: string) {
  return change(app, studentId, subscriptionId, async (tx, sub, now) => {
    const variant = await variantById(tx, variantId);
    if (sub.type !== 'monthly' || sub.status !== 'active' || sub.endsAt || variant.planType !== 'monthly') {
      throw new DomainError('subscription_not_eligible');
    }
    if (variant.id === sub.variantId) throw new DomainError('changes_not_saved');
    if (variant.sectionId && sub.sectionId && variant.sectionId !== sub.sectionId) throw new DomainError('language_mismatch');
    if (await nextSubscription(tx, studentId)) throw new DomainError('changes_not_saved');
    const startsAt = sub.currentPeriodEnd!;
    const price = await priceOf(tx, variant.id, sub.currency as Currency);
    const [next] = await tx
      .insert(subscriptions)
      .values({
        studentId,
        variantId: variant.id,
        type: 'monthly',
        status: 'waiting',
        currency: sub.currency,
        priceCents: price,
        discountPercent: sub.discountPercent,
        couponId: sub.couponId,
        sectionId: sub.sectionId,
        previousSubscriptionId: sub.id,
        startsAt,
        createdAt: now,
      })
      .returning();
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: now, endsAt: startsAt, endReason: 'changed' })
      .where(eq(subscriptions.id, sub.id));
    await attachScheduledPriceChange(app, tx, next, now);
    await rescheduleTick(app, tx, next.id);
  });
}

async function ownNext(tx: Tx, studentId: string, subscriptionId: string): Promise<SubscriptionRow> {
  const sub = await ownSubscription(tx, studentId, subscriptionId);
  if (sub.status !== 'waiting') throw new DomainError('changes_not_saved');
  return sub;
}

/** Delay the next subscription's start (at most 4 weeks after its original date). */
export function delayNextSubscription(app: FastifyInstance, studentId: string, subscriptionId: string, startsAt: Date) {
  return change(app, studentId, subscriptionId, async (tx, _sub, now) => {
    const next = await ownNext(tx, studentId, subscriptionId);
    const original = next.originalStartsAt ?? next.startsAt;
    if (startsAt <= now || startsAt < original) throw new ValidationError([{ field: 'startsAt', message: INPUT_MESSAGES.dateInFuture }]);
    if (startsAt.getTime() > original.getTime() + MAX_DELAY_DAYS * DAY_MS)
      throw new DomainError('changes_not_saved', undefined, { maxDelayDays: MAX_DELAY_DAYS });
    await tx.update(subscriptions).set({ startsAt, originalStartsAt: original }).where(eq(subscriptions.id, next.id));
  });
}

export function cancelDelayedStart(app: FastifyInstance, studentId: string, subscriptionId: string) {
  return change(app, studentId, subscriptionId, async (tx, _sub, now) => {
    const next = await ownNext(tx, studentId, subscriptionId);
    if (!next.originalStartsAt) throw new DomainError('changes_not_saved');
    await tx
      .update(subscriptions)
      .set({ startsAt: next.originalStartsAt > now ? next.originalStartsAt : now, originalStartsAt: null })
      .where(eq(subscriptions.id, next.id));
  });
}

/** Delete the next subscription: the current plan, if it was ending only because of the change, keeps renewing. */
export function deleteNextSubscription(app: FastifyInstance, studentId: string, subscriptionId: string) {
  return change(app, studentId, subscriptionId, async (tx, _sub, now) => {
    const next = await ownNext(tx, studentId, subscriptionId);
    await tx.update(subscriptions).set({ status: 'deleted', endedAt: now }).where(eq(subscriptions.id, next.id));
    const current = await currentSubscription(tx, studentId, true);
    if (current?.status === 'cancelled' && current.endReason === 'changed' && current.endsAt && current.endsAt > now) {
      await tx
        .update(subscriptions)
        .set({ status: 'active', cancelledAt: null, endsAt: null, endReason: null })
        .where(eq(subscriptions.id, current.id));
      await rescheduleTick(app, tx, current.id);
    }
  });
}

/**
 * Resume charges (001 §4): pays a failed or waiting renewal now, on-session. A renewal that
 * waits for authentication is handed to the student's confirm step; one that the bank is
 * still processing cannot be resumed (no_pending_subscription_charge).
 */
export function resumeCharges(
  app: FastifyInstance,
  studentId: string,
  subscriptionId: string,
  key: string,
  paymentMethodId: string | null,
) {
  const now = app.clock.now();
  return idempotent<PaymentOutcome>(app, { userId: studentId, key, operation: 'resumeCharges', target: subscriptionId }, async (tx) => {
    await lockStudent(tx, studentId);
    const sub = await ownSubscription(tx, studentId, subscriptionId);
    return resumeIn(app, tx, sub, key, paymentMethodId, now);
  });
}

async function resumeIn(
  app: FastifyInstance,
  tx: Tx,
  sub: SubscriptionRow,
  key: string,
  paymentMethodId: string | null,
  now: Date,
): Promise<PaymentOutcome> {
  if (!['past_due', 'pending', 'suspended'].includes(sub.status)) throw new DomainError('no_pending_subscription_charge');
  const due = periodDue(sub);
  const live = await chargeOfPeriod(tx, sub.id, due);
  if (live?.status === 'succeeded' || live?.status === 'processing') throw new DomainError('no_pending_subscription_charge');
  if (live?.status === 'requires_action') {
    const purchase = await purchaseRowFor(tx, {
      studentId: sub.studentId,
      variantId: sub.variantId,
      type: 'flex',
      purpose: 'renewal',
      status: 'requires_action',
      currency: sub.currency,
      subtotalCents: live.amountCents + live.discountCents,
      discountCents: live.discountCents,
      totalCents: live.amountCents,
      chargeTotalCents: live.amountCents,
      subscriptionId: sub.id,
      paymentMethodId: live.paymentMethodId,
      nextActionReference: live.processorRef,
      nextActionType: (await paymentProcessor(app).retrieve(live.processorRef!, { tx, now }))?.nextAction ?? 'authenticate',
      createdAt: now,
    });
    await tx.update(transactions).set({ purchaseId: purchase.id }).where(eq(transactions.id, live.id));
    return { purchaseId: purchase.id, transactionId: live.id };
  }
  return payLifecycle(app, tx, { sub, variantId: sub.variantId, purpose: 'renewal', periodStart: due, key, paymentMethodId, now });
}

/**
 * Re-applies a processor state for a reference (used by the REST test-processor page). Only the
 * payer completes or declines their own confirmation step: the reference must be one of the
 * student's transactions or pending purchases. Someone else's reference answers like an unknown
 * one, so its existence is not revealed (the processor's signed webhook is the other way in).
 */
export async function confirmTestAuthentication(
  app: FastifyInstance,
  studentId: string,
  reference: string,
  approve: boolean,
): Promise<void> {
  const now = app.clock.now();
  await inTransaction(app.db, async (tx) => {
    const [ownTransaction] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.processorRef, reference), eq(transactions.studentId, studentId)))
      .limit(1);
    const [ownPurchase] = ownTransaction
      ? [ownTransaction]
      : await tx
          .select({ id: purchases.id })
          .from(purchases)
          .where(and(eq(purchases.nextActionReference, reference), eq(purchases.studentId, studentId)))
          .limit(1);
    if (!ownPurchase) throw notFound();
    const intent = await paymentProcessor(app).completeAction(reference, approve, { tx, now });
    await applyIntent(app, tx, intent, now);
  });
}
