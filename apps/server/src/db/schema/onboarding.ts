import { ONBOARDING_FLOW_STEPS, type OnboardingFlowStep } from '@parla/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { sections } from './curriculum.ts';
import { users } from './identity.ts';

export const PLACEMENT_ATTEMPT_STATES = ['in_progress', 'finished'] as const;
export type PlacementAttemptState = (typeof PLACEMENT_ATTEMPT_STATES)[number];
/** What claiming did to the student's course: moved, or why it stayed. */
export const PLACEMENT_CLAIM_OUTCOMES = ['moved', 'has_classes', 'other_language_subscription', 'no_module'] as const;
export type PlacementClaimOutcome = (typeof PLACEMENT_CLAIM_OUTCOMES)[number];

/** One answered item of a placement attempt, in the order asked. */
export interface PlacementAnswerRow {
  itemId: string;
  /** The item's step on the A1.1..C2.3 scale when it was asked. */
  step: number;
  optionIndex: number;
  correct: boolean;
  answeredAt: string;
}

/**
 * A placement test taken by a visitor or a student (issue 16). The visitor holds a secret token
 * (only its SHA-256 is stored); a signed-in student also owns it by user id. `current_item_id`
 * is the item asked now: an answer must name it, and the row lock makes two answers to one item
 * count once.
 */
export const placementAttempts = pgTable(
  'placement_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id),
    /** The student who took it or claimed it; null while an anonymous visitor's. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<PlacementAttemptState>().notNull().default('in_progress'),
    currentItemId: text('current_item_id'),
    answers: jsonb('answers').$type<PlacementAnswerRow[]>().notNull().default([]),
    resultLevel: text('result_level'),
    resultSublevel: integer('result_sublevel'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    claimOutcome: text('claim_outcome').$type<PlacementClaimOutcome>(),
  },
  (t) => [
    uniqueIndex('placement_attempts_token_key').on(t.tokenHash),
    index('placement_attempts_user_section_idx').on(t.userId, t.sectionId, t.startedAt),
    check('placement_attempts_state_check', oneOf(t.state, PLACEMENT_ATTEMPT_STATES)),
    check('placement_attempts_claim_outcome_check', oneOf(t.claimOutcome, PLACEMENT_CLAIM_OUTCOMES)),
    // Claimed means by a student, with an outcome.
    check('placement_attempts_claim_check', sql`${t.claimedAt} IS NULL OR (${t.userId} IS NOT NULL AND ${t.claimOutcome} IS NOT NULL)`),
    check('placement_attempts_sublevel_check', sql`${t.resultSublevel} IS NULL OR ${t.resultSublevel} BETWEEN 1 AND 3`),
    // A finished attempt has its result and no question open; an open one has no result.
    check(
      'placement_attempts_result_check',
      sql`(${t.state} = 'finished' AND ${t.resultLevel} IS NOT NULL AND ${t.finishedAt} IS NOT NULL AND ${t.currentItemId} IS NULL)
        OR (${t.state} = 'in_progress' AND ${t.resultLevel} IS NULL AND ${t.finishedAt} IS NULL)`,
    ),
  ],
);

/**
 * Where a student stands in the onboarding flow (issue 16): the furthest step reached (the flow
 * resumes there), and when it ended: completed (the congratulations page) or skipped. One row per
 * student, written the first time they open the flow; no row means never started.
 */
export const onboardingProgress = pgTable(
  'onboarding_progress',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step').$type<OnboardingFlowStep>().notNull().default('welcome'),
    /** The student skipped the booking step (booking/skip): the congratulations page says so. */
    bookingSkippedAt: timestamp('booking_skipped_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    skippedAt: timestamp('skipped_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('onboarding_progress_step_check', oneOf(t.step, ONBOARDING_FLOW_STEPS)),
    // A flow ends once: completed or skipped, not both.
    check('onboarding_progress_end_check', sql`${t.completedAt} IS NULL OR ${t.skippedAt} IS NULL`),
  ],
);
