// Tables of the teacher booking page, courses, commitments, penalties and appeals (000 §1-§9).
// The teaching pause and penalty_until live on teacher_profiles (teaching.ts).
import { BUSINESS_MODELS, CANCELLATION_REASONS, CLASS_TYPES, CURRENCIES } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { classes } from './classes.ts';
import { sections } from './curriculum.ts';
import { users } from './identity.ts';

export interface CourseTimeValue {
  /** Lowercase weekday name (000 §4 weekdays). */
  dayOfWeek: string;
  /** Local hour in the course's time zone. */
  hour: number;
}

export interface CourseHolidayValue {
  /** Local date 'YYYY-MM-DD' without classes. */
  date: string;
  name: string;
}

export const COURSE_STATUSES = ['open', 'cancelled'] as const;

/**
 * A teacher course (000 §3 Teacher available course): a B2B/B2G group that meets at fixed
 * weekly times between two dates, booked by one teacher as a whole. Its classes are rows of
 * `classes` with course_id set. `teacher_id` is null while the course is on offer.
 */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Natural key (the seed's and the back office's reference). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id),
    /** The course modules in teaching order (000 §3 courseModules). */
    moduleIds: uuid('module_ids').array().notNull().default(sql`ARRAY[]::uuid[]`),
    /** The class type of its classes. */
    courseType: text('course_type').notNull().default('group'),
    businessModelType: text('business_model_type').notNull().default('B2B'),
    material: text('material').notNull().default(''),
    studentsCount: integer('students_count').notNull().default(0),
    feedbackRequired: boolean('feedback_required').notNull().default(false),
    courseTimes: jsonb('course_times').$type<CourseTimeValue[]>().notNull().default([]),
    /** The zone of course times and dates. */
    timezone: text('timezone').notNull().default('Europe/Berlin'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    holidays: jsonb('holidays').$type<CourseHolidayValue[]>().notNull().default([]),
    /** Teacher pay per class of this course, shown only to teachers with price visibility. */
    priceCents: integer('price_cents'),
    currency: text('currency').notNull().default('EUR'),
    status: text('status').notNull().default('open'),
    teacherId: uuid('teacher_id').references(() => users.id),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    feedback: text('feedback'),
    feedbackSubmittedAt: timestamp('feedback_submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courses_code_key').on(t.code),
    index('courses_teacher_idx').on(t.teacherId),
    index('courses_open_idx').on(t.startDate).where(sql`status = 'open' AND teacher_id IS NULL`),
    check('courses_course_type_check', oneOf(t.courseType, CLASS_TYPES)),
    check('courses_business_model_check', oneOf(t.businessModelType, BUSINESS_MODELS)),
    check('courses_currency_check', oneOf(t.currency, CURRENCIES)),
    check('courses_status_check', oneOf(t.status, COURSE_STATUSES)),
    check('courses_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('courses_students_check', sql`${t.studentsCount} >= 0`),
    check('courses_price_check', sql`${t.priceCents} IS NULL OR ${t.priceCents} >= 0`),
    check('courses_booked_check', sql`(${t.teacherId} IS NULL) = (${t.bookedAt} IS NULL)`),
  ],
);

/** late_cancellation: under 24 h; very_late_cancellation: under 3 h; missed_class: 2 weeks (000 §9). */
export const PENALTY_KINDS = ['late_cancellation', 'very_late_cancellation', 'missed_class', 'manual'] as const;

/**
 * Every penalty a teacher received (000 §4 Penalty). teacher_profiles.penalty_until is the
 * latest `until_at` of the penalties not lifted: what blocks new commitments.
 */
export const teacherPenalties = pgTable(
  'teacher_penalties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    reason: text('reason').notNull().default(''),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    untilAt: timestamp('until_at', { withTimezone: true }).notNull(),
    classId: uuid('class_id').references(() => classes.id),
    /** Set when an accepted appeal lifted the penalty. */
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teacher_penalties_teacher_until_idx').on(t.teacherId, t.untilAt),
    check('teacher_penalties_kind_check', oneOf(t.kind, PENALTY_KINDS)),
    check('teacher_penalties_period_check', sql`${t.untilAt} > ${t.fromAt}`),
  ],
);

export const PENALTY_APPEAL_STATUSES = ['pending', 'accepted', 'rejected'] as const;

/** A teacher's appeal of a penalty (000 §3 Penalty appeal); one per penalty. */
export const penaltyAppeals = pgTable(
  'penalty_appeals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The penalty that set penalty_until when the appeal was made. */
    penaltyId: uuid('penalty_id')
      .notNull()
      .references(() => teacherPenalties.id),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id),
    /** What the admin wrote when deciding; shown in the back office and e-mailed to the teacher. */
    decisionNote: text('decision_note'),
  },
  (t) => [
    // One appeal per penalty: a double submit or two tabs cannot file two.
    uniqueIndex('penalty_appeals_penalty_key').on(t.penaltyId),
    index('penalty_appeals_status_idx').on(t.status, t.createdAt),
    index('penalty_appeals_teacher_idx').on(t.teacherId),
    check('penalty_appeals_status_check', oneOf(t.status, PENALTY_APPEAL_STATUSES)),
    check('penalty_appeals_reason_check', sql`char_length(${t.reason}) >= 50`),
    check('penalty_appeals_decided_check', sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`),
  ],
);

export const COMMITMENT_CANCELLATION_CONSEQUENCES = ['none', 'block_7_days', 'block_7_days_with_explanation'] as const;

/** A teacher giving up a class they had committed to; the last-minute ones count toward reviews. */
export const commitmentCancellations = pgTable(
  'commitment_cancellations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    committedAt: timestamp('committed_at', { withTimezone: true }).notNull(),
    classStartAt: timestamp('class_start_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    explanation: text('explanation'),
    consequence: text('consequence').notNull(),
    isLastMinute: boolean('is_last_minute').notNull(),
    freeBecauseAccidental: boolean('free_because_accidental').notNull().default(false),
    penaltyId: uuid('penalty_id').references(() => teacherPenalties.id),
  },
  (t) => [
    index('commitment_cancellations_last_minute_idx').on(t.teacherId, t.cancelledAt).where(sql`is_last_minute`),
    index('commitment_cancellations_class_idx').on(t.classId),
    check('commitment_cancellations_reason_check', oneOf(t.reason, CANCELLATION_REASONS)),
    check('commitment_cancellations_consequence_check', oneOf(t.consequence, COMMITMENT_CANCELLATION_CONSEQUENCES)),
  ],
);

/** More than 3 last-minute cancellations in 3 months: the teacher manager reviews the teacher (000 §9). */
export const teacherReviewFlags = pgTable(
  'teacher_review_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    lastMinuteCancellations: integer('last_minute_cancellations').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  // At most one open review per teacher; further late cancellations keep it open.
  (t) => [uniqueIndex('teacher_review_flags_open_key').on(t.teacherId).where(sql`resolved_at IS NULL`)],
);
