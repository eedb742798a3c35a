import { APPOINTMENT_STATUSES, ATTENDANCE, BUSINESS_MODELS, CLASS_STATUSES, CLASS_TYPES } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { CREDIT_KINDS } from './credit-kinds.ts';
import { lessons, modules } from './curriculum.ts';
import { users } from './identity.ts';

/** Group and trial classes seat at most 5 students (001 §9); individual classes one. */
export const MAX_GROUP_SEATS = 5;

/**
 * One live class: a lesson at a one-hour slot. Seats are a counter guarded by CHECKs so
 * that no race can overbook: booking runs `UPDATE classes SET seats_taken = seats_taken + 1`
 * and the database refuses the row past capacity (ARCHITECTURE convention 4).
 */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short public id used in URLs, the classroom and teacher invoices (Klass.uid). */
    uid: text('uid').notNull(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('active'),
    capacity: integer('capacity').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** Null while no teacher has committed to the class. */
    teacherId: uuid('teacher_id').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    businessModelType: text('business_model_type').notNull().default('B2C'),
    isForNewClassroom: boolean('is_for_new_classroom').notNull().default(true),
    canBeAudioRecorded: boolean('can_be_audio_recorded').notNull().default(false),
    classNote: text('class_note'),
    labels: text('labels').array().notNull().default(sql`ARRAY[]::text[]`),
    /** Set for classes of a teacher course (B2B/B2G); no courses table yet. */
    courseId: uuid('course_id'),
    createdBy: uuid('created_by').references(() => users.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * When the back office last moved the class to another time or lesson (decision 100): a
     * booking made before it may be cancelled with a refund until the start, whatever the notice.
     */
    movedAt: timestamp('moved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('classes_uid_key').on(t.uid),
    // The student's class search: upcoming bookable classes of one module, by time.
    index('classes_module_start_active_idx').on(t.moduleId, t.startAt).where(sql`status = 'active'`),
    index('classes_teacher_start_idx').on(t.teacherId, t.startAt),
    index('classes_start_idx').on(t.startAt),
    check('classes_type_check', oneOf(t.type, CLASS_TYPES)),
    check('classes_status_check', oneOf(t.status, CLASS_STATUSES)),
    check('classes_business_model_check', oneOf(t.businessModelType, BUSINESS_MODELS)),
    check('classes_capacity_check', sql`${t.capacity} BETWEEN 1 AND ${sql.raw(String(MAX_GROUP_SEATS))}`),
    check('classes_individual_capacity_check', sql`${t.type} <> 'individual' OR ${t.capacity} = 1`),
    check('classes_seats_check', sql`${t.seatsTaken} >= 0 AND ${t.seatsTaken} <= ${t.capacity}`),
    check('classes_time_check', sql`${t.endAt} > ${t.startAt}`),
  ],
);

/**
 * The spec's appointment statuses plus 'cancelled_by_student': the spec lists no status
 * for a student cancelling their own booking (001 §9 describes the refund rules for it),
 * and reusing 'not_booked' would lose who cancelled. See docs/decisions/003.
 */
export const APPOINTMENT_STATUSES_STORED = [...APPOINTMENT_STATUSES, 'cancelled_by_student'] as const;
export type StoredAppointmentStatus = (typeof APPOINTMENT_STATUSES_STORED)[number];

/** A student's seat in a class. Cancelled rows stay as history; only 'booked' holds a seat. */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull().default('booked'),
    /** Which credit the booking spent: group and trial classes take group credits, individual private. */
    creditKind: text('credit_kind').notNull(),
    label: text('label'),
    /** From the teacher's class log (000 §4 Attendance); null until the log is written. */
    attendance: text('attendance'),
    isRatedByStudent: boolean('is_rated_by_student').notNull().default(false),
    hasAttemptToJoin: boolean('has_attempt_to_join').notNull().default(false),
    isNewStudent: boolean('is_new_student').notNull().default(false),
    /** Whether the credit came back on cancellation (the ledger holds the matching row). */
    refunded: boolean('refunded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // One active booking per student per class; cancelled rows do not count, so rebooking works.
    uniqueIndex('appointments_one_booking_per_class').on(t.classId, t.studentId).where(sql`status = 'booked'`),
    index('appointments_student_status_idx').on(t.studentId, t.status, t.classId),
    index('appointments_class_idx').on(t.classId),
    check('appointments_status_check', oneOf(t.status, APPOINTMENT_STATUSES_STORED)),
    check('appointments_credit_kind_check', oneOf(t.creditKind, CREDIT_KINDS)),
    check('appointments_attendance_check', oneOf(t.attendance, ATTENDANCE)),
    check('appointments_cancelled_at_check', sql`${t.status} = 'booked' OR ${t.status} = 'not_booked' OR ${t.cancelledAt} IS NOT NULL`),
  ],
);
