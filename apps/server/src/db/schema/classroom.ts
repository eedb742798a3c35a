import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { classes } from './classes.ts';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';

// Tables of the live classroom. The two below are read by other modules (class logs pre-fill
// attendance from events; the teacher rating page averages reviews), so their shape is fixed here.

export const CLASSROOM_EVENT_KINDS = ['joined', 'left', 'admitted', 'denied', 'removed', 'started', 'ended'] as const;

/** Evidence of who was in the classroom and when (issue 6: joined, left, duration). */
export const classroomEvents = pgTable(
  'classroom_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    userId: uuid('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('classroom_events_class_at_idx').on(t.classId, t.at),
    check('classroom_events_kind_check', oneOf(t.kind, CLASSROOM_EVENT_KINDS)),
  ],
);

/**
 * A student's review after class (001 §2 class/{uid}/review): teacher, material and feedback
 * text required, technical quality optional. One per student and class.
 */
export const classReviews = pgTable(
  'class_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    /** The class's teacher when reviewed (classes can change teacher before they run). */
    teacherId: uuid('teacher_id').references(() => users.id),
    teacherRating: integer('teacher_rating').notNull(),
    materialRating: integer('material_rating').notNull(),
    technicalQuality: integer('technical_quality'),
    feedback: text('feedback').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('class_reviews_class_student_key').on(t.classId, t.studentId),
    index('class_reviews_teacher_created_idx').on(t.teacherId, t.createdAt),
    check(
      'class_reviews_ratings_check',
      sql`${t.teacherRating} BETWEEN 1 AND 5 AND ${t.materialRating} BETWEEN 1 AND 5 AND (${t.technicalQuality} IS NULL OR ${t.technicalQuality} BETWEEN 1 AND 5)`,
    ),
  ],
);
