import { and, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { subscriptions } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { sendCommerceEmail } from './shared/commerce-mail.ts';
import { REFERRAL_REWARD_JOB } from './checkout/fulfilment.ts';
import type { ProcessorEvent } from './payments/processor.ts';
import { testProcessor } from './payments/processor-registry.ts';
import { TEST_PROCESSOR_DELIVER_JOB, TEST_PROCESSOR_SETTLE_JOB } from './payments/test-processor.ts';
import { signPayload } from './payments/webhook-signature.ts';
import { PRICE_CHANGE_STORE_JOB, applyDueStorePrices } from './prices/price-changes.service.ts';
import { rewardReferral } from './referrals/referrals.service.ts';
import { advanceSubscription } from './subscriptions/subscription-advance.ts';
import { COMMERCE_EMAIL_JOB, SUBSCRIPTION_TICK_JOB } from './subscriptions/subscription-billing.ts';
import { receiveWebhook } from './payments/webhooks.service.ts';

export const COMMERCE_SWEEP_JOB = 'commerce.sweep';
const SWEEP_EVERY_MS = 30 * 60_000;

const bucket = (at: Date) => new Date(Math.floor(at.getTime() / SWEEP_EVERY_MS) * SWEEP_EVERY_MS);

async function scheduleSweep(app: FastifyInstance, runAt: Date): Promise<void> {
  await app.jobs.schedule(COMMERCE_SWEEP_JOB, {}, { runAt, uniqueKey: `${COMMERCE_SWEEP_JOB}@${runAt.toISOString()}`, maxAttempts: 3 });
}

/**
 * Subscriptions with something due by `now`. Each subscription schedules its own next tick;
 * this sweep re-arms any whose chain broke (a tick that gave up), so nothing waits forever.
 */
export async function sweepSubscriptions(app: FastifyInstance, now: Date): Promise<number> {
  const due = await app.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ['waiting', 'trial', 'active', 'past_due', 'pending', 'cancelled']),
        or(
          and(sql`${subscriptions.status} = 'waiting'`, lte(subscriptions.startsAt, now)),
          and(sql`${subscriptions.status} = 'trial'`, lte(subscriptions.trialEndsAt, now)),
          and(sql`${subscriptions.status} = 'active'`, lte(subscriptions.currentPeriodEnd, now)),
          and(sql`${subscriptions.status} = 'past_due'`, lte(subscriptions.nextRetryAt, now)),
          lte(subscriptions.endsAt, now),
        ),
      ),
    )
    .limit(200);
  for (const { id } of due) await advanceSubscription(app, id, now);
  return due.length;
}

/** Time-driven commerce: trial ends, renewals and retries, pauses, ends, referral rewards, processor deliveries, e-mails. */
export function registerCommerceJobs(app: FastifyInstance): void {
  app.jobs.register(SUBSCRIPTION_TICK_JOB, async (payload, { now }) => {
    await advanceSubscription(app, String(payload.subscriptionId), now);
  });
  app.jobs.register(COMMERCE_SWEEP_JOB, async (_payload, { now }) => {
    await scheduleSweep(app, new Date(bucket(now).getTime() + SWEEP_EVERY_MS));
    // A price change whose job ran late reaches the store before the renewals below charge.
    await applyDueStorePrices(app, now);
    await sweepSubscriptions(app, now);
  });
  app.jobs.register(REFERRAL_REWARD_JOB, async (payload, { now }) => {
    await rewardReferral(app, String(payload.referralId), now);
  });
  app.jobs.register(PRICE_CHANGE_STORE_JOB, async (payload, { now }) => {
    await applyDueStorePrices(app, now, String(payload.priceChangeId));
  });
  app.jobs.register(COMMERCE_EMAIL_JOB, async (payload) => {
    await sendCommerceEmail(app, payload);
  });
  // The built-in test processor's side: delivering signed events, settling SEPA debits.
  app.jobs.register(TEST_PROCESSOR_DELIVER_JOB, async (payload) => {
    const processor = testProcessor(app);
    const body = JSON.stringify(payload.event as ProcessorEvent);
    await receiveWebhook(app, processor.name, body, signPayload(processor.webhookSecret, body, app.clock.now()));
  });
  app.jobs.register(TEST_PROCESSOR_SETTLE_JOB, async (payload, { now }) => {
    await inTransaction(app.db, (tx) => testProcessor(app).settle(String(payload.reference), { tx, now }));
  });
  app.jobs.chain(() => scheduleSweep(app, bucket(app.clock.now())));
}
