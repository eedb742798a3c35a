import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * A student's attendance achievement (001 §3 Achievement: slug, claimedAt; issue 18, decision 086):
 * one row per student and milestone slug (`attended-{n}`), written in the class-log transaction
 * that made the attended count reach the milestone. The unique index is what makes "earned
 * exactly once" hold under racing logs; claimedAt is set once by the student.
 */
export const studentAchievements = pgTable(
  'student_achievements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    slug: text('slug').notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('student_achievements_student_slug_key').on(t.studentId, t.slug),
    index('student_achievements_student_earned_idx').on(t.studentId, t.earnedAt),
    check('student_achievements_slug_check', sql`${t.slug} ~ '^attended-[0-9]+$'`),
  ],
);
