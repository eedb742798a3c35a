// The reviews of booking experience, personalized classes and feature usefulness (001 §7, issue
// 18, decision 090), and the prompts that ask for them.
import { EXPERIENCE_REVIEW_COMMENT_MAX, EXPERIENCE_REVIEW_KINDS } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';

/**
 * One review: a 1-5 rating and an optional comment (the student's own words: exported with the
 * account, blanked on erasure). `subject` is the class uid (booking experience), the feature
 * (feature usefulness) or null (personalized).
 */
export const experienceReviews = pgTable(
  'experience_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    subject: text('subject'),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('experience_reviews_student_idx').on(t.studentId, t.kind, t.createdAt),
    // The back office's list: one kind, newest first.
    index('experience_reviews_kind_created_idx').on(t.kind, t.createdAt),
    check('experience_reviews_kind_check', oneOf(t.kind, EXPERIENCE_REVIEW_KINDS)),
    check('experience_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('experience_reviews_comment_check', sql`char_length(${t.comment}) <= ${sql.raw(String(EXPERIENCE_REVIEW_COMMENT_MAX))}`),
  ],
);

/**
 * A prompt shown to a student. The unique (student, day) index is the "at most one prompt a
 * local day" rule held by the database: two racing requests cannot both show one. `day` is the
 * student's local date when it was shown; `dismissedAt` is "Not now", `answeredAt` the review.
 */
export const reviewPrompts = pgTable(
  'review_prompts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    day: text('day').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject'),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull(),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('review_prompts_student_day_key').on(t.studentId, t.day),
    check('review_prompts_kind_check', oneOf(t.kind, EXPERIENCE_REVIEW_KINDS)),
    check('review_prompts_day_check', sql`${t.day} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
  ],
);
