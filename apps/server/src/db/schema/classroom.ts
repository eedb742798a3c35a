import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RoomState } from '@parla/domain';
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
    /** The student agreed to show the feedback text, with their first name and initial, on the teacher's page. */
    isPublic: boolean('is_public').notNull().default(false),
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

/**
 * The live state of one classroom (docs/decisions/016): participants and waiting room,
 * presentation, annotations, screen share, class flow. One row per class (room_id = class uid)
 * or per demo session (room_id = 'demo-...'). Every change runs under a row lock, so app nodes
 * sharing the database never lose an update, and any node can answer `welcome`.
 */
export const classroomRooms = pgTable(
  'classroom_rooms',
  {
    roomId: text('room_id').primaryKey(),
    classId: uuid('class_id').references(() => classes.id),
    isDemo: boolean('is_demo').notNull().default(false),
    /** Demo rooms: who started it (null for a prospect) and from where, for the daily limit. */
    ownerUserId: uuid('owner_user_id').references(() => users.id),
    ownerIp: text('owner_ip'),
    state: jsonb('state').$type<RoomState>().notNull(),
    version: integer('version').notNull().default(0),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('classroom_rooms_class_key').on(t.classId),
    index('classroom_rooms_demo_owner_idx').on(t.ownerUserId, t.createdAt).where(sql`is_demo`),
    index('classroom_rooms_demo_ip_idx').on(t.ownerIp, t.createdAt).where(sql`is_demo`),
    check('classroom_rooms_kind_check', sql`${t.isDemo} = (${t.classId} IS NULL)`),
  ],
);

export const CLASSROOM_CHAT_ROLES = ['teacher', 'student', 'observer'] as const;

/** Classroom chat (001 §6): kept after class as the chat log; the teacher soft-deletes messages. */
export const classroomChatMessages = pgTable(
  'classroom_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: text('room_id')
      .notNull()
      .references(() => classroomRooms.roomId),
    classId: uuid('class_id').references(() => classes.id),
    authorUserId: uuid('author_user_id').references(() => users.id),
    authorPeerId: text('author_peer_id').notNull(),
    authorName: text('author_name').notNull(),
    authorRole: text('author_role').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: uuid('deleted_by').references(() => users.id),
  },
  (t) => [
    index('classroom_chat_room_created_idx').on(t.roomId, t.createdAt),
    check('classroom_chat_role_check', oneOf(t.authorRole, CLASSROOM_CHAT_ROLES)),
    check('classroom_chat_text_check', sql`char_length(${t.text}) BETWEEN 1 AND 2000`),
  ],
);
