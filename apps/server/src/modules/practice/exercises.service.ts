import { type ExerciseKind, type ExerciseTextsTranslation, type Translations, exerciseAnswerInput, INPUT_MESSAGES } from '@parla/contracts';
import {
  DomainError,
  type TaskAnswer,
  ValidationError,
  answerFitsTask,
  exerciseScore,
  isAnswerCorrectInAnyWords,
  notFound,
} from '@parla/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { exerciseResults, practiceExercises } from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validation.ts';
import { assertLessonOpen } from './practice-access.service.ts';
import { practiceSubmitted } from './practice-events.ts';
import type { TaskSource } from './task-source.ts';

type ExerciseRow = typeof practiceExercises.$inferSelect;
type ResultRow = typeof exerciseResults.$inferSelect;

/** What the student learns once an exercise is answered: never before (issue 17). */
export interface ExerciseFeedback {
  correct: boolean;
  answer: TaskAnswer;
  /** The task with its key: GraphQL answers the right answer in the reader's words (decision 124). */
  source: TaskSource;
  explanation: string;
  /** The explanation in the other display languages (decision 117). */
  translations: Translations<ExerciseTextsTranslation>;
}

/** 001 §3 Exercise: the task without its key, the score (null while pending) and, once answered, the feedback. */
export interface ExerciseView {
  id: string;
  lessonId: string;
  position: number;
  type: ExerciseKind;
  taskType: string;
  /** The task with its key and its words in the display languages: GraphQL shows the key-free view in the reader's (decision 124). */
  source: TaskSource;
  score: number | null;
  status: 'pending' | 'completed';
  attempts: number;
  feedback: ExerciseFeedback | null;
  url: string;
}

function exerciseView(row: ExerciseRow, result: ResultRow | null, locale = 'en'): ExerciseView {
  const completed = result?.status === 'completed';
  const source: TaskSource = { task: row.task, seed: row.id, texts: row.translations };
  return {
    id: row.id,
    lessonId: row.lessonId,
    position: row.position,
    type: row.kind as ExerciseKind,
    taskType: row.taskType,
    source,
    score: completed ? (result?.score ?? null) : null,
    status: completed ? 'completed' : 'pending',
    attempts: result?.attempts ?? 0,
    feedback:
      completed && result
        ? {
            correct: result.score === 100,
            answer: (result.answer ?? {}) as TaskAnswer,
            source,
            explanation: row.explanation,
            translations: row.translations,
          }
        : null,
    url: `/${locale}/account/practice/${row.kind}/${row.lessonId}`,
  };
}

/** Exercises of some lessons with the student's results, in lesson order then position (two queries). */
export async function exercisesOfLessons(
  db: Db | Tx,
  studentId: string,
  lessonIds: string[],
  kind: ExerciseKind | null,
): Promise<ExerciseView[]> {
  if (lessonIds.length === 0) return [];
  const rows = await db
    .select()
    .from(practiceExercises)
    .where(and(inArray(practiceExercises.lessonId, lessonIds), kind ? eq(practiceExercises.kind, kind) : undefined))
    .orderBy(asc(practiceExercises.position));
  const results = rows.length
    ? await db
        .select()
        .from(exerciseResults)
        .where(
          and(
            eq(exerciseResults.studentId, studentId),
            inArray(
              exerciseResults.exerciseId,
              rows.map((r) => r.id),
            ),
          ),
        )
    : [];
  const resultOf = new Map(results.map((r) => [r.exerciseId, r]));
  const order = new Map(lessonIds.map((id, i) => [id, i]));
  return rows
    .sort((a, b) => order.get(a.lessonId)! - order.get(b.lessonId)! || a.position - b.position)
    .map((row) => exerciseView(row, resultOf.get(row.id) ?? null));
}

/** homework/{lessonId} and quiz/{lessonId}: the lesson's exercises of that kind. */
export async function lessonExercises(db: Db, studentId: string, lessonId: string, kind: ExerciseKind | null, now: Date) {
  await assertLessonOpen(db, studentId, lessonId, now);
  return exercisesOfLessons(db, studentId, [lessonId], kind);
}

/**
 * Submits one exercise's answer (001 §7 "submit exercise score"; the score is the server's, from
 * the key the client never saw). One answer per exercise until restarted: the row lock makes a
 * second, concurrent submit fail with exercise_already_answered instead of counting twice.
 */
export async function submitExerciseAnswer(app: FastifyInstance, studentId: string, raw: unknown): Promise<ExerciseView> {
  const input = parseInput(exerciseAnswerInput, raw);
  const now = app.clock.now();
  const [exercise] = await app.db.select().from(practiceExercises).where(eq(practiceExercises.id, input.exerciseId));
  if (!exercise) throw notFound();
  await assertLessonOpen(app.db, studentId, exercise.lessonId, now);
  const answer = input.answer as TaskAnswer;
  if (!answerFitsTask(exercise.task.type, answer)) {
    throw new ValidationError([{ field: 'answer', message: INPUT_MESSAGES.invalidChoice }]);
  }
  return app.db.transaction(async (tx) => {
    await tx.insert(exerciseResults).values({ studentId, exerciseId: exercise.id }).onConflictDoNothing();
    const [current] = await tx
      .select()
      .from(exerciseResults)
      .where(and(eq(exerciseResults.studentId, studentId), eq(exerciseResults.exerciseId, exercise.id)))
      .for('update');
    if (current.status === 'completed') throw new DomainError('exercise_already_answered');
    const score = exerciseScore(isAnswerCorrectInAnyWords(exercise.task, Object.values(exercise.translations), answer));
    const [saved] = await tx
      .update(exerciseResults)
      .set({ status: 'completed', score, attempts: current.attempts + 1, answer, answeredAt: now })
      .where(and(eq(exerciseResults.studentId, studentId), eq(exerciseResults.exerciseId, exercise.id)))
      .returning();
    await practiceSubmitted(tx, studentId, now);
    return exerciseView(exercise, saved);
  });
}

/** Restart exercises (001 §7): the lesson's exercises of a kind (or all) go back to pending; attempts keep counting. */
export async function restartExercises(
  app: FastifyInstance,
  studentId: string,
  lessonId: string,
  kind: ExerciseKind | null,
): Promise<ExerciseView[]> {
  const now = app.clock.now();
  await assertLessonOpen(app.db, studentId, lessonId, now);
  const ids = app.db
    .select({ id: practiceExercises.id })
    .from(practiceExercises)
    .where(and(eq(practiceExercises.lessonId, lessonId), kind ? eq(practiceExercises.kind, kind) : undefined));
  await app.db
    .update(exerciseResults)
    .set({ status: 'pending', score: null, answer: null })
    .where(and(eq(exerciseResults.studentId, studentId), inArray(exerciseResults.exerciseId, ids)));
  return exercisesOfLessons(app.db, studentId, [lessonId], kind);
}
