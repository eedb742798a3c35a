import type { LearningStatus, LessonTranslations } from '@parla/contracts';
import { type LessonAttempt, learningStatus } from '@parla/domain';
import { type AnyColumn, and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { appointments, chapters, classes, curricula, lessons, modules, sections, studentLessonStates } from '../../db/schema/index.ts';

export interface SectionView {
  id: string;
  slug: string;
  name: string;
}
export interface CurriculumView {
  id: string;
  name: string;
  default: boolean;
}
export interface ModuleView {
  id: string;
  name: string;
  code: string;
  cefrLevelName: string;
  curriculumId: string;
  position: number;
  /** Lessons that count for the viewer: every lesson the viewer has not skipped. */
  totalClasses: number;
  completedClasses: number;
  section: SectionView;
  curriculum: CurriculumView;
}
export interface LessonView {
  id: string;
  moduleId: string;
  chapterId: string;
  chapterTitle: string;
  chapterPosition: number;
  title: string;
  /** English; the API answers in the reader's language from `translations`. */
  description: string;
  learningOutcomes: string[];
  translations: LessonTranslations;
  type: string;
  label: string | null;
  number: number;
  presentationUrl: string;
  /** Null when the viewer is not a student. */
  studentStatus: LearningStatus | null;
  module: ModuleView;
}

/** The modules and lessons of a set of modules as one viewer sees them, with statuses. */
export interface CurriculumSnapshot {
  modules: Map<string, ModuleView>;
  lessons: Map<string, LessonView>;
  /** Lessons of each module in number order. */
  lessonsByModule: Map<string, LessonView[]>;
}

export const presentationUrlOf = (lessonId: string) => `/api/lessons/${lessonId}/presentation.pdf`;

/**
 * Loads modules, lessons and (for a student) lesson statuses with four queries whatever the
 * number of modules, so lists of classes or modules never query per row. Statuses come from
 * the domain's learningStatus over the stored marks and the student's bookings.
 */
/** `column = any($ids)`: one statement text for any number of modules, so it can be prepared. */
const anyOf = (column: AnyColumn) => sql`${column} = any(${sql.placeholder('ids')}::uuid[])`;

/** loadCurriculum's four statements, prepared once per connection (decision 082). */
const curriculumQueries = {
  modules: (db: Db | Tx) =>
    prepared(db, 'parla_curriculum_modules', (db) =>
      db
        .select({ module: modules, curriculum: curricula, section: sections })
        .from(modules)
        .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
        .innerJoin(sections, eq(sections.id, curricula.sectionId))
        .where(anyOf(modules.id)),
    ),
  lessons: (db: Db | Tx) =>
    prepared(db, 'parla_curriculum_lessons', (db) =>
      db
        .select({ lesson: lessons, chapterTitle: chapters.title, chapterPosition: chapters.position })
        .from(lessons)
        .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
        .where(anyOf(lessons.moduleId))
        .orderBy(asc(lessons.moduleId), asc(lessons.number)),
    ),
  marks: (db: Db | Tx) =>
    prepared(db, 'parla_curriculum_marks', (db) =>
      db
        .select({ lessonId: studentLessonStates.lessonId, status: studentLessonStates.status })
        .from(studentLessonStates)
        .innerJoin(lessons, eq(lessons.id, studentLessonStates.lessonId))
        .where(and(eq(studentLessonStates.studentId, sql.placeholder('studentId')), anyOf(lessons.moduleId))),
    ),
  bookings: (db: Db | Tx) =>
    prepared(db, 'parla_curriculum_bookings', (db) =>
      db
        .select({
          lessonId: classes.lessonId,
          startAt: classes.startAt,
          endAt: classes.endAt,
          classStatus: classes.status,
          attendance: appointments.attendance,
        })
        .from(appointments)
        .innerJoin(classes, eq(classes.id, appointments.classId))
        .where(
          and(eq(appointments.studentId, sql.placeholder('studentId')), sql`${appointments.status} = 'booked'`, anyOf(classes.moduleId)),
        ),
    ),
};

export async function loadCurriculum(db: Db | Tx, moduleIds: string[], studentId: string | null, now: Date): Promise<CurriculumSnapshot> {
  const ids = [...new Set(moduleIds)];
  const snapshot: CurriculumSnapshot = { modules: new Map(), lessons: new Map(), lessonsByModule: new Map() };
  if (ids.length === 0) return snapshot;
  const [moduleRows, lessonRows, marks, bookings] = await Promise.all([
    curriculumQueries.modules(db).execute({ ids }),
    curriculumQueries.lessons(db).execute({ ids }),
    studentId ? curriculumQueries.marks(db).execute({ ids, studentId }) : Promise.resolve([]),
    studentId ? curriculumQueries.bookings(db).execute({ ids, studentId }) : Promise.resolve([]),
  ]);

  const markOf = new Map(marks.map((m) => [m.lessonId, m.status as 'SKIP' | 'COMPLETED']));
  const bookingsOf = new Map<string, LessonAttempt[]>();
  for (const b of bookings) {
    const list = bookingsOf.get(b.lessonId) ?? [];
    list.push(b);
    bookingsOf.set(b.lessonId, list);
  }
  for (const { module, curriculum, section } of moduleRows) {
    snapshot.modules.set(module.id, {
      id: module.id,
      name: module.name,
      code: module.code,
      cefrLevelName: module.cefrLevelName,
      curriculumId: module.curriculumId,
      position: module.position,
      totalClasses: 0,
      completedClasses: 0,
      section: { id: section.id, slug: section.slug, name: section.name },
      curriculum: { id: curriculum.id, name: curriculum.name, default: curriculum.isDefault },
    });
  }
  for (const { lesson, chapterTitle, chapterPosition } of lessonRows) {
    const module = snapshot.modules.get(lesson.moduleId)!;
    const status = studentId ? learningStatus(markOf.get(lesson.id) ?? null, bookingsOf.get(lesson.id) ?? [], now) : null;
    if (status !== 'SKIP') module.totalClasses += 1;
    if (status === 'COMPLETED') module.completedClasses += 1;
    const view: LessonView = {
      id: lesson.id,
      moduleId: lesson.moduleId,
      chapterId: lesson.chapterId,
      chapterTitle,
      chapterPosition,
      title: lesson.title,
      description: lesson.description,
      learningOutcomes: lesson.learningOutcomes,
      translations: lesson.translations,
      type: lesson.type,
      label: lesson.label,
      number: lesson.number,
      presentationUrl: presentationUrlOf(lesson.id),
      studentStatus: status,
      module,
    };
    snapshot.lessons.set(lesson.id, view);
    const list = snapshot.lessonsByModule.get(lesson.moduleId) ?? [];
    list.push(view);
    snapshot.lessonsByModule.set(lesson.moduleId, list);
  }
  return snapshot;
}

/** One module's curriculum as one viewer sees it: the module and its lessons in number order. */
export interface ModuleCurriculum {
  module: ModuleView;
  lessons: LessonView[];
}

/** The key of a module's curriculum for a viewer: statuses are the student's (none without one). */
export const curriculumKey = (studentId: string | null, moduleId: string) => `${studentId ?? ''}|${moduleId}`;

/**
 * The batch load behind the curriculum loader (decision 036): every `studentId|moduleId` key
 * of a request, answered in key order with four queries per distinct student (one in practice).
 */
export async function curriculaByKeys(db: Db | Tx, keys: readonly string[], now: Date): Promise<(ModuleCurriculum | null)[]> {
  const modulesOf = new Map<string, string[]>();
  for (const key of keys) {
    const [studentId, moduleId] = key.split('|');
    modulesOf.set(studentId, [...(modulesOf.get(studentId) ?? []), moduleId]);
  }
  const snapshots = new Map(
    await Promise.all(
      [...modulesOf].map(
        async ([studentId, moduleIds]) => [studentId, await loadCurriculum(db, moduleIds, studentId || null, now)] as const,
      ),
    ),
  );
  return keys.map((key) => {
    const [studentId, moduleId] = key.split('|');
    const snapshot = snapshots.get(studentId)!;
    const module = snapshot.modules.get(moduleId);
    return module ? { module, lessons: snapshot.lessonsByModule.get(moduleId) ?? [] } : null;
  });
}

/** The lesson a student should book next: the first one not yet done, booked or skipped. */
export function nextLessonOf(moduleLessons: readonly LessonView[]): LessonView | null {
  return moduleLessons.find((l) => l.studentStatus === 'NOT_TAKEN' || l.studentStatus === 'RETAKE') ?? null;
}

export async function moduleIdOfLesson(db: Db | Tx, lessonId: string): Promise<string | null> {
  const [row] = await db.select({ moduleId: lessons.moduleId }).from(lessons).where(eq(lessons.id, lessonId)).limit(1);
  return row?.moduleId ?? null;
}

export async function listSections(db: Db): Promise<SectionView[]> {
  return db
    .select({ id: sections.id, slug: sections.slug, name: sections.name })
    .from(sections)
    .orderBy(asc(sections.position), asc(sections.name));
}
