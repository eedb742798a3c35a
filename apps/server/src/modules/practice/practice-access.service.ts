import type { LearningStatus } from '@parla/contracts';
import { assertLessonPracticeOpen, assertSelfStudyAllowed, isPracticeUnlocked, notFound } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { lessons, studentProfiles } from '../../db/schema/index.ts';
import { hasRunningSubscription } from '../commerce/subscriptions/booking-plan.ts';
import { type LessonView, loadCurriculum } from '../curriculum/curriculum.service.ts';

/** What every practice read needs about the student: the plan, the module and each lesson's status. */
export interface PracticeStanding {
  studentId: string;
  hasSubscription: boolean;
  /** The student's current module (their course), null before placement. */
  moduleId: string | null;
  /** The lessons of the modules asked for, in module order, with the student's statuses. */
  lessons: LessonView[];
}

export const lessonUnlocked = (lesson: Pick<LessonView, 'studentStatus'>) => isPracticeUnlocked(lesson.studentStatus);

/** The student's standing for the given modules (default: their current module). */
export async function practiceStanding(db: Db | Tx, studentId: string, now: Date, moduleIds?: string[]): Promise<PracticeStanding> {
  const [profile, hasSubscription] = await Promise.all([
    db.select({ moduleId: studentProfiles.moduleId }).from(studentProfiles).where(eq(studentProfiles.userId, studentId)),
    hasRunningSubscription(db, studentId),
  ]);
  const moduleId = profile[0]?.moduleId ?? null;
  const ids = moduleIds ?? (moduleId ? [moduleId] : []);
  const snapshot = await loadCurriculum(db, ids, studentId, now);
  const ordered = ids.flatMap((id) => snapshot.lessonsByModule.get(id) ?? []);
  return { studentId, hasSubscription, moduleId, lessons: ordered };
}

/** The lessons whose practice is open to the student now (none without a subscription). */
export function openLessons(standing: PracticeStanding): LessonView[] {
  return standing.hasSubscription ? standing.lessons.filter(lessonUnlocked) : [];
}

/**
 * One lesson's practice for the student: the subscription first (001 §6), then the unlock rule
 * (decision 073). A lesson that does not exist is not_found. Answers the lesson with its status.
 */
export async function assertLessonOpen(db: Db | Tx, studentId: string, lessonId: string, now: Date): Promise<LessonView> {
  const [row] = await db.select({ moduleId: lessons.moduleId }).from(lessons).where(eq(lessons.id, lessonId));
  if (!row) throw notFound();
  const [snapshot, hasSubscription] = await Promise.all([
    loadCurriculum(db, [row.moduleId], studentId, now),
    hasRunningSubscription(db, studentId),
  ]);
  const lesson = snapshot.lessons.get(lessonId);
  if (!lesson) throw notFound();
  assertLessonPracticeOpen(hasSubscription, lesson.studentStatus as LearningStatus | null);
  return lesson;
}

/** Practice across lessons (the trainer, the review queue): a subscription is enough to ask. */
export async function assertSelfStudy(db: Db | Tx, studentId: string): Promise<void> {
  assertSelfStudyAllowed(await hasRunningSubscription(db, studentId));
}
