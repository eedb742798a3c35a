// The back office content editor's GraphQL types (issue 19 "Content", decision 104).
import type {
  ExerciseTextsTranslation,
  GrammarTextsTranslation,
  LessonTextsTranslation,
  LingobiteTextsTranslation,
  Translations,
} from '@parla/contracts';
import type { PracticeTask } from '@parla/domain';
import type { ObjectRef } from '@pothos/core';
import { builder } from '../../graphql/builder.ts';
import { DisplayTextRef, ExerciseKind, GrammarExampleRef, TaskType, WordClass, WordPair } from '../practice/practice-types.graphql.ts';
import type { ContentLessonRow, ContentModuleView, ContentSectionView } from './content-catalogue.service.ts';
import {
  type AdminContentLessonView,
  type AdminExerciseView,
  type AdminGrammarItemView,
  type AdminLingobiteView,
  type AdminVocabularyItemView,
  contentExercises,
  contentGrammar,
  contentLingobite,
  contentVocabulary,
} from './content-lesson.service.ts';

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer Types> ? Types : never;

/**
 * A record's texts in the other display languages as the editor shows them (decisions 116, 117,
 * 123): one field per language, null where it reads English.
 */
function translationsRef<T extends object>(name: string, texts: ObjectRef<BuilderTypes, T>) {
  return builder.objectRef<Translations<T>>(name).implement({
    description: 'The texts in German, French, Spanish and Russian; null: the language reads English.',
    fields: (t) => ({
      de: t.field({ type: texts, nullable: true, resolve: (x) => (x.de ?? null) as never }),
      fr: t.field({ type: texts, nullable: true, resolve: (x) => (x.fr ?? null) as never }),
      es: t.field({ type: texts, nullable: true, resolve: (x) => (x.es ?? null) as never }),
      ru: t.field({ type: texts, nullable: true, resolve: (x) => (x.ru ?? null) as never }),
    }),
  });
}

const AdminGrammarTranslations = translationsRef(
  'AdminGrammarTranslations',
  builder.objectRef<GrammarTextsTranslation>('AdminGrammarTexts').implement({
    fields: (t) => ({ title: t.exposeString('title'), explanation: t.exposeString('explanation') }),
  }),
);

const AdminExerciseTranslations = translationsRef(
  'AdminExerciseTranslations',
  builder.objectRef<ExerciseTextsTranslation>('AdminExerciseTexts').implement({
    description: 'The explanation the editor edits; other texts of a translation are kept as saved.',
    fields: (t) => ({ explanation: t.string({ nullable: true, resolve: (x) => x.explanation || null }) }),
  }),
);

const AdminLingobiteTranslations = translationsRef(
  'AdminLingobiteTranslations',
  builder.objectRef<LingobiteTextsTranslation>('AdminLingobiteTexts').implement({
    fields: (t) => ({
      title: t.exposeString('title'),
      intro: t.exposeString('intro'),
      outro: t.exposeString('outro'),
      stageTitles: t.exposeStringList('stageTitles'),
    }),
  }),
);

const AdminLessonTranslations = translationsRef(
  'AdminLessonTranslations',
  builder.objectRef<LessonTextsTranslation>('AdminLessonTexts').implement({
    fields: (t) => ({ description: t.exposeString('description'), learningOutcomes: t.exposeStringList('learningOutcomes') }),
  }),
);

const ContentModule = builder.objectRef<ContentModuleView>('AdminContentModule').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    code: t.exposeString('code'),
    level: t.exposeString('level', { description: 'CEFR level: A1 ... C2.' }),
    lessonCount: t.exposeInt('lessonCount'),
  }),
});

export const ContentSection = builder.objectRef<ContentSectionView>('AdminContentSection').implement({
  description: 'A language the school teaches, with its default course’s modules.',
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    modules: t.field({ type: [ContentModule], resolve: (s) => s.modules }),
  }),
});

const ContentLessonRowRef = builder.objectRef<ContentLessonRow>('AdminContentLessonRow').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number'),
    title: t.exposeString('title'),
    label: t.exposeString('label', { nullable: true }),
    type: t.exposeString('type'),
    chapterTitle: t.exposeString('chapterTitle'),
    moduleId: t.exposeID('moduleId'),
    moduleName: t.exposeString('moduleName'),
    words: t.exposeInt('words'),
    exercises: t.exposeInt('exercises'),
    openReports: t.exposeInt('openReports', { description: 'Open student reports about the lesson’s practice items.' }),
    editedAt: t.expose('editedAt', { type: 'DateTime', nullable: true }),
  }),
});

export const ContentLessonList = builder.objectRef<{ items: ContentLessonRow[]; total: number }>('AdminContentLessonList').implement({
  fields: (t) => ({ items: t.field({ type: [ContentLessonRowRef], resolve: (l) => l.items }), total: t.exposeInt('total') }),
});

export const AdminVocabularyItem = builder.objectRef<AdminVocabularyItemView>('AdminVocabularyItem').implement({
  description: 'A catalogue word of a lesson as the editor shows it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    lessonId: t.exposeID('lessonId'),
    position: t.exposeInt('position'),
    term: t.exposeString('term'),
    plural: t.exposeString('plural', { nullable: true }),
    gender: t.exposeString('gender', { nullable: true, description: 'm, f or n; null where the language or word has none.' }),
    wordClass: t.field({ type: WordClass, resolve: (v) => v.wordClass as never }),
    sentence: t.exposeString('sentence'),
    translation: t.field({ type: DisplayTextRef, resolve: (v) => v.translation }),
    sentenceTranslation: t.field({ type: DisplayTextRef, resolve: (v) => v.sentenceTranslation }),
    studentsWithCards: t.exposeInt('studentsWithCards', { description: 'Students reviewing the word (FSRS cards).' }),
    openReports: t.exposeInt('openReports'),
    version: t.exposeInt('version', { description: 'Send it back with a save: a newer one means someone else saved first.' }),
    editedAt: t.expose('editedAt', { type: 'DateTime', nullable: true }),
    editedByName: t.exposeString('editedByName', { nullable: true }),
  }),
});

export const AdminGrammarItem = builder.objectRef<AdminGrammarItemView>('AdminGrammarItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    lessonId: t.exposeID('lessonId'),
    title: t.exposeString('title'),
    explanation: t.exposeString('explanation'),
    examples: t.field({ type: [GrammarExampleRef], resolve: (g) => g.examples }),
    translations: t.field({ type: AdminGrammarTranslations, resolve: (g) => g.translations }),
    openReports: t.exposeInt('openReports'),
    version: t.exposeInt('version'),
    editedAt: t.expose('editedAt', { type: 'DateTime', nullable: true }),
    editedByName: t.exposeString('editedByName', { nullable: true }),
  }),
});

const AdminPracticeTask = builder.objectRef<PracticeTask>('AdminPracticeTask').implement({
  description: 'A task with its key, as the editor shows it: the fields of its type are set, the others null.',
  fields: (t) => ({
    type: t.field({ type: TaskType, resolve: (p) => p.type }),
    prompt: t.exposeString('prompt'),
    options: t.stringList({ nullable: true, resolve: (p) => (p.type === 'multiple_choice' ? p.options : null) }),
    answer: t.int({
      nullable: true,
      description: 'multiple_choice: the right option’s index.',
      resolve: (p) => (p.type === 'multiple_choice' ? p.answer : null),
    }),
    answers: t.stringList({
      nullable: true,
      description: 'fill_gap: accepted answers.',
      resolve: (p) => (p.type === 'fill_gap' ? p.answers : null),
    }),
    hint: t.string({ nullable: true, resolve: (p) => (p.type === 'fill_gap' ? (p.hint ?? null) : null) }),
    words: t.stringList({
      nullable: true,
      description: 'order_words: in the right order.',
      resolve: (p) => (p.type === 'order_words' ? p.words : null),
    }),
    pairs: t.field({ type: [WordPair], nullable: true, resolve: (p) => (p.type === 'match_pairs' ? p.pairs : null) }),
  }),
});

export const AdminExercise = builder.objectRef<AdminExerciseView>('AdminExercise').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    lessonId: t.exposeID('lessonId'),
    position: t.exposeInt('position'),
    kind: t.field({ type: ExerciseKind, resolve: (e) => e.kind as never }),
    task: t.field({ type: AdminPracticeTask, resolve: (e) => e.task }),
    explanation: t.exposeString('explanation'),
    translations: t.field({ type: AdminExerciseTranslations, resolve: (e) => e.translations }),
    openReports: t.exposeInt('openReports'),
    version: t.exposeInt('version'),
    editedAt: t.expose('editedAt', { type: 'DateTime', nullable: true }),
    editedByName: t.exposeString('editedByName', { nullable: true }),
  }),
});

const AdminLingobiteStage = builder.objectRef<AdminLingobiteView['stages'][number]>('AdminLingobiteStage').implement({
  fields: (t) => ({ title: t.exposeString('title'), taskCount: t.exposeInt('taskCount') }),
});

export const AdminLingobite = builder.objectRef<AdminLingobiteView>('AdminLingobite').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    lessonId: t.exposeID('lessonId'),
    title: t.exposeString('title'),
    intro: t.exposeString('intro'),
    outro: t.exposeString('outro'),
    stages: t.field({ type: [AdminLingobiteStage], resolve: (l) => l.stages }),
    translations: t.field({ type: AdminLingobiteTranslations, resolve: (l) => l.translations }),
    openReports: t.exposeInt('openReports'),
    version: t.exposeInt('version'),
    editedAt: t.expose('editedAt', { type: 'DateTime', nullable: true }),
    editedByName: t.exposeString('editedByName', { nullable: true }),
  }),
});

export const AdminContentLesson = builder.objectRef<AdminContentLessonView>('AdminContentLesson').implement({
  description: 'One lesson in the content editor: its texts, and its practice items when selected.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    learningOutcomes: t.exposeStringList('learningOutcomes'),
    translations: t.field({ type: AdminLessonTranslations, resolve: (l) => l.translations }),
    label: t.exposeString('label', { nullable: true }),
    type: t.exposeString('type'),
    chapterTitle: t.exposeString('chapterTitle'),
    moduleId: t.exposeID('moduleId'),
    moduleName: t.exposeString('moduleName'),
    sectionId: t.exposeID('sectionId'),
    sectionName: t.exposeString('sectionName'),
    version: t.exposeInt('version'),
    editedAt: t.expose('editedAt', { type: 'DateTime', nullable: true }),
    editedByName: t.exposeString('editedByName', { nullable: true }),
    vocabulary: t.field({
      type: [AdminVocabularyItem],
      resolve: (l, _args, ctx) => contentVocabulary(ctx.app.db, { lessonId: l.id }),
    }),
    grammar: t.field({
      type: AdminGrammarItem,
      nullable: true,
      resolve: (l, _args, ctx) => contentGrammar(ctx.app.db, { lessonId: l.id }),
    }),
    exercises: t.field({ type: [AdminExercise], resolve: (l, _args, ctx) => contentExercises(ctx.app.db, { lessonId: l.id }) }),
    lingobite: t.field({
      type: AdminLingobite,
      nullable: true,
      resolve: (l, _args, ctx) => contentLingobite(ctx.app.db, { lessonId: l.id }),
    }),
  }),
});

export const AdminRemovedVocabularyItem = builder
  .objectRef<{ id: string; lessonId: string; term: string; removedAt: Date }>('AdminRemovedVocabularyItem')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      lessonId: t.exposeID('lessonId'),
      term: t.exposeString('term'),
      removedAt: t.expose('removedAt', { type: 'DateTime' }),
    }),
  });
