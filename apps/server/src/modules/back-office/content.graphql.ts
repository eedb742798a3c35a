// The back office's content editor (issue 19 "Content", decision 104): browse languages, modules
// and lessons; edit a lesson's texts and its practice items. Every save names the version it
// edited and is one audited admin mutation. Resolvers only translate.
import { GENDERS } from '@parla/contracts';
import { notFound } from '@parla/domain';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { auditObject } from '../audit/audit-context.ts';
import { isUuid } from '../classes/class-queries.ts';
import { WordClass } from '../practice/practice-types.graphql.ts';
import { contentCatalogue, contentLessons } from './content-catalogue.service.ts';
import { updateExercise, updateGrammarItem, updateLesson, updateLingobite } from './content-edits.service.ts';
import { contentExercises, contentGrammar, contentLesson, contentLingobite, contentVocabulary } from './content-lesson.service.ts';
import {
  AdminContentLesson,
  AdminExercise,
  AdminGrammarItem,
  AdminLingobite,
  AdminRemovedVocabularyItem,
  AdminVocabularyItem,
  ContentLessonList,
  ContentSection,
} from './content-types.graphql.ts';
import { addVocabularyItem, removeVocabularyItem, updateVocabularyItem } from './content-vocabulary.service.ts';

const admin = { admin: true } as const;
/** An id that cannot be a UUID names nothing (decision 084). */
const idOf = (id: string | number) => {
  const value = String(id);
  if (!isUuid(value)) throw notFound();
  return value;
};
const first = <T>(rows: T[]): T => {
  if (!rows[0]) throw notFound();
  return rows[0];
};

builder.queryField('adminContentCatalogue', (t) =>
  t.withAuth(admin).field({
    type: [ContentSection],
    description: 'Back office: every language with its modules, to browse the lessons.',
    resolve: (_root, _args, ctx) => contentCatalogue(ctx.app.db),
  }),
);

builder.queryField('adminContentLessons', (t) =>
  t.withAuth(admin).field({
    type: ContentLessonList,
    description: 'Back office: a module’s or a language’s lessons, those whose title or label matches the search, paged.',
    args: {
      sectionId: t.arg.id(),
      moduleId: t.arg.id(),
      search: t.arg.string({ validate: { schema: z.string().trim().max(200) } }),
      limit: t.arg.int({ defaultValue: 50, validate: { schema: z.number().int().min(1).max(100) } }),
      offset: t.arg.int({ defaultValue: 0, validate: { schema: z.number().int().min(0) } }),
    },
    resolve: (_root, args, ctx) =>
      contentLessons(ctx.app.db, {
        sectionId: args.sectionId ? idOf(args.sectionId) : null,
        moduleId: args.moduleId ? idOf(args.moduleId) : null,
        search: args.search?.trim() || null,
        limit: args.limit ?? 50,
        offset: args.offset ?? 0,
      }),
  }),
);

builder.queryField('adminContentLesson', (t) =>
  t.withAuth(admin).field({
    type: AdminContentLesson,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => contentLesson(ctx.app.db, idOf(args.id)),
  }),
);

/**
 * A record's texts in the other display languages as the editor sends them (decision 123): per
 * language its fields, all left empty (or the language left out of a grammar point's, lesson's
 * or Lingobite's map) reads English; omitting `translations` keeps them as saved.
 */
const translationsInput = (name: string, texts: ReturnType<typeof builder.inputType>) =>
  builder.inputType(name, {
    fields: (t) => ({
      de: t.field({ type: texts }),
      fr: t.field({ type: texts }),
      es: t.field({ type: texts }),
      ru: t.field({ type: texts }),
    }),
  });

const AdminLessonTranslationsInput = translationsInput(
  'AdminLessonTranslationsInput',
  builder.inputType('AdminLessonTextsInput', {
    fields: (t) => ({ description: t.string(), learningOutcomes: t.stringList() }),
  }),
);

const AdminLessonInput = builder.inputType('AdminLessonInput', {
  fields: (t) => ({
    lessonId: t.id({ required: true }),
    version: t.int({ required: true }),
    title: t.string({ required: true }),
    description: t.string({ required: true }),
    learningOutcomes: t.stringList({ required: true }),
    label: t.string(),
    translations: t.field({ type: AdminLessonTranslationsInput }),
  }),
});

const Gender = builder.enumType('Gender', { values: GENDERS, description: 'Grammatical gender: masculine, feminine, neuter.' });

const DisplayTextInput = builder.inputType('DisplayTextInput', {
  description: 'English is required; a display language left out falls back to English (decision 117).',
  fields: (t) => ({ en: t.string({ required: true }), de: t.string(), fr: t.string(), es: t.string(), ru: t.string() }),
});

/** A word's editable fields: the same for an edited word and a new one. */
type InputFieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];
const wordFields = (t: InputFieldBuilder) => ({
  term: t.string({ required: true }),
  plural: t.string(),
  gender: t.field({ type: Gender, description: 'Null for none.' }),
  wordClass: t.field({ type: WordClass, required: true }),
  sentence: t.string({ required: true }),
  translation: t.field({ type: DisplayTextInput, required: true }),
  sentenceTranslation: t.field({ type: DisplayTextInput, required: true }),
});

const AdminVocabularyItemInput = builder.inputType('AdminVocabularyItemInput', {
  fields: (t) => ({ itemId: t.id({ required: true }), version: t.int({ required: true }), ...wordFields(t) }),
});

const AdminNewVocabularyItemInput = builder.inputType('AdminNewVocabularyItemInput', {
  fields: (t) => ({ lessonId: t.id({ required: true }), ...wordFields(t) }),
});

const GrammarExampleInput = builder.inputType('AdminGrammarExampleInput', {
  fields: (t) => ({ text: t.string({ required: true }), translation: t.field({ type: DisplayTextInput, required: true }) }),
});

const AdminGrammarTranslationsInput = translationsInput(
  'AdminGrammarTranslationsInput',
  builder.inputType('AdminGrammarTextsInput', { fields: (t) => ({ title: t.string(), explanation: t.string() }) }),
);

const AdminGrammarItemInput = builder.inputType('AdminGrammarItemInput', {
  fields: (t) => ({
    itemId: t.id({ required: true }),
    version: t.int({ required: true }),
    title: t.string({ required: true }),
    explanation: t.string({ required: true }),
    examples: t.field({ type: [GrammarExampleInput], required: true }),
    translations: t.field({ type: AdminGrammarTranslationsInput }),
  }),
});

const AdminExerciseTranslationsInput = translationsInput(
  'AdminExerciseTranslationsInput',
  builder.inputType('AdminExerciseTextsInput', {
    description: 'Only the explanation: other texts of a saved translation are kept (merged, not replaced).',
    fields: (t) => ({ explanation: t.string({ description: 'Empty or null: the language reads the English explanation.' }) }),
  }),
);

const AdminLingobiteTranslationsInput = translationsInput(
  'AdminLingobiteTranslationsInput',
  builder.inputType('AdminLingobiteTextsInput', {
    fields: (t) => ({ title: t.string(), intro: t.string(), outro: t.string(), stageTitles: t.stringList() }),
  }),
);

const AdminExerciseInput = builder.inputType('AdminExerciseInput', {
  fields: (t) => ({
    exerciseId: t.id({ required: true }),
    version: t.int({ required: true }),
    explanation: t.string({ required: true }),
    task: t.field({
      type: 'JSON',
      required: true,
      description:
        'The task with its key, of the exercise’s own type: { type, prompt, options + answer | answers + hint | words | pairs }.',
    }),
    translations: t.field({ type: AdminExerciseTranslationsInput }),
  }),
});

const AdminLingobiteInput = builder.inputType('AdminLingobiteInput', {
  fields: (t) => ({
    lingobiteId: t.id({ required: true }),
    version: t.int({ required: true }),
    title: t.string({ required: true }),
    intro: t.string({ required: true }),
    outro: t.string({ required: true }),
    stageTitles: t.stringList({ required: true, description: 'One per stage, in order.' }),
    translations: t.field({ type: AdminLingobiteTranslationsInput }),
  }),
});

builder.mutationField('adminUpdateLesson', (t) =>
  t.withAuth(admin).field({
    extensions: auditObject('lesson', (args) => args.input?.lessonId),
    type: AdminContentLesson,
    description: 'Back office: a lesson’s title, description, learning outcomes and label. A stale version is content_edit_conflict.',
    args: { input: t.arg({ type: AdminLessonInput, required: true }) },
    resolve: async (_root, { input }, ctx) => contentLesson(ctx.app.db, await updateLesson(ctx.app, ctx.auth.userId, input)),
  }),
);

builder.mutationField('adminUpdateVocabularyItem', (t) =>
  t.withAuth(admin).field({
    extensions: auditObject('vocabulary_item', (args) => args.input?.itemId),
    type: AdminVocabularyItem,
    description: 'Back office: a word’s texts; the students’ cards stay with it.',
    args: { input: t.arg({ type: AdminVocabularyItemInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      first(await contentVocabulary(ctx.app.db, { itemId: await updateVocabularyItem(ctx.app, ctx.auth.userId, input) })),
  }),
);

builder.mutationField('adminAddVocabularyItem', (t) =>
  t.withAuth(admin).field({
    extensions: auditObject('vocabulary_item', (_args, result) => result?.id),
    type: AdminVocabularyItem,
    description: 'Back office: a new word at the end of a lesson’s list.',
    args: { input: t.arg({ type: AdminNewVocabularyItemInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      first(await contentVocabulary(ctx.app.db, { itemId: await addVocabularyItem(ctx.app, ctx.auth.userId, input) })),
  }),
);

builder.mutationField('adminRemoveVocabularyItem', (t) =>
  t.withAuth(admin).field({
    extensions: auditObject('vocabulary_item', (args) => args.itemId),
    type: AdminRemovedVocabularyItem,
    description:
      'Back office: removes a word from its lesson. Students no longer see it anywhere; their cards and review history stay (decision 104).',
    args: { itemId: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => removeVocabularyItem(ctx.app, ctx.auth.userId, { itemId: String(args.itemId), version: args.version }),
  }),
);

builder.mutationField('adminUpdateGrammarItem', (t) =>
  t.withAuth(admin).field({
    extensions: auditObject('grammar_item', (args) => args.input?.itemId),
    type: AdminGrammarItem,
    args: { input: t.arg({ type: AdminGrammarItemInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await updateGrammarItem(ctx.app, ctx.auth.userId, input);
      const view = await contentGrammar(ctx.app.db, { itemId: String(input.itemId) });
      if (!view) throw notFound();
      return view;
    },
  }),
);

builder.mutationField('adminUpdateExercise', (t) =>
  t.withAuth(admin).field({
    extensions: auditObject('exercise', (args) => args.input?.exerciseId),
    type: AdminExercise,
    description: 'Back office: an exercise’s explanation and task (same type; checked like the content files).',
    args: { input: t.arg({ type: AdminExerciseInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await updateExercise(ctx.app, ctx.auth.userId, input as Parameters<typeof updateExercise>[2]);
      return first(await contentExercises(ctx.app.db, { itemId: String(input.exerciseId) }));
    },
  }),
);

builder.mutationField('adminUpdateLingobite', (t) =>
  t.withAuth(admin).field({
    extensions: auditObject('lingobite', (args) => args.input?.lingobiteId),
    type: AdminLingobite,
    args: { input: t.arg({ type: AdminLingobiteInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await updateLingobite(ctx.app, ctx.auth.userId, input);
      const view = await contentLingobite(ctx.app.db, { itemId: String(input.lingobiteId) });
      if (!view) throw notFound();
      return view;
    },
  }),
);
