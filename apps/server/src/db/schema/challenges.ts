import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

// Monthly activity challenges (issue 18, decisions 083 and 087). One row per school month, made
// without an admin (on first read and by the month-start job); the unique slug makes both writers
// agree. The counting itself reads the activities' own tables (classes, practice): nothing is copied.

export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The URL name, e.g. `december-2026` (001 §2 `challenges/{challengeName}`). */
    slug: text('slug').notNull(),
    /** The school month, `2026-12`. */
    month: text('month').notNull(),
    /** The school month's bounds in Europe/Berlin: the same instants for every participant. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    target: integer('target').notNull(),
    /** Extra group credits for each participant who reaches the target by the end. */
    prizeGroupCredits: integer('prize_group_credits').notNull(),
    /** When the prize job finished this challenge (every completer granted, every participant told). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The back office's optimistic lock (decision 104): bumped when an admin changes target or prize. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('challenges_slug_key').on(t.slug),
    uniqueIndex('challenges_month_key').on(t.month),
    check('challenges_bounds_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('challenges_target_check', sql`${t.target} > 0`),
    check('challenges_prize_check', sql`${t.prizeGroupCredits} >= 0`),
  ],
);

/** A student in a challenge: at most one row per (challenge, student); leaving deletes it. */
export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    challengeId: uuid('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /** The leaderboard shows "A Parla student" instead of the name; the rank stays. */
    hideName: boolean('hide_name').notNull().default(false),
    /** Set when the participant's count reached the target (first seen on a read or by the prize job). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The prize's ledger grant: written once, in the transaction that grants it. */
    prizeGrantedAt: timestamp('prize_granted_at', { withTimezone: true }),
    /** The result notification (completed or not) was sent. */
    resultNotifiedAt: timestamp('result_notified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'challenge_participants_pkey', columns: [t.challengeId, t.studentId] }),
    index('challenge_participants_student_idx').on(t.studentId),
  ],
);
