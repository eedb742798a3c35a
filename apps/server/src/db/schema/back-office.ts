import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ADMIN_ROLES } from '@parla/contracts';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';

/**
 * The back-office role of an admin (users with the `admin` role). An admin without a row is a
 * `full` admin: the admins made before roles existed (the demo admin) keep every right.
 */
export const adminAccounts = pgTable(
  'admin_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('full'),
    createdById: uuid('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('admin_accounts_role_check', oneOf(t.role, ADMIN_ROLES))],
);

/** Notes the school keeps about a student (the student's back-office page); never shown to the student. */
export const adminNotes = pgTable(
  'admin_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The admin who wrote it; no foreign key, like the audit log: the note outlives an admin's account. */
    authorId: uuid('author_id').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_notes_student_idx').on(t.studentId, t.createdAt),
    check('admin_notes_text_check', sql`length(${t.text}) BETWEEN 1 AND 2000`),
  ],
);
