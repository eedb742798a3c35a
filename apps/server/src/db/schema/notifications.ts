import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * In-app messages for a student (001 §3 Student notification: id, createdAt, contentKeys,
 * contentValues, type). The text is not stored: the web translates `content_keys` with the
 * values, so a notification reads in the language the student uses when they open it.
 */
export const studentNotifications = pgTable(
  'student_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    contentKeys: text('content_keys').array().notNull().default(sql`ARRAY[]::text[]`),
    contentValues: jsonb('content_values').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('student_notifications_user_created_idx').on(t.userId, t.createdAt)],
);
