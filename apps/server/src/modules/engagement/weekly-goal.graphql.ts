import { WEEKLY_GOAL_LEVELS } from '@parla/contracts';
import { builder } from '../../graphql/builder.ts';
import { type WeeklyGoalView, weeklyGoalOf } from './weekly-goal.service.ts';

// Today's weekly goal (issue 18, decision 085); setting it stays the settings module's
// `setWeeklyGoal`, which records the week's goal through this module.

export const WeeklyGoalLevel = builder.enumType('WeeklyGoalLevel', { values: WEEKLY_GOAL_LEVELS });

const WeeklyGoal = builder.objectRef<WeeklyGoalView>('WeeklyGoal').implement({
  description: "This week against the student's weekly goals, in their zone and week start (001 §7 Today: goal).",
  fields: (t) => ({
    level: t.field({ type: WeeklyGoalLevel, nullable: true, description: 'Null until the student sets a goal.', resolve: (g) => g.level }),
    classesPerWeek: t.int({ nullable: true, resolve: (g) => g.classesPerWeek }),
    attended: t.exposeInt('attended', { description: 'Classes attended this week (logged by their teacher).' }),
    planned: t.exposeInt('planned', { description: 'Booked classes still to come this week.' }),
    weekStart: t.field({ type: 'DateTime', resolve: (g) => g.weekStart }),
    weekEnd: t.field({ type: 'DateTime', description: 'The first instant of the next week.', resolve: (g) => g.weekEnd }),
    met: t.exposeBoolean('met'),
    streak: t.exposeInt('streak', {
      description: 'Weeks in a row the goal was met, up to this week once it is met (an open week does not break it).',
    }),
    wordsGoal: t.int({ nullable: true, description: 'Words a week to learn (the weekly-words goal).', resolve: (g) => g.wordsGoal }),
  }),
});

builder.queryField('weeklyGoal', (t) =>
  t.withAuth({ student: true }).field({
    type: WeeklyGoal,
    description: "The viewer's weekly class goal and words goal this week, with the streak.",
    resolve: (_root, _args, ctx) => weeklyGoalOf(ctx.app.db, ctx.auth.userId, ctx.app.clock.now()),
  }),
);
