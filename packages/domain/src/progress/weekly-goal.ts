import { addDaysToKey, type DateKey, weekStartKey } from '../time/date-key.ts';
import { localWeek } from '../time/week.ts';
import { zonedDateKey } from '../time/zoned.ts';

/**
 * The weekly class goal's levels (001 §3) and the classes a week each asks for. One class a week
 * keeps a level moving slowly; seven is a class a day, what a Super Sprint (30 classes a month)
 * needs. The steps between follow what schools in the field offer (2, 3, 5).
 */
export const WEEKLY_GOAL_LEVELS = {
  casual: 1,
  steady: 2,
  serious: 3,
  intense: 5,
  unstoppable: 7,
} as const;

export type WeeklyGoalLevel = keyof typeof WEEKLY_GOAL_LEVELS;

export const WEEKLY_GOAL_LEVEL_NAMES = Object.keys(WEEKLY_GOAL_LEVELS) as WeeklyGoalLevel[];

export function classesPerWeek(level: WeeklyGoalLevel): number {
  return WEEKLY_GOAL_LEVELS[level];
}

export interface WeeklyGoalProgress {
  /** The first local day of the week that contains `now`. */
  weekStartKey: DateKey;
  from: Date;
  to: Date;
  attended: number;
  goal: number;
  met: boolean;
  /** Consecutive weeks met, ending with this week when it is met already, else with the last one. */
  streak: number;
}

/**
 * This week's progress against the goal, in the student's zone and week start, and the streak of
 * weeks met. `attendedAt` are the start instants of the classes the student attended (any order);
 * a week counts with the goal of `now` (a student who raises the goal does not lose past weeks
 * retroactively: callers pass the goal each past week had when they keep it, see `goalOf`).
 */
export function weeklyGoalProgress(input: {
  attendedAt: readonly Date[];
  level: WeeklyGoalLevel;
  now: Date;
  timeZone: string;
  weekStart: string;
  /** The goal that applied in a past week (by its first day), when it differs from today's. */
  goalOf?: (weekStartKey: DateKey) => number;
}): WeeklyGoalProgress {
  const { timeZone, weekStart } = input;
  const goal = classesPerWeek(input.level);
  const goalOf = input.goalOf ?? (() => goal);
  const perWeek = new Map<DateKey, number>();
  for (const at of input.attendedAt) {
    const key = weekStartKey(zonedDateKey(at, timeZone), weekStart);
    perWeek.set(key, (perWeek.get(key) ?? 0) + 1);
  }
  const thisWeek = weekStartKey(zonedDateKey(input.now, timeZone), weekStart);
  const week = localWeek(thisWeek, timeZone);
  const attended = perWeek.get(thisWeek) ?? 0;
  const met = attended >= goal;
  let streak = met ? 1 : 0;
  for (let key = addDaysToKey(thisWeek, -7); (perWeek.get(key) ?? 0) >= goalOf(key); key = addDaysToKey(key, -7)) {
    streak += 1;
  }
  return { weekStartKey: thisWeek, from: week.from, to: week.to, attended, goal, met, streak };
}
