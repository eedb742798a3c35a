import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { appointments } from './classes.ts';
import { CREDIT_KINDS, CREDIT_SOURCES } from './credit-kinds.ts';
import { users } from './identity.ts';

export { CREDIT_KINDS, CREDIT_SOURCES, type CreditKind, type CreditSource } from './credit-kinds.ts';

/**
 * A batch of credits with its own expiry (credits are valid 1 year from purchase, 001 §9).
 * Spending takes one credit from the unexpired grant that expires first (FIFO by expiry),
 * under a row lock; the CHECKs make an overdraft impossible even if a rule is wrong.
 * Balance = sum(remaining) of the student's unexpired grants of that kind.
 */
export const creditGrants = pgTable(
  'credit_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    remaining: integer('remaining').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    /** The purchase, referral, appointment... that produced the grant; makes granting idempotent. */
    sourceRef: text('source_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A payment webhook delivered twice must not grant twice.
    uniqueIndex('credit_grants_source_key').on(t.source, t.sourceRef, t.kind).where(sql`source_ref IS NOT NULL`),
    // FIFO spending: the student's grants of a kind in expiry order.
    index('credit_grants_student_kind_expiry_idx').on(t.studentId, t.kind, t.expiresAt),
    check('credit_grants_kind_check', oneOf(t.kind, CREDIT_KINDS)),
    check('credit_grants_source_check', oneOf(t.source, CREDIT_SOURCES)),
    check('credit_grants_amount_check', sql`${t.amount} > 0`),
    check('credit_grants_remaining_check', sql`${t.remaining} >= 0 AND ${t.remaining} <= ${t.amount}`),
  ],
);

/**
 * Every credit movement, append-only: +amount when a grant is made, -1 per booking, +1 per
 * refund, -remaining on expiry. For every grant, sum(delta) = remaining; the tests check it.
 * Known reasons: grant, booking, cancellation_refund, class_cancelled_refund, expiry, conversion,
 * admin_grant.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => creditGrants.id),
    kind: text('kind').notNull(),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    /** Free text for support: why an admin granted or took credits (reason 'admin_grant'). */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_student_idx').on(t.studentId, t.createdAt),
    index('credit_ledger_grant_idx').on(t.grantId),
    index('credit_ledger_appointment_idx').on(t.appointmentId),
    check('credit_ledger_kind_check', oneOf(t.kind, CREDIT_KINDS)),
    check('credit_ledger_delta_check', sql`${t.delta} <> 0`),
  ],
);
