import { type Currency, localizedPlanName } from '@parla/contracts';
import { DomainError, assertPriceChangeSchedule, earliestPriceChange, notFound, subscriptionPriceFrom } from '@parla/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../../db/client.ts';
import { queryRows } from '../../../db/client.ts';
import { priceChanges, productVariants, subscriptionPriceChanges, users, variantPrices } from '../../../db/schema/index.ts';
import { inTransaction } from '../../../lib/transaction.ts';
import { noteForAudit } from '../../audit/audit-context.ts';
import { notifyCommerce } from '../credits/class-cancellations.ts';
import { isUuid } from '../shared/commerce-queries.ts';
import { scheduleEmail } from '../subscriptions/subscription-billing.ts';
import { affectedSubscriptions, attachPriceChange } from './subscription-prices.ts';

export const PRICE_CHANGE_STORE_JOB = 'commerce.price-change-store';

export interface PriceChangeInput {
  variantId: string;
  effectiveAt: Date;
  prices: { currency: Currency; amountCents: number }[];
}

export type PriceChangeStatus = 'scheduled' | 'effective' | 'cancelled';

export interface PriceChangeView {
  id: string;
  variantId: string;
  variantName: string;
  currency: Currency;
  oldAmountCents: number;
  newAmountCents: number;
  effectiveAt: Date;
  announcedAt: Date;
  cancelledAt: Date | null;
  status: PriceChangeStatus;
  /** Subscriptions told of it (cancelled and superseded ones included). */
  subscribers: number;
  /** Of those, how many pay the new price already. */
  applied: number;
}

export interface PriceChangePreviewLine {
  currency: Currency;
  oldAmountCents: number;
  newAmountCents: number;
  subscribers: number;
  /** Subscribers whose price changed less than a year before the date: they wait for their anniversary. */
  deferred: number;
  /** The latest date from which one of them pays the new price. */
  lastAppliesFrom: Date | null;
}

interface ChangeRow {
  id: string;
  variant_id: string;
  variant_name: string;
  currency: Currency;
  old_amount_cents: number;
  new_amount_cents: number;
  effective_at: string | Date;
  announced_at: string | Date;
  cancelled_at: string | Date | null;
  store_applied_at: string | Date | null;
  subscribers: number | string;
  applied: number | string;
}

const toDate = (value: string | Date) => new Date(value);

function viewOf(row: ChangeRow, now: Date): PriceChangeView {
  const effectiveAt = toDate(row.effective_at);
  return {
    id: row.id,
    variantId: row.variant_id,
    variantName: row.variant_name,
    currency: row.currency,
    oldAmountCents: row.old_amount_cents,
    newAmountCents: row.new_amount_cents,
    effectiveAt,
    announcedAt: toDate(row.announced_at),
    cancelledAt: row.cancelled_at ? toDate(row.cancelled_at) : null,
    status: row.cancelled_at ? 'cancelled' : row.store_applied_at || effectiveAt <= now ? 'effective' : 'scheduled',
    subscribers: Number(row.subscribers),
    applied: Number(row.applied),
  };
}

/** Price changes, newest date first; one package's, or every one. */
export async function listPriceChanges(db: Db | Tx, now: Date, filter: { variantId?: string | null; ids?: string[] } = {}) {
  if (filter.variantId && !isUuid(filter.variantId)) return [];
  const rows = await queryRows<ChangeRow>(
    db,
    sql`select c.id, c.variant_id, v.name as variant_name, c.currency, c.old_amount_cents, c.new_amount_cents,
          c.effective_at, c.announced_at, c.cancelled_at, c.store_applied_at,
          (select count(*) from subscription_price_changes r where r.price_change_id = c.id) as subscribers,
          (select count(*) from subscription_price_changes r where r.price_change_id = c.id and r.status = 'applied') as applied
        from price_changes c join product_variants v on v.id = c.variant_id
        where ${filter.variantId ? sql`c.variant_id = ${filter.variantId}` : sql`true`}
          and ${
            filter.ids
              ? sql`c.id in (${sql.join(
                  filter.ids.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql`true`
          }
        order by c.effective_at desc, c.currency`,
  );
  return rows.map((row) => viewOf(row, now));
}

async function currentPrice(db: Db | Tx, variantId: string, currency: Currency): Promise<number> {
  const [row] = await db
    .select({ amount: variantPrices.amountCents })
    .from(variantPrices)
    .where(and(eq(variantPrices.variantId, variantId), eq(variantPrices.currency, currency)));
  if (!row) throw new DomainError('plan_not_available', undefined, { currency });
  return row.amount;
}

async function scheduledChange(db: Db | Tx, variantId: string, currency: Currency) {
  const [row] = await db
    .select({ id: priceChanges.id })
    .from(priceChanges)
    .where(
      and(
        eq(priceChanges.variantId, variantId),
        eq(priceChanges.currency, currency),
        isNull(priceChanges.cancelledAt),
        isNull(priceChanges.storeAppliedAt),
      ),
    );
  return row ?? null;
}

async function variantName(db: Db | Tx, variantId: string, lock: boolean): Promise<string> {
  if (!isUuid(variantId)) throw notFound();
  const query = db.select({ name: productVariants.name }).from(productVariants).where(eq(productVariants.id, variantId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row.name;
}

/** Every rule, per currency, and what it would reach: the same checks the schedule makes. */
async function planChanges(db: Db | Tx, input: PriceChangeInput, now: Date) {
  const lines = [];
  for (const price of input.prices) {
    const oldAmountCents = await currentPrice(db, input.variantId, price.currency);
    if (await scheduledChange(db, input.variantId, price.currency))
      throw new DomainError('price_change_pending', undefined, { currency: price.currency });
    assertPriceChangeSchedule({ now, effectiveAt: input.effectiveAt, oldCents: oldAmountCents, newCents: price.amountCents });
    const reached = await affectedSubscriptions(db as Tx, {
      variantId: input.variantId,
      currency: price.currency,
      effectiveAt: input.effectiveAt,
      newAmountCents: price.amountCents,
    });
    lines.push({ currency: price.currency, oldAmountCents, newAmountCents: price.amountCents, reached });
  }
  return lines;
}

/** What scheduling would do, before committing: per currency, the subscribers told and those who wait longer. */
export async function previewPriceChange(app: FastifyInstance, input: PriceChangeInput): Promise<PriceChangePreviewLine[]> {
  const now = app.clock.now();
  await variantName(app.db, input.variantId, false);
  const lines = await planChanges(app.db, input, now);
  return lines.map((line) => {
    const dates = line.reached.map((sub) => subscriptionPriceFrom(input.effectiveAt, sub.lastChangedAt));
    const last = dates.reduce<Date | null>((latest, at) => (!latest || at > latest ? at : latest), null);
    return {
      currency: line.currency,
      oldAmountCents: line.oldAmountCents,
      newAmountCents: line.newAmountCents,
      subscribers: line.reached.length,
      deferred: dates.filter((at) => at > input.effectiveAt).length,
      lastAppliesFrom: last,
    };
  });
}

/**
 * Announces new prices of a package (decision 105), one change per currency, in one transaction
 * under the package's row lock (two admins scheduling the same price: the second finds the first
 * and is refused). Every subscriber reached gets their date, a notification and the e-mail; the
 * store's price changes by a job at the date.
 */
export async function schedulePriceChange(app: FastifyInstance, adminId: string, input: PriceChangeInput): Promise<PriceChangeView[]> {
  const now = app.clock.now();
  const ids = await inTransaction(app.db, async (tx) => {
    const product = await variantName(tx, input.variantId, true);
    const [{ translations }] = await tx
      .select({ translations: productVariants.translations })
      .from(productVariants)
      .where(eq(productVariants.id, input.variantId));
    const lines = await planChanges(tx, input, now);
    noteForAudit({ before: { prices: lines.map((l) => ({ currency: l.currency, amountCents: l.oldAmountCents })) } });
    const created: string[] = [];
    for (const line of lines) {
      const [change] = await tx
        .insert(priceChanges)
        .values({
          variantId: input.variantId,
          currency: line.currency,
          oldAmountCents: line.oldAmountCents,
          newAmountCents: line.newAmountCents,
          effectiveAt: input.effectiveAt,
          announcedAt: now,
          announcedById: adminId,
        })
        .returning({ id: priceChanges.id });
      for (const sub of line.reached) {
        await attachPriceChange(
          app,
          tx,
          sub,
          {
            priceChangeId: change.id,
            product,
            translations,
            currency: line.currency,
            newAmountCents: line.newAmountCents,
            notBefore: input.effectiveAt,
          },
          now,
        );
      }
      await app.jobs.schedule(
        PRICE_CHANGE_STORE_JOB,
        { priceChangeId: change.id },
        { runAt: input.effectiveAt, uniqueKey: `${PRICE_CHANGE_STORE_JOB}:${change.id}`, maxAttempts: 8 },
        tx,
      );
      created.push(change.id);
    }
    return created;
  });
  app.log.info({ adminId, variantId: input.variantId, priceChanges: ids }, 'price change scheduled');
  return listPriceChanges(app.db, now, { ids });
}

/**
 * Takes back a change before its date: nobody pays it, and every subscriber told of it hears it is
 * off. From its date on it has reached the store and renewals, and stays (price_change_started).
 */
export async function cancelPriceChange(app: FastifyInstance, adminId: string, id: string): Promise<PriceChangeView> {
  if (!isUuid(id)) throw notFound();
  const now = app.clock.now();
  await inTransaction(app.db, async (tx) => {
    const [change] = await tx.select().from(priceChanges).where(eq(priceChanges.id, id)).for('update');
    if (!change) throw notFound();
    noteForAudit({ before: { cancelledAt: change.cancelledAt?.toISOString() ?? null, effectiveAt: change.effectiveAt.toISOString() } });
    if (change.cancelledAt) return;
    if (change.storeAppliedAt || change.effectiveAt <= now) throw new DomainError('price_change_started');
    await tx.update(priceChanges).set({ cancelledAt: now, cancelledById: adminId }).where(eq(priceChanges.id, id));
    const told = await tx
      .update(subscriptionPriceChanges)
      .set({ status: 'cancelled' })
      .where(and(eq(subscriptionPriceChanges.priceChangeId, id), eq(subscriptionPriceChanges.status, 'pending')))
      .returning({
        id: subscriptionPriceChanges.id,
        studentId: subscriptionPriceChanges.studentId,
        price: subscriptionPriceChanges.oldPriceCents,
      });
    const [variant] = await tx
      .select({ name: productVariants.name, translations: productVariants.translations })
      .from(productVariants)
      .where(eq(productVariants.id, change.variantId));
    // Each notification names the package in its student's language (issue 21).
    const studentIds = [...new Set(told.map((row) => row.studentId))];
    const locales = new Map(
      studentIds.length
        ? (await tx.select({ id: users.id, locale: users.locale }).from(users).where(inArray(users.id, studentIds))).map((u) => [
            u.id,
            u.locale,
          ])
        : [],
    );
    for (const row of told) {
      await notifyCommerce(
        tx,
        row.studentId,
        'price_change',
        'priceChangeCancelled',
        {
          product: variant ? localizedPlanName(variant.name, variant.translations, locales.get(row.studentId)) : '',
          price: row.price,
          currency: change.currency,
        },
        now,
      );
      await scheduleEmail(
        app,
        tx,
        'price_change_cancelled',
        { studentId: row.studentId, rowId: row.id },
        `price-change-cancelled:${row.id}`,
      );
    }
  });
  const [view] = await listPriceChanges(app.db, now, { ids: [id] });
  if (!view) throw notFound();
  return view;
}

/**
 * The store's price becomes the new one at the change's date (its job, and the commerce sweep for
 * a job that ran late). Locked like cancelling: a change is either cancelled or in the store.
 */
export async function applyDueStorePrices(app: FastifyInstance, now: Date, onlyId?: string): Promise<number> {
  const due = await app.db
    .select({ id: priceChanges.id })
    .from(priceChanges)
    .where(
      and(
        isNull(priceChanges.cancelledAt),
        isNull(priceChanges.storeAppliedAt),
        sql`${priceChanges.effectiveAt} <= ${now.toISOString()}::timestamptz`,
        onlyId ? eq(priceChanges.id, onlyId) : undefined,
      ),
    );
  for (const { id } of due) {
    await inTransaction(app.db, async (tx) => {
      const [change] = await tx.select().from(priceChanges).where(eq(priceChanges.id, id)).for('update');
      if (!change || change.cancelledAt || change.storeAppliedAt || change.effectiveAt > now) return;
      await tx
        .update(variantPrices)
        .set({ amountCents: change.newAmountCents })
        .where(and(eq(variantPrices.variantId, change.variantId), eq(variantPrices.currency, change.currency)));
      await tx.update(priceChanges).set({ storeAppliedAt: now }).where(eq(priceChanges.id, id));
    });
  }
  return due.length;
}

/** The earliest date an admin may choose now (shown by the form). */
export const earliestPriceChangeDate = earliestPriceChange;

/** The pending rows of these subscriptions (for the membership page: "new price from"). */
export async function pendingPricesOf(db: Db | Tx, subscriptionIds: string[]) {
  if (subscriptionIds.length === 0) return [];
  return db
    .select({
      subscriptionId: subscriptionPriceChanges.subscriptionId,
      newPriceCents: subscriptionPriceChanges.newPriceCents,
      appliesFrom: subscriptionPriceChanges.appliesFrom,
    })
    .from(subscriptionPriceChanges)
    .where(and(inArray(subscriptionPriceChanges.subscriptionId, subscriptionIds), eq(subscriptionPriceChanges.status, 'pending')));
}
