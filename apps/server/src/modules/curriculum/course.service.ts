import { notFound } from '@parla/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { modules, studentLessonStates } from '../../db/schema/index.ts';
import {
  type CurriculumSnapshot,
  type LessonView,
  type ModuleView,
  loadCurriculum,
  moduleIdOfLesson,
  nextLessonOf,
} from './curriculum.service.ts';
import { placementOf } from './placement.service.ts';
import type { JobRunner } from '../../lib/jobs.ts';
import { scheduleLevelProgressCheck } from '../../lib/level-progress-check.ts';

export interface ChapterView {
  id: string;
  title: string;
  position: number;
  lessons: LessonView[];
}

export interface CoursePage {
  module: ModuleView;
  chapters: ChapterView[];
  /** Every module (level) of the same curriculum, for the level switcher. */
  modules: ModuleView[];
  nextLesson: LessonView | null;
}

/**
 * The student's course around a module (default: where they are placed): every module (level) of
 * its curriculum in order, loaded with the student's lesson statuses. Null when there is none.
 */
export async function loadCourseOf(
  db: Db,
  studentId: string,
  moduleId: string | null,
  now: Date,
): Promise<{ moduleId: string; moduleIds: string[]; snapshot: CurriculumSnapshot } | null> {
  const targetId = moduleId ?? (await placementOf(db, studentId)).moduleId;
  if (!targetId) return null;
  const [target] = await db.select({ curriculumId: modules.curriculumId }).from(modules).where(eq(modules.id, targetId)).limit(1);
  if (!target) return null;
  const siblings = await db
    .select({ id: modules.id })
    .from(modules)
    .where(eq(modules.curriculumId, target.curriculumId))
    .orderBy(asc(modules.position));
  const moduleIds = siblings.map((m) => m.id);
  return { moduleId: targetId, moduleIds, snapshot: await loadCurriculum(db, moduleIds, studentId, now) };
}

/** The course-overview page: the module's chapters and lessons with the student's statuses. */
export async function coursePage(db: Db, studentId: string, moduleId: string | null, now: Date): Promise<CoursePage> {
  const course = await loadCourseOf(db, studentId, moduleId, now);
  if (!course) throw notFound();
  const { moduleId: targetId, moduleIds, snapshot } = course;
  const moduleLessons = snapshot.lessonsByModule.get(targetId) ?? [];
  const chapters = new Map<string, ChapterView>();
  for (const lesson of moduleLessons) {
    const chapter = chapters.get(lesson.chapterId) ?? {
      id: lesson.chapterId,
      title: lesson.chapterTitle,
      position: lesson.chapterPosition,
      lessons: [],
    };
    chapter.lessons.push(lesson);
    chapters.set(lesson.chapterId, chapter);
  }
  return {
    module: snapshot.modules.get(targetId)!,
    chapters: [...chapters.values()].sort((a, b) => a.position - b.position),
    modules: moduleIds.map((id) => snapshot.modules.get(id)!),
    nextLesson: nextLessonOf(moduleLessons),
  };
}

/** One lesson; studentStatus only for a signed-in student. */
export async function lessonDetails(db: Db, lessonId: string, studentId: string | null, now: Date): Promise<LessonView> {
  const moduleId = await moduleIdOfLesson(db, lessonId);
  if (!moduleId) throw notFound();
  const snapshot = await loadCurriculum(db, [moduleId], studentId, now);
  return snapshot.lessons.get(lessonId)!;
}

/**
 * The marks a student sets by hand (001 §3): skip and complete overwrite each other (one row
 * per lesson); activate removes a skip. Booked, attended and pending states are derived, so
 * a mark never hides a booking.
 */
export async function setLessonMark(
  { db, jobs }: { db: Db; jobs: JobRunner },
  studentId: string,
  lessonId: string,
  action: 'skip' | 'activate' | 'complete',
  now: Date,
): Promise<LessonView> {
  if (!(await moduleIdOfLesson(db, lessonId))) throw notFound();
  if (action === 'activate') {
    await db
      .delete(studentLessonStates)
      .where(
        and(
          eq(studentLessonStates.studentId, studentId),
          eq(studentLessonStates.lessonId, lessonId),
          eq(studentLessonStates.status, 'SKIP'),
        ),
      );
  } else {
    const status = action === 'skip' ? 'SKIP' : 'COMPLETED';
    await db
      .insert(studentLessonStates)
      .values({ studentId, lessonId, status, updatedAt: now })
      .onConflictDoUpdate({ target: [studentLessonStates.studentId, studentLessonStates.lessonId], set: { status, updatedAt: now } });
    // Completing or skipping a lesson can bring its level to 90%: the certificate follows.
    await scheduleLevelProgressCheck(jobs, [studentId]);
  }
  return lessonDetails(db, lessonId, studentId, now);
}
