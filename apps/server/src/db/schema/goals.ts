import { date, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * The weekly class goal, week by week (issue 18, decision 085): the classes a week that applied
 * (written when the student sets a goal, and when a week is met) and when the week was met. Past
 * weeks keep the goal they had, so raising the goal does not erase a streak; `met_at` is written
 * once, which makes the "goal met" notification happen once per student and week.
 */
export const weeklyGoalWeeks = pgTable(
  'weekly_goal_weeks',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The first local day of the week, in the student's zone and week start. */
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    classesPerWeek: integer('classes_per_week').notNull(),
    metAt: timestamp('met_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.weekStart] })],
);
