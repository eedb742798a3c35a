import { type PlanTranslations, localizedPlanName } from '@parla/contracts';
import { earliestPriceChange, priceChangeApplies, subscriptionPriceFrom } from '@parla/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/client.ts';
import { priceChanges, productVariants, subscriptionPriceChanges, subscriptions, users } from '../../../db/schema/index.ts';
import { notifyCommerce } from '../credits/class-cancellations.ts';
import type { SubscriptionRow } from '../shared/commerce-queries.ts';
import { scheduleEmail } from '../subscriptions/subscription-billing.ts';

/** Subscriptions that renew: every current status and a waiting next one (ended ones never pay again). */
export const RENEWING_STATUSES = ['trial', 'active', 'past_due', 'pending', 'cancelled', 'suspended', 'waiting'] as const;

export interface AffectedSubscription {
  id: string;
  studentId: string;
  priceCents: number;
  /** The period at which its price last changed by a price change, or null. */
  lastChangedAt: Date | null;
  /** The student's language, for the package's name in the notification (issue 21). */
  locale: string | null;
}

/**
 * The subscriptions a change of this price reaches: of the package, in the currency, renewing
 * after the change's date (a plan ending before it never pays the new price), not at it already.
 */
export async function affectedSubscriptions(
  db: Tx,
  change: { variantId: string; currency: string; effectiveAt: Date; newAmountCents: number },
): Promise<AffectedSubscription[]> {
  const statuses = sql.raw(RENEWING_STATUSES.map((s) => `'${s}'`).join(', '));
  const rows = await queryRows<{
    id: string;
    student_id: string;
    price_cents: number;
    last_changed_at: string | Date | null;
    locale: string | null;
  }>(
    db,
    sql`select s.id, s.student_id, s.price_cents, (select u.locale from users u where u.id = s.student_id) as locale,
          (select max(x.applied_period_start) from subscription_price_changes x
            where x.subscription_id = s.id and x.status = 'applied') as last_changed_at
        from subscriptions s
        where s.variant_id = ${change.variantId} and s.currency = ${change.currency}
          and s.status in (${statuses})
          and (s.ends_at is null or s.ends_at > ${change.effectiveAt.toISOString()}::timestamptz)
          and s.price_cents <> ${change.newAmountCents}
        order by s.created_at, s.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    studentId: row.student_id,
    priceCents: row.price_cents,
    lastChangedAt: row.last_changed_at ? new Date(row.last_changed_at) : null,
    locale: row.locale,
  }));
}

interface AttachFacts {
  priceChangeId: string;
  /** The package's English name and its translations: the notification names it in the student's language. */
  product: string;
  translations: PlanTranslations;
  currency: string;
  newAmountCents: number;
  /** The change's date, or later for a subscription told later (6 weeks from its notice). */
  notBefore: Date;
}

/**
 * Gives one subscription its share of a change: a pending row from its own date (the change's, a
 * year after its last change when later), a notification, and the notice e-mail (a job in this
 * transaction). A price still waiting from an older change is superseded: a subscription changes
 * price once, to the newest one.
 */
export async function attachPriceChange(
  app: FastifyInstance,
  tx: Tx,
  sub: AffectedSubscription,
  facts: AttachFacts,
  now: Date,
): Promise<{ appliesFrom: Date }> {
  const appliesFrom = subscriptionPriceFrom(facts.notBefore, sub.lastChangedAt);
  await tx
    .update(subscriptionPriceChanges)
    .set({ status: 'superseded' })
    .where(and(eq(subscriptionPriceChanges.subscriptionId, sub.id), eq(subscriptionPriceChanges.status, 'pending')));
  const [row] = await tx
    .insert(subscriptionPriceChanges)
    .values({
      priceChangeId: facts.priceChangeId,
      subscriptionId: sub.id,
      studentId: sub.studentId,
      oldPriceCents: sub.priceCents,
      newPriceCents: facts.newAmountCents,
      appliesFrom,
      createdAt: now,
    })
    .returning({ id: subscriptionPriceChanges.id });
  await notifyCommerce(
    tx,
    sub.studentId,
    'price_change',
    'priceChangeAnnounced',
    {
      product: localizedPlanName(facts.product, facts.translations, sub.locale),
      oldPrice: sub.priceCents,
      newPrice: facts.newAmountCents,
      currency: facts.currency,
      from: appliesFrom.toISOString(),
    },
    now,
  );
  await scheduleEmail(app, tx, 'price_change', { studentId: sub.studentId, rowId: row.id }, `price-change:${row.id}`);
  return { appliesFrom };
}

/**
 * A subscription made while a change of its price is announced but not yet in the store (bought
 * at today's price): it gets the change too, with its own six weeks of notice from now.
 */
export async function attachScheduledPriceChange(app: FastifyInstance, tx: Tx, sub: SubscriptionRow, now: Date): Promise<void> {
  const [change] = await tx
    .select({
      id: priceChanges.id,
      currency: priceChanges.currency,
      effectiveAt: priceChanges.effectiveAt,
      newAmountCents: priceChanges.newAmountCents,
      product: productVariants.name,
      translations: productVariants.translations,
    })
    .from(priceChanges)
    .innerJoin(productVariants, eq(productVariants.id, priceChanges.variantId))
    .where(
      and(
        eq(priceChanges.variantId, sub.variantId),
        eq(priceChanges.currency, sub.currency),
        sql`${priceChanges.cancelledAt} is null and ${priceChanges.storeAppliedAt} is null`,
      ),
    )
    .limit(1);
  if (!change || change.newAmountCents === sub.priceCents) return;
  const notice = earliestPriceChange(now);
  const [student] = await tx.select({ locale: users.locale }).from(users).where(eq(users.id, sub.studentId));
  await attachPriceChange(
    app,
    tx,
    { id: sub.id, studentId: sub.studentId, priceCents: sub.priceCents, lastChangedAt: null, locale: student?.locale ?? null },
    {
      priceChangeId: change.id,
      product: change.product,
      translations: change.translations,
      currency: change.currency,
      newAmountCents: change.newAmountCents,
      notBefore: notice > change.effectiveAt ? notice : change.effectiveAt,
    },
    now,
  );
}

/**
 * Called under the subscription's row lock just before a period is charged: when a new price
 * waits for this subscription and the period starts on or after its date, the subscription takes
 * the new price (and the row records the period, from which the once-a-year rule counts).
 */
export async function applyDuePriceChange(tx: Tx, sub: SubscriptionRow, periodStart: Date, now: Date): Promise<SubscriptionRow> {
  const [due] = await tx
    .select()
    .from(subscriptionPriceChanges)
    .where(and(eq(subscriptionPriceChanges.subscriptionId, sub.id), eq(subscriptionPriceChanges.status, 'pending')))
    .limit(1);
  if (!due || !priceChangeApplies(periodStart, due.appliesFrom)) return sub;
  await tx
    .update(subscriptionPriceChanges)
    .set({ status: 'applied', appliedAt: now, appliedPeriodStart: periodStart })
    .where(eq(subscriptionPriceChanges.id, due.id));
  const [updated] = await tx.update(subscriptions).set({ priceCents: due.newPriceCents }).where(eq(subscriptions.id, sub.id)).returning();
  return updated ?? sub;
}
