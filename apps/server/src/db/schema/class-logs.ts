// Tables of the class logs: attendance, outcomes, no-show, technical problems, due logs.
import {
  ATTENDANCE,
  CANCELLATION_REASONS,
  CEFR_LEVELS,
  CLASS_LOG_OUTCOMES,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_TYPES,
} from '@parla/contracts';
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { appointments, classes } from './classes.ts';
import { users } from './identity.ts';

/** bytea as a Buffer on both drivers (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/** Why a class counts as missed: the teacher's own report (000 §4 cancellation reasons) or the due time passing. */
export const MISSED_REASONS = [...CANCELLATION_REASONS, 'log_overdue'] as const;
export type MissedReason = (typeof MISSED_REASONS)[number];

/**
 * A screenshot of a technical problem, kept in the database so that every node serves it and
 * backups hold it (docs/decisions/014). Uploaded before the report that points at it.
 */
export const classLogScreenshots = pgTable(
  'class_log_screenshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('class_log_screenshots_class_idx').on(t.classId),
    check('class_log_screenshots_type_check', oneOf(t.contentType, SCREENSHOT_TYPES)),
    check('class_log_screenshots_size_check', sql`${t.byteSize} BETWEEN 1 AND ${sql.raw(String(SCREENSHOT_MAX_BYTES))}`),
  ],
);

/**
 * The teacher's log of one class (000 §3 Teacher class log): one row per class, written by the
 * teacher (submitted, updated, no_students, technical_issue, missed by report) or by the
 * due-log job (missed, reason log_overdue). While no row exists the log is open.
 */
export const classLogs = pgTable(
  'class_logs',
  {
    classId: uuid('class_id')
      .primaryKey()
      .references(() => classes.id),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id),
    outcome: text('outcome').notNull(),
    notes: text('notes').notNull().default(''),
    resources: text('resources').notNull().default(''),
    technicalProblem: text('technical_problem'),
    screenshotId: uuid('screenshot_id').references(() => classLogScreenshots.id),
    missedReason: text('missed_reason'),
    missedExplanation: text('missed_explanation'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('class_logs_teacher_submitted_idx').on(t.teacherId, t.submittedAt),
    check('class_logs_outcome_check', oneOf(t.outcome, CLASS_LOG_OUTCOMES)),
    check('class_logs_missed_reason_check', oneOf(t.missedReason, MISSED_REASONS)),
    check('class_logs_missed_check', sql`(${t.outcome} = 'missed') = (${t.missedReason} IS NOT NULL)`),
  ],
);

/**
 * The teacher's log of one student in a class (000 §3 Appointment.appointmentLog): attendance
 * (mirrored to appointments.attendance), feedback to the student (shown to them only after
 * they rated the class) and a recommended level.
 */
export const appointmentLogs = pgTable(
  'appointment_logs',
  {
    appointmentId: uuid('appointment_id')
      .primaryKey()
      .references(() => appointments.id),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    attendance: text('attendance'),
    feedback: text('feedback').notNull().default(''),
    recommendedLevel: text('recommended_level'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('appointment_logs_class_idx').on(t.classId),
    index('appointment_logs_student_class_idx').on(t.studentId, t.classId),
    check('appointment_logs_attendance_check', oneOf(t.attendance, ATTENDANCE)),
    check('appointment_logs_level_check', oneOf(t.recommendedLevel, CEFR_LEVELS)),
  ],
);
