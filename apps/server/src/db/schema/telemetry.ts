import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Product analytics (issue 19, decision 097): one row per event the web sent to /api/events.
 * Append-only like the audit log: triggers in migration 0038 refuse UPDATE, DELETE and TRUNCATE.
 * No foreign key to users (the stream outlives accounts; an erased account's events keep only an id).
 */
export const productEvents = pgTable(
  'product_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** When it happened (the browser's time, clamped to the server's clock: never in the future). */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    /** The signed-in user, null for a visitor. */
    userId: uuid('user_id'),
    /** A random id per page load, kept in the page's memory only: funnels count distinct sessions. */
    sessionId: text('session_id').notNull(),
    path: text('path'),
    props: jsonb('props'),
  },
  (t) => [index('product_events_occurred_idx').on(t.occurredAt), index('product_events_name_idx').on(t.name, t.occurredAt)],
);

export const ERROR_SOURCES = ['client', 'server'] as const;
export type ErrorSource = (typeof ERROR_SOURCES)[number];

/** One group per fingerprint (decision 097): counted, with first and last seen. */
export const errorGroups = pgTable(
  'error_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** sha256 of the fingerprint key (source, kind, normalized message, operation or top frame). */
    fingerprint: text('fingerprint').notNull(),
    source: text('source').notNull(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    /** "operation BookClass", "route /api/x" or the top frame of our code. */
    location: text('location'),
    count: integer('count').notNull().default(0),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('error_groups_fingerprint_idx').on(t.fingerprint),
    index('error_groups_last_seen_idx').on(t.lastSeenAt),
    check('error_groups_source_check', sql`${t.source} IN ('client', 'server')`),
  ],
);

/** The latest occurrences of a group (at most 20 kept per group): the detail view's samples. */
export const errorOccurrences = pgTable(
  'error_occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => errorGroups.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    userId: uuid('user_id'),
    /** Message, stack, operation, scrubbed variables, status, path, area, release, user agent. */
    detail: jsonb('detail').notNull(),
  },
  (t) => [index('error_occurrences_group_idx').on(t.groupId, t.occurredAt)],
);
