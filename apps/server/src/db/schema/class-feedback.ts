// Tables of the student's side of class feedback (decision 089): the once-only "feedback ready"
// delivery (notification, Today card until read) and the student's missed-class reports.
import { MISSED_CLASS_REPORT_REASONS } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { classes } from './classes.ts';
import { users } from './identity.ts';

/**
 * One row per class and student once the teacher's feedback became readable (written and the
 * class rated, in either order). The primary key makes the notification once-only; `read_at`
 * is set when the student opened the feedback (the Today card shows the unread ones).
 */
export const classFeedbackDeliveries = pgTable(
  'class_feedback_deliveries',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.studentId] }),
    index('class_feedback_deliveries_unread_idx').on(t.studentId, t.deliveredAt).where(sql`${t.readAt} IS NULL`),
  ],
);

/**
 * The student says a class did not happen for them (001 §7 /api/class-feedback/missed-class):
 * one per class and student (unique index), read by the back office.
 */
export const missedClassReports = pgTable(
  'missed_class_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    explanation: text('explanation').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('missed_class_reports_class_student_key').on(t.classId, t.studentId),
    index('missed_class_reports_created_idx').on(t.createdAt),
    check('missed_class_reports_reason_check', oneOf(t.reason, MISSED_CLASS_REPORT_REASONS)),
    check('missed_class_reports_explanation_check', sql`char_length(${t.explanation}) <= 1000`),
  ],
);
