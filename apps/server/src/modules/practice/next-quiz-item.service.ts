import type { Db } from '../../db/client.ts';
import { type ExerciseView, exercisesOfLessons } from './exercises.service.ts';
import { assertSelfStudy, openLessons, practiceStanding } from './practice-access.service.ts';

/**
 * The quiz trainer's "next quiz item" (issue 17): the first pending quiz exercise of the student's
 * open lessons, in lesson order then position; null once every open quiz is answered.
 */
export async function nextQuizItem(db: Db, studentId: string, now: Date): Promise<ExerciseView | null> {
  await assertSelfStudy(db, studentId);
  const lessons = openLessons(await practiceStanding(db, studentId, now));
  const quizzes = await exercisesOfLessons(
    db,
    studentId,
    lessons.map((l) => l.id),
    'quiz',
  );
  return quizzes.find((e) => e.status === 'pending') ?? null;
}
