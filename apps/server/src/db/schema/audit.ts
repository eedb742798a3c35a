import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const AUDIT_OUTCOMES = ['done', 'refused'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/**
 * The admin audit log (issue 19, decision 094): one row per admin action and per action of an
 * impersonated session. Append-only: triggers in migration 0035 refuse UPDATE, DELETE and
 * TRUNCATE, so there is no path to change history, not even for the application's own role.
 *
 * People are kept by id only, without foreign keys: the log outlives every other row, and names
 * are read live from `users` when the log is shown, so erasing an account (decision 094)
 * anonymises its rows without touching them. `before`/`after` are scrubbed of secrets and of
 * personal fields (e-mail, names, phone) before they are written.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** The admin who acted (the impersonator when a session is impersonated). */
    actorId: uuid('actor_id').notNull(),
    /** The user whose session the admin used (impersonation); null when the admin acted as themselves. */
    actingAsId: uuid('acting_as_id'),
    /** The GraphQL mutation field, e.g. `adminGrantCredits`. */
    action: text('action').notNull(),
    objectType: text('object_type'),
    objectId: text('object_id'),
    /** The arguments as sent (scrubbed). */
    request: jsonb('request'),
    /** What the object was before, when the service knows it (e.g. the balance before a grant). */
    before: jsonb('before'),
    /** The mutation's result (scrubbed); null when refused. */
    after: jsonb('after'),
    outcome: text('outcome').notNull(),
    /** The refusal's error code (`forbidden`, `validation_failed`, `class_already_taken`, ...). */
    errorCode: text('error_code'),
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_occurred_idx').on(t.occurredAt),
    index('audit_log_actor_idx').on(t.actorId, t.occurredAt),
    index('audit_log_action_idx').on(t.action, t.occurredAt),
    index('audit_log_object_idx').on(t.objectId),
    check('audit_log_outcome_check', sql`${t.outcome} IN ('done', 'refused')`),
    check('audit_log_error_code_check', sql`(${t.outcome} = 'refused') = (${t.errorCode} IS NOT NULL)`),
  ],
);
