import { and, eq } from 'drizzle-orm';
import { appointments, exerciseResults, lingobiteAttempts, practiceExercises, practiceLingobites } from '../../src/db/schema/index.ts';
import type { Catalogue } from './catalogue.ts';
import { buildClass } from './classes.ts';
import type { FactoryApp } from './context.ts';

// Challenge activities (issue 18, decision 087) as the school records them: attended classes
// (the teacher's log mirrored on the appointment), finished practice sets and Lingobites.

/** One attended group class per start, each a class of its own taught by `teacherId` (the log's attendance on the booking). */
export async function buildAttendedClasses(
  app: FactoryApp,
  catalogue: Catalogue,
  studentId: string,
  startAts: Date[],
  teacherId: string,
): Promise<void> {
  for (const startAt of startAts) {
    const klass = await buildClass(app, { catalogue, startAt, teacherId });
    await app.db
      .insert(appointments)
      .values({ classId: klass.id, studentId, status: 'booked', creditKind: 'group', attendance: 'attended' });
  }
}

/** Every exercise of a lesson's homework or quiz answered (completed) at `at`: a finished practice set. */
export async function buildFinishedPracticeSet(app: FactoryApp, studentId: string, lessonId: string, kind: 'homework' | 'quiz', at: Date) {
  const exercises = await app.db
    .select({ id: practiceExercises.id })
    .from(practiceExercises)
    .where(and(eq(practiceExercises.lessonId, lessonId), eq(practiceExercises.kind, kind)));
  if (exercises.length === 0) throw new Error(`lesson ${lessonId} has no ${kind}: build its practice first`);
  await app.db
    .insert(exerciseResults)
    .values(exercises.map((e) => ({ studentId, exerciseId: e.id, status: 'completed', score: 100, attempts: 1, answeredAt: at })));
}

/** The lesson's Lingobite finished at `at`. */
export async function buildFinishedLingobite(app: FactoryApp, studentId: string, lessonId: string, at: Date) {
  const [bite] = await app.db
    .select({ id: practiceLingobites.id })
    .from(practiceLingobites)
    .where(eq(practiceLingobites.lessonId, lessonId));
  if (!bite) throw new Error(`lesson ${lessonId} has no Lingobite: build its practice first`);
  await app.db.insert(lingobiteAttempts).values({ studentId, lingobiteId: bite.id, score: 90, startedAt: at, completedAt: at });
}
