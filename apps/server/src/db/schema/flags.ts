import { FEATURE_FLAG_ENVIRONMENTS, FEATURE_FLAG_RULES, ROLES } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';

/**
 * Feature flags (issue 19, decision 096): one rule per flag and environment. The running
 * environment is configuration (FLAG_ENVIRONMENT); a flag without a row in it answers its
 * default (KNOWN_FEATURE_FLAGS in contracts; unknown flags are off). Replaces `commerce_flags`.
 */
export const featureFlags = pgTable(
  'feature_flags',
  {
    key: text('key').notNull(),
    environment: text('environment').notNull(),
    description: text('description').notNull().default(''),
    rule: text('rule').notNull(),
    /** 0-100, read for `percentage`. */
    percentage: integer('percentage').notNull().default(0),
    /** Read for `users`. Ids only, no foreign key: an erased user simply no longer matches. */
    userIds: uuid('user_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** Read for `role`. */
    role: text('role'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.environment] }),
    check('feature_flags_key_check', sql`${t.key} ~ '^[a-z][a-z0-9_]{2,79}$'`),
    check('feature_flags_environment_check', oneOf(t.environment, FEATURE_FLAG_ENVIRONMENTS)),
    check('feature_flags_rule_check', oneOf(t.rule, FEATURE_FLAG_RULES)),
    check('feature_flags_percentage_check', sql`${t.percentage} BETWEEN 0 AND 100`),
    check('feature_flags_role_check', sql`${t.role} IS NULL OR ${oneOf(t.role, ROLES)}`),
  ],
);
