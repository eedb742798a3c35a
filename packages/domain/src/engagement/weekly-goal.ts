import { CLASSES_PER_WEEK_OF_GOAL, type WeeklyGoalLevel } from '@parla/contracts';
import { addDaysToKey, type DateKey, weekStartKey } from '../time/date-key.ts';
import { localWeek } from '../time/week.ts';
import { zonedDateKey } from '../time/zoned.ts';

/** The classes a week a goal level asks for (the table lives in @parla/contracts, decision 083). */
export function classesPerWeek(level: WeeklyGoalLevel): number {
  return CLASSES_PER_WEEK_OF_GOAL[level];
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
