import type { DailyPracticeState } from '@parla/contracts';
import { DAILY_VOCABULARY_SIZE, dailyPracticeState, startOfPracticeDay } from '@parla/domain';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exerciseResults, practiceVocabularyItems, users, vocabularyCards, vocabularyReviewLogs } from '../../db/schema/index.ts';
import { type ExerciseView, exercisesOfLessons } from './exercises.service.ts';
import { openLessons, practiceStanding } from './practice-access.service.ts';
import { notRemoved } from './vocabulary-view.ts';

export interface DailyPracticeView {
  state: DailyPracticeState;
  /** Words the day's set still asks for (due now, at most the day's size). */
  wordsToReview: number;
  reviewedToday: number;
  /** The day's exercise: the first pending one of the open lessons (null when all are done). */
  exercise: ExerciseView | null;
  exercisesToday: number;
  /** False without a subscription: Today shows the offer instead (001 §6). */
  available: boolean;
  /** True once some lesson's practice is open (a class booked or attended, decision 073): Today hides the card before. */
  practiceOpen: boolean;
}

/** Daily practice on Today (001 §4): due vocabulary plus one exercise; available, completed or perfect. */
export async function dailyPractice(db: Db, studentId: string, now: Date): Promise<DailyPracticeView> {
  const [user] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, studentId));
  const since = startOfPracticeDay(now, user?.timezone ?? 'Europe/Berlin');
  const [standing, [reviews], [due], [exercises]] = await Promise.all([
    practiceStanding(db, studentId, now),
    db
      .select({
        reviewed: sql<number>`count(distinct ${vocabularyReviewLogs.vocabularyItemId})::int`,
        lapsed: sql<number>`count(*) filter (where ${vocabularyReviewLogs.rating} = 'again')::int`,
      })
      .from(vocabularyReviewLogs)
      .where(and(eq(vocabularyReviewLogs.studentId, studentId), gte(vocabularyReviewLogs.reviewedAt, since))),
    db
      .select({ due: sql<number>`count(*)::int` })
      .from(vocabularyCards)
      // A removed word's card stays but is never asked again: not due (decision 104).
      .innerJoin(practiceVocabularyItems, eq(practiceVocabularyItems.id, vocabularyCards.vocabularyItemId))
      .where(and(eq(vocabularyCards.studentId, studentId), lte(vocabularyCards.due, now), sql`${vocabularyCards.reps} > 0`, notRemoved)),
    db
      .select({ total: sql<number>`count(*)::int`, right: sql<number>`count(*) filter (where ${exerciseResults.score} = 100)::int` })
      .from(exerciseResults)
      .where(and(eq(exerciseResults.studentId, studentId), gte(exerciseResults.answeredAt, since))),
  ]);
  const lessons = openLessons(standing);
  const pending =
    (
      await exercisesOfLessons(
        db,
        studentId,
        lessons.map((l) => l.id),
        null,
      )
    ).find((e) => e.status === 'pending') ?? null;
  const wordsToReview = Math.min(due.due, Math.max(0, DAILY_VOCABULARY_SIZE - reviews.reviewed));
  return {
    state: dailyPracticeState({
      reviewedToday: reviews.reviewed,
      lapsedToday: reviews.lapsed,
      dueNow: wordsToReview,
      exercisesToday: exercises.total,
      exercisesRightToday: exercises.right,
    }),
    wordsToReview,
    reviewedToday: reviews.reviewed,
    exercise: pending,
    exercisesToday: exercises.total,
    available: standing.hasSubscription,
    practiceOpen: lessons.length > 0,
  };
}
