import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** A saved goal returns LearningSettings: naming it here makes the card read the new week at once. */
export const WEEKLY_GOAL_TYPENAMES = { additionalTypenames: ['WeeklyGoal', 'LearningSettings'] };

/** Today's weekly goal card (001 §7 Today: goal). */
export const WEEKLY_GOAL = graphql(`
  query WeeklyGoal {
    weeklyGoal { level classesPerWeek attended planned weekStart weekEnd met streak wordsGoal }
    wordsLearnedThisWeek
  }
`);
export type WeeklyGoal = ResultOf<typeof WEEKLY_GOAL>['weeklyGoal'];

/** set weekly goal (001 §7): the same mutation as the learning settings. */
export const SET_WEEKLY_GOAL = graphql(`
  mutation SetWeeklyGoalFromToday($input: WeeklyGoalInput!) {
    setWeeklyGoal(input: $input) { goal classesPerWeekGoal wordsPerWeekGoal }
  }
`);
