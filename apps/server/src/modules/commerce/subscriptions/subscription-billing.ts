import { COMMERCE_CONFIG, percentOf } from '@parla/domain';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client.ts';
import {
  creditGrants,
  paymentMethods,
  productVariants,
  subscriptionPauses,
  subscriptions,
  transactions,
} from '../../../db/schema/index.ts';
import { notifyCommerce } from '../credits/class-cancellations.ts';
import { grantCreditsOnce } from '../credits/credits.service.ts';
import { refund } from '../payments/payment-collection.ts';
import { type PaymentMethodRow, type SubscriptionRow, type TransactionRow, nextSubscription } from '../shared/commerce-queries.ts';

const DAY_MS = 86_400_000;
export const SUBSCRIPTION_TICK_JOB = 'commerce.subscription-tick';
export const COMMERCE_EMAIL_JOB = 'commerce.email';

const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

/** Schedules the subscription's next state check at `at` (one job per instant: idempotent). */
export async function scheduleTick(app: FastifyInstance, tx: Tx, subscriptionId: string, at: Date): Promise<void> {
  await app.jobs.schedule(
    SUBSCRIPTION_TICK_JOB,
    { subscriptionId },
    { runAt: at, uniqueKey: `${SUBSCRIPTION_TICK_JOB}:${subscriptionId}@${at.toISOString()}`, maxAttempts: 8 },
    tx,
  );
}

export async function scheduleEmail(app: FastifyInstance, tx: Tx, kind: string, payload: Record<string, unknown>, uniqueKey: string) {
  await app.jobs.schedule(
    COMMERCE_EMAIL_JOB,
    { kind, ...payload },
    { uniqueKey: `${COMMERCE_EMAIL_JOB}:${uniqueKey}`, maxAttempts: 3 },
    tx,
  );
}

/** The next instant something happens to the subscription by itself, or null. */
export async function nextDueAt(tx: Tx, sub: SubscriptionRow): Promise<Date | null> {
  const candidates: (Date | null)[] = [];
  switch (sub.status) {
    case 'waiting':
      candidates.push(sub.startsAt);
      break;
    case 'trial':
      candidates.push(sub.trialEndsAt, sub.endsAt);
      break;
    case 'active':
    case 'pending':
      candidates.push(sub.endsAt && sub.currentPeriodEnd && sub.endsAt <= sub.currentPeriodEnd ? null : sub.currentPeriodEnd, sub.endsAt);
      break;
    case 'past_due':
      candidates.push(sub.nextRetryAt, sub.endsAt);
      break;
    case 'cancelled':
      candidates.push(sub.endsAt);
      break;
    default:
      return null;
  }
  const pauses = await tx
    .select()
    .from(subscriptionPauses)
    .where(and(eq(subscriptionPauses.subscriptionId, sub.id), inArray(subscriptionPauses.status, ['scheduled', 'active'])));
  for (const p of pauses) candidates.push(p.status === 'scheduled' ? p.startsAt : p.endsAt);
  const times = candidates.filter((d): d is Date => d !== null).map((d) => d.getTime());
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

export async function rescheduleTick(app: FastifyInstance, tx: Tx, subscriptionId: string): Promise<void> {
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const at = sub ? await nextDueAt(tx, sub) : null;
  if (at) await scheduleTick(app, tx, subscriptionId, at);
}

/** What a renewal costs: the list price minus the lifetime discount, in whole cents. */
export function renewalAmount(sub: Pick<SubscriptionRow, 'priceCents' | 'discountPercent'>): {
  amountCents: number;
  discountCents: number;
} {
  const discountCents = percentOf(sub.priceCents, sub.discountPercent);
  return { amountCents: sub.priceCents - discountCents, discountCents };
}

/** The start of the period the subscription must pay for next. */
export function periodDue(sub: SubscriptionRow): Date {
  return sub.currentPeriodEnd ?? sub.trialEndsAt ?? sub.startsAt;
}

export function periodEndFor(sub: Pick<SubscriptionRow, 'endsAt' | 'type'>, periodStart: Date): Date {
  const end = addDays(periodStart, COMMERCE_CONFIG.periodDays);
  return sub.type === 'marathon' && sub.endsAt && sub.endsAt < end ? sub.endsAt : end;
}

export async function defaultMethod(tx: Tx, studentId: string): Promise<PaymentMethodRow | null> {
  const [row] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.studentId, studentId), eq(paymentMethods.isDefault, true), isNull(paymentMethods.removedAt)));
  return row ?? null;
}

/** The live or paid charge of a period, if any (the unique index allows one). */
export async function chargeOfPeriod(tx: Tx, subscriptionId: string, periodStart: Date): Promise<TransactionRow | null> {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.subscriptionId, subscriptionId),
        eq(transactions.periodStart, periodStart),
        eq(transactions.kind, 'charge'),
        inArray(transactions.status, ['pending', 'requires_action', 'processing', 'succeeded', 'refunded']),
      ),
    );
  return row ?? null;
}

/** Grants a period's credits once (source_ref names the subscription and period). */
export async function grantPeriodCredits(tx: Tx, sub: SubscriptionRow, periodStart: Date, now: Date): Promise<void> {
  const [variant] = await tx.select().from(productVariants).where(eq(productVariants.id, sub.variantId));
  for (const [kind, amount] of [
    ['group', variant.groupCredits],
    ['private', variant.privateCredits],
  ] as const) {
    if (amount <= 0) continue;
    await grantCreditsOnce(tx, {
      studentId: sub.studentId,
      kind,
      amount,
      source: 'purchase',
      sourceRef: `sub:${sub.id}:${periodStart.toISOString()}`,
      reason: 'grant',
      now,
    });
  }
}

/**
 * A period is paid: the subscription runs for the period from `periodStart` and its credits
 * arrive (once). Money for a subscription that has ended meanwhile goes back.
 */
export async function renewalPaid(
  app: FastifyInstance,
  tx: Tx,
  subscriptionId: string,
  periodStart: Date,
  now: Date,
  paid?: TransactionRow,
) {
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
  if (sub.status === 'expired' || sub.status === 'deleted') {
    if (paid) await refund(app, tx, paid, paid.amountCents, 'refund', now);
    return;
  }
  const already = sub.currentPeriodStart?.getTime() === periodStart.getTime() && sub.status !== 'waiting' && sub.status !== 'trial';
  if (!already) {
    const periodEnd = periodEndFor(sub, periodStart);
    // A pause scheduled in this cycle already moved the end; keep that shift when the end lies later.
    const status = sub.status === 'cancelled' ? 'cancelled' : 'active';
    await tx
      .update(subscriptions)
      .set({
        status,
        currentPeriodStart: periodStart,
        currentPeriodEnd: periodEnd,
        activatedAt: sub.activatedAt ?? now,
        failedAttempts: 0,
        nextRetryAt: null,
        endsAt: sub.status === 'suspended' && sub.type === 'monthly' ? null : sub.endsAt,
      })
      .where(eq(subscriptions.id, sub.id));
    if (sub.status === 'past_due' || sub.status === 'suspended' || sub.status === 'pending') {
      await notifyCommerce(tx, sub.studentId, 'payment_succeeded', 'paymentResumed', { subscriptionId: sub.id }, now);
    }
  }
  await grantPeriodCredits(tx, sub, periodStart, now);
  await rescheduleTick(app, tx, sub.id);
}

/** A renewal charge failed: retry on the schedule (001 §4 payment failed), then suspend. */
export async function renewalFailed(app: FastifyInstance, tx: Tx, subscriptionId: string, now: Date, code: string | null): Promise<void> {
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
  if (!['active', 'pending', 'past_due', 'trial', 'waiting'].includes(sub.status)) return;
  const attempts = sub.failedAttempts + 1;
  const retryDays = COMMERCE_CONFIG.renewalRetryDays;
  const suspend = attempts > retryDays.length;
  await tx
    .update(subscriptions)
    .set({
      status: suspend ? 'suspended' : 'past_due',
      failedAttempts: attempts,
      nextRetryAt: suspend ? null : addDays(now, retryDays[attempts - 1]),
      endsAt: suspend ? now : sub.endsAt,
    })
    .where(eq(subscriptions.id, sub.id));
  await notifyCommerce(
    tx,
    sub.studentId,
    'payment_failed',
    suspend ? 'subscriptionSuspended' : 'paymentFailed',
    { subscriptionId: sub.id, code },
    now,
  );
  await scheduleEmail(
    app,
    tx,
    'payment_failed',
    { studentId: sub.studentId, subscriptionId: sub.id, suspended: suspend },
    `failed:${sub.id}:${attempts}:${periodDue(sub).toISOString()}`,
  );
  await rescheduleTick(app, tx, sub.id);
}

/** The renewal waits for the student (authentication) or the bank (SEPA): payment pending. */
export async function renewalPending(tx: Tx, subscriptionId: string): Promise<void> {
  await tx
    .update(subscriptions)
    .set({ status: 'pending' })
    .where(
      and(eq(subscriptions.id, subscriptionId), inArray(subscriptions.status, ['active', 'past_due', 'trial', 'waiting', 'suspended'])),
    );
}

/**
 * Ends a subscription now: access ends, scheduled pauses lapse, and unless another plan takes
 * over (rollover, a next subscription) the remaining credits end too (001 §4 Cancellation).
 */
export async function endSubscription(
  app: FastifyInstance,
  tx: Tx,
  sub: SubscriptionRow,
  now: Date,
  options: { reason: string; keepCredits?: boolean },
): Promise<void> {
  const endsAt = sub.endsAt && sub.endsAt <= now ? sub.endsAt : now;
  await tx
    .update(subscriptions)
    .set({ status: 'expired', endedAt: now, endsAt, endReason: options.reason, nextRetryAt: null })
    .where(eq(subscriptions.id, sub.id));
  await tx
    .update(subscriptionPauses)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(and(eq(subscriptionPauses.subscriptionId, sub.id), eq(subscriptionPauses.status, 'scheduled')));
  await tx
    .update(subscriptionPauses)
    .set({ status: 'completed', endsAt: now })
    .where(and(eq(subscriptionPauses.subscriptionId, sub.id), eq(subscriptionPauses.status, 'active')));
  const next = await nextSubscription(tx, sub.studentId);
  if (!options.keepCredits && !next) {
    await tx
      .update(creditGrants)
      .set({ expiresAt: endsAt })
      .where(and(eq(creditGrants.studentId, sub.studentId), gt(creditGrants.expiresAt, endsAt), gt(creditGrants.remaining, 0)));
  }
  if (next) await scheduleTick(app, tx, next.id, next.startsAt > now ? next.startsAt : now);
  await notifyCommerce(
    tx,
    sub.studentId,
    'subscription_ended',
    'subscriptionEnded',
    { subscriptionId: sub.id, reason: options.reason },
    now,
  );
}
