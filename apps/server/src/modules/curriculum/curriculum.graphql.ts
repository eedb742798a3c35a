import { LEARNING_STATUSES, localizedLessonDescription, localizedLessonOutcomes } from '@parla/contracts';
import { dataloaderGetter } from '@pothos/plugin-dataloader';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/builder.ts';
import { readerLocale } from '../../lib/reader-locale.ts';
import { type ChapterView, type CoursePage as CoursePageShape, coursePage, lessonDetails, setLessonMark } from './course.service.ts';
import {
  type CurriculumSnapshot,
  type CurriculumView,
  type LessonView,
  type ModuleCurriculum,
  type ModuleView,
  type SectionView,
  curriculaByKeys,
  curriculumKey,
  listSections,
} from './curriculum.service.ts';

/**
 * The request's curriculum loader (decision 036): every module and lesson a class field asks
 * for, keyed by viewer and module, loads in one batch (four statements) however many classes.
 */
const curriculumLoader = dataloaderGetter<string, ModuleCurriculum | null, string>(
  undefined,
  (keys, ctx) => {
    const { app } = ctx as GraphQLContext;
    return curriculaByKeys(app.db, keys, app.clock.now());
  },
  undefined,
  false,
);

async function curriculumOf(ctx: GraphQLContext, studentId: string | null, moduleId: string): Promise<ModuleCurriculum> {
  const curriculum = await curriculumLoader(ctx).load(curriculumKey(studentId, moduleId));
  if (!curriculum) throw new Error(`module ${moduleId} not found`);
  return curriculum;
}

/** Hands a curriculum a service loaded anyway to the request's loader, so the class fields reuse it. */
export function primeCurriculum(ctx: GraphQLContext, studentId: string | null, snapshot: CurriculumSnapshot): void {
  const loader = curriculumLoader(ctx);
  for (const [moduleId, module] of snapshot.modules) {
    loader.prime(curriculumKey(studentId, moduleId), { module, lessons: snapshot.lessonsByModule.get(moduleId) ?? [] });
  }
}

/** A module as `studentId` sees it (null: no statuses), through the request's curriculum loader. */
export async function moduleFor(ctx: GraphQLContext, studentId: string | null, moduleId: string): Promise<ModuleView> {
  return (await curriculumOf(ctx, studentId, moduleId)).module;
}

/** A lesson of a module as `studentId` sees it, through the request's curriculum loader. */
export async function lessonFor(
  ctx: GraphQLContext,
  studentId: string | null,
  ref: { moduleId: string; lessonId: string },
): Promise<LessonView> {
  const lesson = (await curriculumOf(ctx, studentId, ref.moduleId)).lessons.find((l) => l.id === ref.lessonId);
  if (!lesson) throw new Error(`lesson ${ref.lessonId} not found in module ${ref.moduleId}`);
  return lesson;
}

export const LearningStatus = builder.enumType('LearningStatus', { values: LEARNING_STATUSES });

export const Section = builder.objectRef<SectionView>('Section').implement({
  fields: (t) => ({ id: t.exposeID('id'), slug: t.exposeString('slug'), name: t.exposeString('name') }),
});

const Curriculum = builder.objectRef<CurriculumView>('Curriculum').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), default: t.exposeBoolean('default') }),
});

export const Module = builder.objectRef<ModuleView>('Module').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    code: t.exposeString('code'),
    cefrLevelName: t.exposeString('cefrLevelName'),
    totalClasses: t.exposeInt('totalClasses', { description: 'Lessons of the module that count (not skipped by the viewer).' }),
    completedClasses: t.exposeInt('completedClasses', { description: 'Of those, completed (attended class or marked completed).' }),
    section: t.field({ type: Section, resolve: (m) => m.section }),
    curriculum: t.field({ type: Curriculum, resolve: (m) => m.curriculum }),
  }),
});

export const Lesson = builder.objectRef<LessonView>('Lesson').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    // In the language of the page that asks (X-Locale).
    description: t.string({
      resolve: (l, _args, ctx) => localizedLessonDescription(l.description, l.translations, readerLocale(ctx.request)),
    }),
    learningOutcomes: t.stringList({
      resolve: (l, _args, ctx) => localizedLessonOutcomes(l.learningOutcomes, l.translations, readerLocale(ctx.request)),
    }),
    type: t.exposeString('type'),
    label: t.exposeString('label', { nullable: true }),
    number: t.exposeInt('number'),
    chapterTitle: t.exposeString('chapterTitle', { nullable: true }),
    presentationUrl: t.exposeString('presentationUrl', { nullable: true, description: 'A PDF of the lesson slides.' }),
    studentStatus: t.field({ type: LearningStatus, nullable: true, resolve: (l) => l.studentStatus }),
    hasShortPractice: t.boolean({ resolve: () => false }),
    module: t.field({ type: Module, resolve: (l) => l.module }),
  }),
});

const Chapter = builder.objectRef<ChapterView>('Chapter').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    position: t.exposeInt('position'),
    lessons: t.field({ type: [Lesson], resolve: (c) => c.lessons }),
  }),
});

const CoursePage = builder.objectRef<CoursePageShape>('CoursePage').implement({
  fields: (t) => ({
    module: t.field({ type: Module, resolve: (p) => p.module }),
    chapters: t.field({ type: [Chapter], resolve: (p) => p.chapters }),
    modules: t.field({ type: [Module], resolve: (p) => p.modules }),
    nextLesson: t.field({ type: Lesson, nullable: true, resolve: (p) => p.nextLesson }),
  }),
});

/** The viewer as a student, or null: public fields show student data only to students. */
export const studentIdOf = (ctx: GraphQLContext) => (ctx.auth?.roles.includes('student') ? ctx.auth.userId : null);

builder.queryField('sections', (t) => t.field({ type: [Section], resolve: (_root, _args, ctx) => listSections(ctx.app.db) }));

builder.queryField('coursePage', (t) =>
  t.withAuth({ student: true }).field({
    type: CoursePage,
    args: { moduleId: t.arg.id() },
    resolve: (_root, args, ctx) =>
      coursePage(ctx.app.db, ctx.auth.userId, args.moduleId ? String(args.moduleId) : null, ctx.app.clock.now()),
  }),
);

builder.queryField('lesson', (t) =>
  t.field({
    type: Lesson,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => lessonDetails(ctx.app.db, String(args.id), studentIdOf(ctx), ctx.app.clock.now()),
  }),
);

for (const [name, action] of [
  ['skipLesson', 'skip'],
  ['activateLesson', 'activate'],
  ['completeLesson', 'complete'],
] as const) {
  builder.mutationField(name, (t) =>
    t.withAuth({ student: true }).field({
      type: Lesson,
      args: { lessonId: t.arg.id({ required: true }) },
      resolve: (_root, args, ctx) => setLessonMark(ctx.app, ctx.auth.userId, String(args.lessonId), action, ctx.app.clock.now()),
    }),
  );
}
