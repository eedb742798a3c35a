import {
  CARD_BRANDS,
  CURRENCIES,
  INVOICE_KINDS,
  PAUSE_STATUSES,
  PAYMENT_METHOD_TYPES,
  PAYMENT_STATUSES,
  PLAN_TYPES,
  PRODUCT_TYPES,
  PURCHASE_STATUSES,
  REFERRAL_STATUSES,
  SUBSCRIPTION_STATUSES,
  TRANSACTION_KINDS,
  type PlanTranslations,
} from '@parla/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { CREDIT_KINDS } from './credit-kinds.ts';
import { curricula, sections } from './curriculum.ts';
import { users } from './identity.ts';

/**
 * Commerce (issue 5, docs/decisions/019 and 020): the catalogue, purchases, the money that
 * moved (transactions), subscriptions and their pauses, coupons, referrals, payment methods
 * and invoices. Money is always integer minor units plus a currency.
 */

/** A package of the store (001 §3 Package/Variant): Flex, Sprint, LearningTeams or extra credits. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Natural key for the seed and URLs, e.g. 'flex-8-group'. */
    slug: text('slug').notNull(),
    type: text('type').notNull(),
    planType: text('plan_type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    contentBlocks: text('content_blocks').array().notNull().default(sql`ARRAY[]::text[]`),
    /** name, description and contentBlocks in the other display languages (issue 21); English is above. */
    translations: jsonb('translations').$type<PlanTranslations>().notNull().default({}),
    groupCredits: integer('group_credits').notNull().default(0),
    privateCredits: integer('private_credits').notNull().default(0),
    /** 4 for monthly payments (Flex, Sprint); null for one-off packages. */
    recurrenceWeeks: integer('recurrence_weeks'),
    /** Sprint length in weeks. */
    durationWeeks: integer('duration_weeks'),
    withTrial: boolean('with_trial').notNull().default(false),
    purchasableOnce: boolean('purchasable_once').notNull().default(false),
    canUseCoupon: boolean('can_use_coupon').notNull().default(true),
    recurringSpecialType: text('recurring_special_type'),
    /** Null: offered for every section (curriculum). */
    sectionId: uuid('section_id').references(() => sections.id),
    curriculumId: uuid('curriculum_id').references(() => curricula.id),
    /** Storefronts listing it (StoreKind). */
    stores: text('stores').array().notNull().default(sql`ARRAY['store']::text[]`),
    position: integer('position').notNull().default(0),
    /** The plan the store marks as recommended within its section (decision 040). */
    recommended: boolean('recommended').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('product_variants_slug_key').on(t.slug),
    check('product_variants_type_check', oneOf(t.type, PRODUCT_TYPES)),
    check('product_variants_plan_type_check', oneOf(t.planType, PLAN_TYPES)),
    check(
      'product_variants_credits_check',
      sql`${t.groupCredits} >= 0 AND ${t.privateCredits} >= 0 AND ${t.groupCredits} + ${t.privateCredits} > 0`,
    ),
  ],
);

/** The price of a variant per currency: per 4-week period for subscriptions, else of the package. */
export const variantPrices = pgTable(
  'variant_prices',
  {
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    currency: text('currency').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.currency] }),
    check('variant_prices_currency_check', oneOf(t.currency, CURRENCIES)),
    check('variant_prices_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** A Sprint (001 §3): a marathon plan with a fixed start date and duration, per section. */
export const sprints = pgTable(
  'sprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationWeeks: integer('duration_weeks').notNull(),
  },
  (t) => [uniqueIndex('sprints_slug_key').on(t.slug), index('sprints_section_start_idx').on(t.sectionId, t.startsAt)],
);

/** A saved payment method (001 §3): card brands, PayPal, SEPA; at most one default per student. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4'),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    holderName: text('holder_name'),
    email: text('email'),
    /** The processor's fingerprint of the card/account: the same card gives the same value. */
    fingerprint: text('fingerprint').notNull(),
    processor: text('processor').notNull(),
    processorToken: text('processor_token').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_methods_student_idx').on(t.studentId),
    uniqueIndex('payment_methods_one_default').on(t.studentId).where(sql`is_default AND removed_at IS NULL`),
    check('payment_methods_type_check', oneOf(t.type, PAYMENT_METHOD_TYPES)),
    check('payment_methods_brand_check', oneOf(t.brand, CARD_BRANDS)),
  ],
);

/** A card fingerprint that started a free trial: the same card cannot start a second one (LG_1001). */
export const trialFingerprints = pgTable('trial_fingerprints', {
  fingerprint: text('fingerprint').primaryKey(),
  studentId: uuid('student_id')
    .notNull()
    .references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Account lock for unusual payment activity (001 §8). */
export const paymentLocks = pgTable('payment_locks', {
  studentId: uuid('student_id')
    .primaryKey()
    .references(() => users.id),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Idempotency keys of money mutations: the first request inserts the key (concurrent replays
 * wait on the unique key until it commits) and stores its answer; replays return that answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    /** What the key was used for (operation + target), so a key reused for something else is refused. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** A promo code (001 §8 coupons); null lists mean "any". */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-case. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    percentOff: integer('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    amountCurrency: text('amount_currency'),
    lifetime: boolean('lifetime').notNull().default(false),
    currencies: text('currencies').array(),
    productTypes: text('product_types').array(),
    variantIds: uuid('variant_ids').array(),
    sectionIds: uuid('section_ids').array(),
    userId: uuid('user_id').references(() => users.id),
    newUsersOnly: boolean('new_users_only').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redemptions: integer('redemptions').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    // 001 §5: discount at least 1 cent, integers only; exactly one kind of discount.
    check(
      'coupons_discount_check',
      sql`(${t.percentOff} IS NULL) <> (${t.amountOffCents} IS NULL) AND (${t.percentOff} IS NULL OR ${t.percentOff} BETWEEN 1 AND 100) AND (${t.amountOffCents} IS NULL OR (${t.amountOffCents} >= 1 AND ${t.amountCurrency} IS NOT NULL))`,
    ),
    check('coupons_redemptions_check', sql`${t.maxRedemptions} IS NULL OR ${t.redemptions} <= ${t.maxRedemptions}`),
  ],
);

/** A purchase (001 §3 Subscription purchase): a draft order summary, then paid (or failed). */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    type: text('type').notNull(),
    /** Why it was made: new, rollover, reactivate, skip_trial, renewal_retry (for the effects). */
    purpose: text('purpose').notNull().default('new'),
    status: text('status').notNull().default('draft'),
    currency: text('currency').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    referralDiscountCents: integer('referral_discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    chargeTotalCents: integer('charge_total_cents').notNull(),
    couponId: uuid('coupon_id').references(() => coupons.id),
    referrerId: uuid('referrer_id').references(() => users.id),
    withTrial: boolean('with_trial').notNull().default(false),
    trialCreditKind: text('trial_credit_kind'),
    sprintId: uuid('sprint_id').references(() => sprints.id),
    sectionId: uuid('section_id').references(() => sections.id),
    /** The subscription it created or acts on. */
    subscriptionId: uuid('subscription_id'),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    nextActionReference: text('next_action_reference'),
    nextActionType: text('next_action_type'),
    agreementsAcceptedAt: timestamp('agreements_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('purchases_student_idx').on(t.studentId, t.createdAt),
    check('purchases_type_check', oneOf(t.type, PRODUCT_TYPES)),
    check('purchases_status_check', oneOf(t.status, PURCHASE_STATUSES)),
    check('purchases_currency_check', oneOf(t.currency, CURRENCIES)),
    check('purchases_trial_kind_check', oneOf(t.trialCreditKind, CREDIT_KINDS)),
    check(
      'purchases_amounts_check',
      sql`${t.subtotalCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} AND ${t.chargeTotalCents} >= 0 AND ${t.chargeTotalCents} <= ${t.totalCents}`,
    ),
  ],
);

/** Products that can be bought once per student: the key makes a second purchase impossible. */
export const oncePurchases = pgTable(
  'once_purchases',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.variantId] })],
);

/** A subscription (001 §3, §4): monthly (Flex) or marathon (Sprint). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id),
    type: text('type').notNull(),
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    /** List price per 4-week period. */
    priceCents: integer('price_cents').notNull(),
    /** Lifetime discount on every renewal (the lifetime coupon). */
    discountPercent: integer('discount_percent').notNull().default(0),
    couponId: uuid('coupon_id').references(() => coupons.id),
    sectionId: uuid('section_id').references(() => sections.id),
    sprintId: uuid('sprint_id').references(() => sprints.id),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    previousSubscriptionId: uuid('previous_subscription_id'),
    trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    trialCreditKind: text('trial_credit_kind'),
    /** When the student confirmed or changed the trial's credit kind after paying (post-checkout, once; decision 070). */
    trialCreditsChosenAt: timestamp('trial_credits_chosen_at', { withTimezone: true }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** A delayed next subscription's start before the delay. */
    originalStartsAt: timestamp('original_starts_at', { withTimezone: true }),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    /** When access and credits end (cancelled, Sprint end); set to the end instant once ended. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReasons: text('cancel_reasons').array().notNull().default(sql`ARRAY[]::text[]`),
    cancelFeedback: text('cancel_feedback'),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextRetryAt: timestamp('next_retry_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_student_idx').on(t.studentId, t.createdAt),
    // One current subscription per student, and one next (waiting) one.
    uniqueIndex('subscriptions_one_current')
      .on(t.studentId)
      .where(sql`status IN ('trial', 'active', 'past_due', 'pending', 'cancelled', 'suspended')`),
    uniqueIndex('subscriptions_one_next').on(t.studentId).where(sql`status = 'waiting'`),
    check('subscriptions_type_check', oneOf(t.type, PLAN_TYPES)),
    check('subscriptions_status_check', oneOf(t.status, SUBSCRIPTION_STATUSES)),
    check('subscriptions_currency_check', oneOf(t.currency, CURRENCIES)),
    check('subscriptions_discount_check', sql`${t.discountPercent} BETWEEN 0 AND 100`),
    check('subscriptions_period_check', sql`${t.currentPeriodEnd} IS NULL OR ${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
  ],
);

/** A pause of a subscription (001 §4, §5): up to 4 weeks, once per payment cycle. */
export const subscriptionPauses = pgTable(
  'subscription_pauses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Planned end; moved to the moment of unpausing when ended early. */
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    plannedEndsAt: timestamp('planned_ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull(),
    cycleStart: timestamp('cycle_start', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('subscription_pauses_student_idx').on(t.studentId),
    uniqueIndex('subscription_pauses_once_per_cycle').on(t.subscriptionId, t.cycleStart).where(sql`status <> 'cancelled'`),
    check('subscription_pauses_status_check', oneOf(t.status, PAUSE_STATUSES)),
    check('subscription_pauses_time_check', sql`${t.endsAt} >= ${t.startsAt}`),
  ],
);

/**
 * Money that moved or tried to (001 §3 Transaction): charges, refunds, and the verification
 * charge of a new payment method with its refund. Amounts are positive; `kind` gives the sign.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id),
    /** The 4-week period a subscription charge pays for. */
    periodStart: timestamp('period_start', { withTimezone: true }),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    currency: text('currency').notNull(),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    /** The card's fingerprint at the time (declines per card for the fraud lock). */
    fingerprint: text('fingerprint'),
    processor: text('processor').notNull(),
    processorRef: text('processor_ref'),
    /** The processor's version of this payment: events with a lower one are stale. */
    processorSequence: integer('processor_sequence').notNull().default(0),
    /** A refund: the charge it gives money back for. */
    refundOf: uuid('refund_of'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('transactions_processor_ref_key').on(t.processor, t.processorRef),
    index('transactions_student_idx').on(t.studentId, t.createdAt),
    index('transactions_purchase_idx').on(t.purchaseId),
    // At most one live or paid charge per subscription period: a renewal can never be charged twice.
    uniqueIndex('transactions_one_charge_per_period')
      .on(t.subscriptionId, t.periodStart)
      .where(
        sql`kind = 'charge' AND period_start IS NOT NULL AND status IN ('pending', 'requires_action', 'processing', 'succeeded', 'refunded')`,
      ),
    check('transactions_kind_check', oneOf(t.kind, TRANSACTION_KINDS)),
    check('transactions_status_check', oneOf(t.status, PAYMENT_STATUSES)),
    check('transactions_currency_check', oneOf(t.currency, CURRENCIES)),
    check('transactions_amount_check', sql`${t.amountCents} >= 0 AND ${t.discountCents} >= 0`),
  ],
);

/** Processor events already applied (deduplication by the processor's event id). */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  processor: text('processor').notNull(),
  type: text('type').notNull(),
  reference: text('reference').notNull(),
  sequence: integer('sequence').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  /** 'applied', or 'stale' when a newer state of the payment was already known. */
  outcome: text('outcome').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_redemptions_purchase_key').on(t.purchaseId)],
);

/** Each student's own referral code (001 §3 Own referral). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(t.code)],
);

/** A friend's first purchase with a referral code; the referrer's reward follows 14 days later. */
export const referrals = pgTable(
  'referrals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    referrerId: uuid('referrer_id')
      .notNull()
      .references(() => users.id),
    friendId: uuid('friend_id')
      .notNull()
      .references(() => users.id),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id),
    status: text('status').notNull().default('pending'),
    rewardAt: timestamp('reward_at', { withTimezone: true }).notNull(),
    rewardedAt: timestamp('rewarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A friend is referred once.
    uniqueIndex('referrals_friend_key').on(t.friendId),
    index('referrals_referrer_idx').on(t.referrerId),
    check('referrals_status_check', oneOf(t.status, REFERRAL_STATUSES)),
  ],
);

/** Student invoices and credit memos (001 §3 Invoice PDF content), one per settled charge or refund. */
export const studentInvoices = pgTable(
  'student_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    kind: text('kind').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id),
    relatesToInvoiceId: uuid('relates_to_invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    currency: text('currency').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    countryCode: text('country_code'),
    /** Lines: item, units, per unit, amount. */
    items: jsonb('items').$type<{ item: string; units: number; perUnitCents: number; amountCents: number }[]>().notNull(),
    recipient: jsonb('recipient')
      /** `address`: the student's invoice address at issue time (issue 14), absent on older invoices. */
      .$type<{ name: string; email: string; studentId: string | null; country: string | null; address?: string[] }>()
      .notNull(),
    periodFrom: timestamp('period_from', { withTimezone: true }),
    periodTo: timestamp('period_to', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('student_invoices_number_key').on(t.number),
    uniqueIndex('student_invoices_transaction_key').on(t.transactionId),
    index('student_invoices_student_idx').on(t.studentId, t.issuedAt),
    check('student_invoices_kind_check', oneOf(t.kind, INVOICE_KINDS)),
    check('student_invoices_sum_check', sql`${t.netCents} + ${t.vatCents} = ${t.totalCents}`),
  ],
);

/** Gapless invoice numbers per series (e.g. 'INV-2026'): incremented under the row lock. */
export const invoiceCounters = pgTable('invoice_counters', {
  series: text('series').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * The built-in test processor's own books (what a real processor keeps on its side): one row
 * per payment intent, keyed by our idempotency key, so a replayed charge returns the first.
 */
export const testProcessorPayments = pgTable(
  'test_processor_payments',
  {
    reference: text('reference').primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    methodToken: text('method_token'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    sequence: integer('sequence').notNull(),
    errorCode: text('error_code'),
    nextAction: text('next_action'),
    /** Money actually captured (charges) or returned (refunds), for reconciliation. */
    settledCents: integer('settled_cents').notNull().default(0),
    refundOf: text('refund_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('test_processor_payments_idem_key').on(t.idempotencyKey)],
);

/** The test processor's vaulted payment methods (tokens); behaviour is decided by the test number. */
export const testProcessorMethods = pgTable('test_processor_methods', {
  token: text('token').primaryKey(),
  type: text('type').notNull(),
  brand: text('brand').notNull(),
  fingerprint: text('fingerprint').notNull(),
  /** ok | decline_on_charge | requires_action | sepa_ok | sepa_fail | paypal_ok */
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
