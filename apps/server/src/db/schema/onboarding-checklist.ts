import { ONBOARDING_EVENTS, type OnboardingEvent } from '@parla/contracts';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks.ts';
import { users } from './identity.ts';

/**
 * What happened to a student that no other table tells (issue 16, decision 071): the classroom's
 * device check passed, the first practice submitted, a level confirmed without a test, the
 * checklist dismissed, the product tour finished. One row per student and event, with the first
 * time: the primary key makes a repeated or concurrent record a no-op.
 */
export const onboardingEvents = pgTable(
  'onboarding_events',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').$type<OnboardingEvent>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.event] }), check('onboarding_events_event_check', oneOf(t.event, ONBOARDING_EVENTS))],
);
