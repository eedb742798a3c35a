import type { DailyPracticeState } from '@parla/contracts';
import { startOfLocalDay, zonedDateKey } from '../time/zoned.ts';

/** How many due words the daily set asks for, beside one exercise. */
export const DAILY_VOCABULARY_SIZE = 10;

export interface DailyPracticeInput {
  /** Words reviewed today (in the student's zone) and how many of those were rated Again. */
  reviewedToday: number;
  lapsedToday: number;
  /** Words due now that today's set still asks for (at most DAILY_VOCABULARY_SIZE - reviewedToday). */
  dueNow: number;
  /** Exercises answered today and how many of those were right. */
  exercisesToday: number;
  exercisesRightToday: number;
}

/** The start of the student's day (their IANA zone), for "today" counts. */
export function startOfPracticeDay(now: Date, timezone: string): Date {
  return startOfLocalDay(zonedDateKey(now, timezone), timezone);
}

/**
 * Daily practice (001 §4: available, completed, perfect; issue 17: due vocabulary plus one
 * exercise): completed once the day's words are reviewed (10, or every due one when fewer) and
 * one exercise is answered; perfect when, besides, no word was rated Again and every exercise
 * answered today was right. Available otherwise.
 */
export function dailyPracticeState(day: DailyPracticeInput): DailyPracticeState {
  const wordsDone = day.reviewedToday >= DAILY_VOCABULARY_SIZE || day.dueNow === 0;
  const exerciseDone = day.exercisesToday > 0;
  if (!wordsDone || !exerciseDone) return 'available';
  return day.lapsedToday === 0 && day.exercisesRightToday === day.exercisesToday ? 'perfect' : 'completed';
}
