import type { Currency } from '@parla/contracts';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client.ts';
import { subscriptionPauses, subscriptions } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../lib/transaction.ts';
import { onTransactionChanged } from '../checkout/payment-outcome.ts';
import { collect } from '../payments/payment-collection.ts';
import { applyDuePriceChange } from '../prices/subscription-prices.ts';
import { type SubscriptionRow, currentSubscription } from '../shared/commerce-queries.ts';
import {
  chargeOfPeriod,
  defaultMethod,
  endSubscription,
  periodDue,
  renewalAmount,
  renewalFailed,
  renewalPaid,
  renewalPending,
  rescheduleTick,
} from './subscription-billing.ts';

/** Steps per tick: a clock jumped over several periods catches up period by period. */
const MAX_STEPS = 24;

/**
 * Moves a subscription through whatever has become due by `now` (docs/decisions/020): pauses
 * start and end, a next subscription starts, the trial ends into the first paid period,
 * periods renew, failed renewals retry, cancelled and Sprint plans end. Each step is its own
 * transaction under the subscription's row lock and re-reads the state, so a tick that runs
 * twice (or on two nodes) does nothing the second time; charges carry per-period keys.
 */
export async function advanceSubscription(app: FastifyInstance, subscriptionId: string, now: Date): Promise<void> {
  for (let step = 0; step < MAX_STEPS; step++) {
    const moved = await inTransaction(app.db, (tx) => stepOnce(app, tx, subscriptionId, now));
    if (!moved) break;
  }
  await inTransaction(app.db, (tx) => rescheduleTick(app, tx, subscriptionId));
}

async function stepOnce(app: FastifyInstance, tx: Tx, subscriptionId: string, now: Date): Promise<boolean> {
  const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
  if (!sub) return false;
  await tx
    .update(subscriptionPauses)
    .set({ status: 'completed' })
    .where(
      and(eq(subscriptionPauses.subscriptionId, sub.id), eq(subscriptionPauses.status, 'active'), lte(subscriptionPauses.endsAt, now)),
    );
  await tx
    .update(subscriptionPauses)
    .set({ status: 'active' })
    .where(
      and(eq(subscriptionPauses.subscriptionId, sub.id), eq(subscriptionPauses.status, 'scheduled'), lte(subscriptionPauses.startsAt, now)),
    );
  // Pauses whose whole window passed while nobody looked.
  await tx
    .update(subscriptionPauses)
    .set({ status: 'completed' })
    .where(
      and(eq(subscriptionPauses.subscriptionId, sub.id), eq(subscriptionPauses.status, 'active'), lte(subscriptionPauses.endsAt, now)),
    );

  const at = now.getTime();
  // A suspended plan stays until the student resumes the charges or buys another plan.
  const running = ['trial', 'active', 'pending', 'past_due', 'cancelled'].includes(sub.status);
  if (running && sub.endsAt && sub.endsAt.getTime() <= at) {
    await endSubscription(app, tx, sub, now, { reason: sub.status === 'cancelled' ? 'cancelled' : 'ended' });
    return true;
  }
  switch (sub.status) {
    case 'waiting':
      return sub.startsAt.getTime() <= at ? startNext(app, tx, sub, now) : false;
    case 'trial':
      return sub.trialEndsAt !== null && sub.trialEndsAt.getTime() <= at ? payDue(app, tx, sub, now) : false;
    case 'active':
      return sub.currentPeriodEnd !== null && sub.currentPeriodEnd.getTime() <= at ? payDue(app, tx, sub, now) : false;
    case 'past_due':
      return sub.nextRetryAt !== null && sub.nextRetryAt.getTime() <= at ? payDue(app, tx, sub, now) : false;
    default:
      return false;
  }
}

/** Pays the period that is due unless a charge for it is already paid or under way. */
async function payDue(app: FastifyInstance, tx: Tx, sub: SubscriptionRow, now: Date): Promise<boolean> {
  const due = periodDue(sub);
  const existing = await chargeOfPeriod(tx, sub.id, due);
  if (existing?.status === 'succeeded') {
    await renewalPaid(app, tx, sub.id, due, now);
    return true;
  }
  if (existing) {
    await renewalPending(tx, sub.id);
    return false;
  }
  await chargePeriod(app, tx, sub, due, now);
  return true;
}

/** A next subscription's start date came: the previous one ends (keeping credits) and the new one pays its first period. */
async function startNext(app: FastifyInstance, tx: Tx, sub: SubscriptionRow, now: Date): Promise<boolean> {
  const current = await currentSubscription(tx, sub.studentId, true);
  if (current) {
    if (!current.endsAt || current.endsAt.getTime() > now.getTime()) return false;
    await endSubscription(app, tx, current, now, { reason: 'replaced', keepCredits: true });
  }
  const existing = await chargeOfPeriod(tx, sub.id, sub.startsAt);
  if (existing?.status === 'succeeded') {
    await renewalPaid(app, tx, sub.id, sub.startsAt, now);
    return true;
  }
  await tx.update(subscriptions).set({ status: 'pending', activatedAt: now }).where(eq(subscriptions.id, sub.id));
  if (existing) return false;
  const [fresh] = await tx.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
  await chargePeriod(app, tx, fresh, sub.startsAt, now);
  return true;
}

/**
 * Charges the period starting at `periodStart` off-session with the default payment method
 * (renewal, end of trial, start of a next subscription). The outcome is applied at once when
 * the processor answers synchronously; asynchronous outcomes arrive as webhook events.
 * It lives beside its only callers rather than in subscription-billing: applying the outcome
 * calls back into subscription-billing (renewalPaid, renewalFailed), which would be a cycle.
 */
async function chargePeriod(app: FastifyInstance, tx: Tx, current: SubscriptionRow, periodStart: Date, now: Date): Promise<void> {
  // A price change announced for this subscription takes effect with the first period on or after its date (decision 105).
  const sub = await applyDuePriceChange(tx, current, periodStart, now);
  const { amountCents, discountCents } = renewalAmount(sub);
  if (amountCents === 0) {
    await renewalPaid(app, tx, sub.id, periodStart, now);
    return;
  }
  const method = await defaultMethod(tx, sub.studentId);
  if (!method) {
    await renewalFailed(app, tx, sub.id, now, 'payment_method_required');
    return;
  }
  const { transaction } = await collect(app, tx, {
    studentId: sub.studentId,
    method,
    amountCents,
    discountCents,
    currency: sub.currency as Currency,
    kind: 'charge',
    offSession: true,
    idempotencyKey: `period:${sub.id}:${periodStart.toISOString()}:${sub.failedAttempts}`,
    subscriptionId: sub.id,
    periodStart,
    description: 'Subscription renewal',
    now,
  });
  await onTransactionChanged(app, tx, transaction, now);
}
