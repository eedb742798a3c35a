import { CURRENCIES } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { productVariants, subscriptions } from './commerce.ts';
import { users } from './identity.ts';

/**
 * A scheduled new price of a package in one currency (001 §9 "price change at most once a year
 * with 6 weeks notice"; decision 105). New purchases pay it from `effective_at` (the store's
 * price is replaced then); each subscription gets a row in subscription_price_changes.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    currency: text('currency').notNull(),
    /** The store's price when the change was announced. */
    oldAmountCents: integer('old_amount_cents').notNull(),
    newAmountCents: integer('new_amount_cents').notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    announcedAt: timestamp('announced_at', { withTimezone: true }).notNull(),
    /** No FK, like the audit log: the record outlives an admin's account. */
    announcedById: uuid('announced_by_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledById: uuid('cancelled_by_id'),
    /** When the store's price became the new one (the effective-date job, or the sweep after it). */
    storeAppliedAt: timestamp('store_applied_at', { withTimezone: true }),
  },
  (t) => [
    index('price_changes_variant_idx').on(t.variantId, t.currency, t.effectiveAt),
    // One change of a price at a time: another waits until this one reached the store or was cancelled.
    uniqueIndex('price_changes_one_scheduled').on(t.variantId, t.currency).where(sql`cancelled_at IS NULL AND store_applied_at IS NULL`),
    check('price_changes_currency_check', oneOf(t.currency, CURRENCIES)),
    check('price_changes_amount_check', sql`${t.newAmountCents} > 0 AND ${t.oldAmountCents} > 0`),
    check('price_changes_notice_check', sql`${t.effectiveAt} > ${t.announcedAt}`),
  ],
);

export const SUBSCRIPTION_PRICE_CHANGE_STATUSES = ['pending', 'applied', 'cancelled', 'superseded'] as const;

/**
 * What a price change means for one subscription: its old and new price, and from when (the
 * change's date, or a year after its last change when that is later). The renewal of the first
 * period starting on or after `applies_from` sets the subscription's price and marks it applied.
 */
export const subscriptionPriceChanges = pgTable(
  'subscription_price_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    priceChangeId: uuid('price_change_id')
      .notNull()
      .references(() => priceChanges.id),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    oldPriceCents: integer('old_price_cents').notNull(),
    newPriceCents: integer('new_price_cents').notNull(),
    appliesFrom: timestamp('applies_from', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    /** The period whose payment was the first at the new price: the once-a-year rule counts from it. */
    appliedPeriodStart: timestamp('applied_period_start', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('subscription_price_changes_once').on(t.priceChangeId, t.subscriptionId),
    // At most one price waiting per subscription: a newer change supersedes a waiting one.
    uniqueIndex('subscription_price_changes_one_pending').on(t.subscriptionId).where(sql`status = 'pending'`),
    index('subscription_price_changes_student_idx').on(t.studentId),
    check('subscription_price_changes_status_check', oneOf(t.status, SUBSCRIPTION_PRICE_CHANGE_STATUSES)),
    check(
      'subscription_price_changes_applied_check',
      sql`(${t.status} = 'applied') = (${t.appliedAt} IS NOT NULL AND ${t.appliedPeriodStart} IS NOT NULL)`,
    ),
  ],
);
