// Tables of the teacher earnings per logged class, bonuses, monthly invoices and their PDFs.
import { BONUS_TYPES, CLASS_TYPES, CURRENCIES, INVOICE_CATEGORIES, TEACHER_CREDIT_KINDS } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { classes } from './classes.ts';
import { users } from './identity.ts';

/** Credit kinds of a class's own line; at most one of them per class. */
export const CLASS_LINE_KINDS = ['Group', 'Private', 'NoShow', 'TechIssue', 'MissedClass'] as const;

/**
 * A monthly teacher invoice (000 §3 Teacher invoice). Exactly one per teacher and month: the
 * unique key makes the invoice job idempotent across reruns and nodes. The month is the
 * teacher's local calendar month (docs/decisions/014); the period is kept as instants.
 */
export const teacherInvoices = pgTable(
  'teacher_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The invoice number shown on the PDF, e.g. PT-2026-05-t3kz9. */
    number: text('number').notNull(),
    /** Unguessable id of the PDF link (teacher/pdf/{uniqueId}). */
    uniqueId: text('unique_id').notNull(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id),
    month: text('month').notNull(),
    timezone: text('timezone').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    itemCount: integer('item_count').notNull(),
  },
  (t) => [
    uniqueIndex('teacher_invoices_teacher_month_key').on(t.teacherId, t.month),
    uniqueIndex('teacher_invoices_unique_id_key').on(t.uniqueId),
    uniqueIndex('teacher_invoices_number_key').on(t.number),
    check('teacher_invoices_month_check', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
    check('teacher_invoices_currency_check', oneOf(t.currency, CURRENCIES)),
  ],
);

/**
 * One earning line of a teacher (000 §4 teacher credit kinds): a class's own line (Group,
 * Private, NoShow, TechIssue, MissedClass: one per class, written in the class log's
 * transaction), a bonus (one per class and bonus type, or granted by hand), or an adjustment
 * (Adg, possibly negative, e.g. health). Lines are invoiced once: invoice_id is set by the
 * monthly invoice and never changes afterwards. Title, uid and type of the class are copied
 * so that an invoice keeps saying what it said.
 */
export const teacherCredits = pgTable(
  'teacher_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    classId: uuid('class_id').references(() => classes.id),
    classUid: text('class_uid'),
    classTitle: text('class_title'),
    classType: text('class_type'),
    bonusType: text('bonus_type'),
    category: text('category'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The class start (or the grant date): decides the invoice month. */
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    description: text('description').notNull().default(''),
    invoiceId: uuid('invoice_id').references(() => teacherInvoices.id),
    /** The admin who granted a bonus or adjustment by hand. */
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('teacher_credits_class_line_key')
      .on(t.classId)
      .where(sql`kind IN ('Group', 'Private', 'NoShow', 'TechIssue', 'MissedClass')`),
    uniqueIndex('teacher_credits_class_bonus_key').on(t.classId, t.bonusType).where(sql`kind = 'Bonus' AND class_id IS NOT NULL`),
    index('teacher_credits_uninvoiced_idx').on(t.teacherId, t.earnedAt).where(sql`invoice_id IS NULL`),
    index('teacher_credits_invoice_idx').on(t.invoiceId),
    index('teacher_credits_teacher_earned_idx').on(t.teacherId, t.earnedAt),
    check('teacher_credits_kind_check', oneOf(t.kind, TEACHER_CREDIT_KINDS)),
    check('teacher_credits_bonus_type_check', oneOf(t.bonusType, BONUS_TYPES)),
    check('teacher_credits_category_check', oneOf(t.category, INVOICE_CATEGORIES)),
    check('teacher_credits_class_type_check', oneOf(t.classType, CLASS_TYPES)),
    check('teacher_credits_currency_check', oneOf(t.currency, CURRENCIES)),
    check('teacher_credits_bonus_check', sql`(${t.kind} = 'Bonus') = (${t.bonusType} IS NOT NULL)`),
    check(
      'teacher_credits_class_line_check',
      sql`${t.kind} NOT IN ('Group', 'Private', 'NoShow', 'TechIssue', 'MissedClass') OR ${t.classId} IS NOT NULL`,
    ),
    check('teacher_credits_amount_check', sql`${t.kind} = 'Adg' OR ${t.amountCents} >= 0`),
  ],
);
