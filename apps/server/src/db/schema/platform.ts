import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The durable job queue: time-driven transitions (trial ends, renewals, invoices,
 * class cut-offs) are rows here, claimed with FOR UPDATE SKIP LOCKED by any node.
 * `runAt` is compared with the injected Clock, so tests move time instead of waiting.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** When set, at most one job with this key ever exists (idempotent scheduling): put a date or period in keys of recurring work. */
    uniqueKey: text('unique_key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`completed_at IS NULL AND failed_at IS NULL`),
    uniqueIndex('jobs_unique_key').on(t.uniqueKey),
  ],
);

/** Sent mail, kept only when no SMTP server is configured: the dev outbox at /dev/mail. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);
