import {
  DAILY_PRACTICE_STATES,
  EXERCISE_KINDS,
  EXERCISE_STATUSES,
  FLASHCARD_STATUSES,
  GRAMMAR_STATUSES,
  PRACTICE_ITEM_TYPES,
  TASK_TYPES,
  WORD_CLASSES,
  WORD_STATUSES,
  type Translations,
  localizedDisplayText,
  ownTranslation,
} from '@parla/contracts';
import { type TaskAnswer, type TaskPrompt, correctAnswerOf, taskPrompt } from '@parla/domain';
import type { DisplayText, GrammarExample } from '../../db/schema/index.ts';
import { type GraphQLContext, builder } from '../../graphql/builder.ts';
import { readerLocale } from '../../lib/reader-locale.ts';
import type { DailyPracticeView } from './daily-practice.service.ts';
import type { ExerciseFeedback, ExerciseView } from './exercises.service.ts';
import type { FlashcardView, GrammarItemView } from './grammar-flashcards.service.ts';
import type { LingobiteTaskView, PracticeSequenceView } from './lingobites.service.ts';
import type { LearningUnitView, PracticeItemPage, PracticeItemView } from './practice-items.service.ts';
import { type TaskSource, taskInReaderWords } from './task-source.ts';
import type { VocabularyItemView } from './vocabulary-view.ts';
import type { QuizProgress as QuizProgressShape, QuizQuestion as QuizQuestionShape } from './vocabulary.service.ts';

export const WordClass = builder.enumType('WordClass', { values: WORD_CLASSES });
export const WordStatus = builder.enumType('WordStatus', { values: WORD_STATUSES });
export const GrammarStatus = builder.enumType('GrammarStatus', { values: GRAMMAR_STATUSES });
export const FlashcardStatus = builder.enumType('FlashcardStatus', { values: FLASHCARD_STATUSES });
export const ExerciseKind = builder.enumType('ExerciseKind', { values: EXERCISE_KINDS });
export const ExerciseStatus = builder.enumType('ExerciseStatus', { values: EXERCISE_STATUSES });
export const TaskType = builder.enumType('TaskType', { values: TASK_TYPES });
export const PracticeItemType = builder.enumType('PracticeItemType', { values: PRACTICE_ITEM_TYPES });
export const DailyPracticeState = builder.enumType('DailyPracticeState', { values: DAILY_PRACTICE_STATES });

/** A practice text in the reader's language (X-Locale), undefined where it has none: the English then. */
function inReaderLanguage<T>(
  translations: Translations<T> | null | undefined,
  ctx: GraphQLContext,
  pick: (translation: T) => string,
): string | undefined {
  const own = ownTranslation(translations, readerLocale(ctx.request));
  return own ? pick(own) || undefined : undefined;
}

/** The key-free view of a task in the reader's words (decision 124). */
const readerTaskPrompt = (source: TaskSource, ctx: GraphQLContext) =>
  taskPrompt(taskInReaderWords(source, readerLocale(ctx.request)), source.seed);
/** The right answer in the reader's words: the pair sides they were shown. */
const readerCorrectAnswer = (source: TaskSource, ctx: GraphQLContext) =>
  correctAnswerOf(taskInReaderWords(source, readerLocale(ctx.request)));

export const DisplayTextRef = builder.objectRef<DisplayText>('DisplayText').implement({
  description: 'A text in the display languages (decision 117): English always, the others where written.',
  fields: (t) => ({
    text: t.string({
      description: "In the reader's language (X-Locale), English where that language has none.",
      resolve: (d, _args, ctx) => localizedDisplayText(d, readerLocale(ctx.request)),
    }),
    en: t.exposeString('en'),
    de: t.exposeString('de', { nullable: true }),
    fr: t.exposeString('fr', { nullable: true }),
    es: t.exposeString('es', { nullable: true }),
    ru: t.exposeString('ru', { nullable: true }),
  }),
});

export const VocabularyItem = builder.objectRef<VocabularyItemView>('VocabularyItem').implement({
  description: '001 §3 Vocabulary item, with the student’s FSRS state.',
  fields: (t) => ({
    id: t.exposeID('id'),
    lessonId: t.exposeID('lessonId'),
    title: t.exposeString('title'),
    plural: t.exposeString('plural', { nullable: true }),
    wordClass: t.field({ type: WordClass, resolve: (v) => v.wordClass as (typeof WORD_CLASSES)[number] }),
    gender: t.exposeString('gender', { nullable: true, description: 'm, f or n where the language has it.' }),
    sampleSentenceOne: t.exposeString('sampleSentenceOne'),
    translation: t.field({ type: DisplayTextRef, resolve: (v) => v.translation }),
    sentenceTranslation: t.field({ type: DisplayTextRef, resolve: (v) => v.sentenceTranslation }),
    audioUrls: t.exposeStringList('audioUrls'),
    status: t.field({ type: WordStatus, resolve: (v) => v.status }),
    level: t.exposeInt('level', { nullable: true, description: 'Reviewing level 1-4, growing with FSRS stability.' }),
    reps: t.exposeInt('reps', { description: 'Reviews so far: send it back with the next rating.' }),
    due: t.expose('due', { type: 'DateTime', nullable: true }),
    lastReviewed: t.expose('lastReviewed', { type: 'DateTime', nullable: true }),
    isCompleted: t.exposeBoolean('isCompleted', { description: 'Reviewed and not due again yet.' }),
  }),
});

export const QuizProgress = builder.objectRef<QuizProgressShape>('QuizProgress').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    known: t.exposeInt('known'),
    reviewing: t.exposeInt('reviewing'),
    reviewed: t.exposeInt('reviewed'),
    uncompleted: t.exposeInt('uncompleted'),
    completed: t.exposeInt('completed'),
    lastReviewed: t.expose('lastReviewed', { type: 'DateTime', nullable: true }),
  }),
});

export const QuizQuestion = builder.objectRef<QuizQuestionShape>('QuizQuestion').implement({
  fields: (t) => ({
    item: t.field({ type: VocabularyItem, resolve: (q) => q.item }),
    choices: t.exposeStringList('choices', { description: "Translations in the student's language, the item's among them." }),
  }),
});

export const QuizSession = builder.objectRef<{ questions: QuizQuestionShape[] }>('QuizSession').implement({
  description: 'The first 15 items: due words first, then new ones (001 §9).',
  fields: (t) => ({ questions: t.field({ type: [QuizQuestion], resolve: (s) => s.questions }) }),
});

const TaskPromptRef = builder.objectRef<TaskPrompt>('TaskPrompt').implement({
  description: 'A task as shown before answering: never its key.',
  fields: (t) => ({
    type: t.field({ type: TaskType, resolve: (p) => p.type }),
    prompt: t.exposeString('prompt'),
    options: t.exposeStringList('options', { nullable: true }),
    hint: t.exposeString('hint', { nullable: true }),
    words: t.exposeStringList('words', { nullable: true, description: 'order_words: shuffled.' }),
    left: t.exposeStringList('left', { nullable: true }),
    right: t.exposeStringList('right', { nullable: true, description: 'match_pairs: shuffled.' }),
  }),
});

export const WordPair = builder.objectRef<[string, string]>('WordPair').implement({
  fields: (t) => ({ left: t.string({ resolve: (p) => p[0] }), right: t.string({ resolve: (p) => p[1] }) }),
});

const WordPairInput = builder.inputType('WordPairInput', {
  fields: (t) => ({ left: t.string({ required: true }), right: t.string({ required: true }) }),
});

export const TaskAnswerRef = builder.objectRef<TaskAnswer>('TaskAnswer').implement({
  fields: (t) => ({
    choice: t.int({ nullable: true, resolve: (a) => a.choice ?? null }),
    text: t.string({ nullable: true, resolve: (a) => a.text ?? null }),
    words: t.stringList({ nullable: true, resolve: (a) => a.words ?? null }),
    pairs: t.field({ type: [WordPair], nullable: true, resolve: (a) => a.pairs ?? null }),
  }),
});

export const TaskAnswerInput = builder.inputType('TaskAnswerInput', {
  description: 'The field of the task type: choice (multiple_choice), text (fill_gap), words (order_words), pairs (match_pairs).',
  fields: (t) => ({
    choice: t.int(),
    text: t.string(),
    words: t.stringList(),
    pairs: t.field({ type: [WordPairInput] }),
  }),
});

const ExerciseFeedbackRef = builder.objectRef<ExerciseFeedback>('ExerciseFeedback').implement({
  fields: (t) => ({
    correct: t.exposeBoolean('correct'),
    answer: t.field({ type: TaskAnswerRef, resolve: (f) => f.answer }),
    correctAnswer: t.field({ type: TaskAnswerRef, resolve: (f, _args, ctx) => readerCorrectAnswer(f.source, ctx) }),
    explanation: t.string({ resolve: (f, _args, ctx) => inReaderLanguage(f.translations, ctx, (x) => x.explanation) ?? f.explanation }),
  }),
});

export const Exercise = builder.objectRef<ExerciseView>('Exercise').implement({
  description: '001 §3 Exercise: a null score means pending.',
  fields: (t) => ({
    id: t.exposeID('id'),
    lessonId: t.exposeID('lessonId'),
    position: t.exposeInt('position'),
    title: t.string({
      description: "The task's prompt in the reader's words.",
      resolve: (e, _args, ctx) => taskInReaderWords(e.source, readerLocale(ctx.request)).prompt,
    }),
    type: t.field({ type: ExerciseKind, resolve: (e) => e.type }),
    url: t.exposeString('url'),
    task: t.field({ type: TaskPromptRef, resolve: (e, _args, ctx) => readerTaskPrompt(e.source, ctx) }),
    score: t.exposeInt('score', { nullable: true }),
    status: t.field({ type: ExerciseStatus, resolve: (e) => e.status }),
    attempts: t.exposeInt('attempts'),
    feedback: t.field({ type: ExerciseFeedbackRef, nullable: true, description: 'Only once answered.', resolve: (e) => e.feedback }),
  }),
});

export const GrammarExampleRef = builder.objectRef<GrammarExample>('GrammarExample').implement({
  fields: (t) => ({ text: t.exposeString('text'), translation: t.field({ type: DisplayTextRef, resolve: (e) => e.translation }) }),
});

export const GrammarItem = builder.objectRef<GrammarItemView>('GrammarItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    lessonId: t.exposeID('lessonId'),
    title: t.string({ resolve: (g, _args, ctx) => inReaderLanguage(g.translations, ctx, (x) => x.title) ?? g.title }),
    explanation: t.string({ resolve: (g, _args, ctx) => inReaderLanguage(g.translations, ctx, (x) => x.explanation) ?? g.explanation }),
    examples: t.field({ type: [GrammarExampleRef], resolve: (g) => g.examples }),
    status: t.field({ type: GrammarStatus, resolve: (g) => g.status }),
  }),
});

export const Flashcard = builder.objectRef<FlashcardView>('Flashcard').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    item: t.field({ type: VocabularyItem, resolve: (f) => f.item }),
    status: t.field({ type: FlashcardStatus, resolve: (f) => f.status }),
  }),
});

const LingobiteTask = builder.objectRef<LingobiteTaskView>('LingobiteTask').implement({
  fields: (t) => ({
    stage: t.exposeInt('stage'),
    task: t.exposeInt('task'),
    prompt: t.field({ type: TaskPromptRef, resolve: (x, _args, ctx) => readerTaskPrompt(x.source, ctx) }),
    tries: t.exposeInt('tries'),
    solved: t.exposeBoolean('solved'),
    finished: t.exposeBoolean('finished'),
    correctAnswer: t.field({
      type: TaskAnswerRef,
      nullable: true,
      description: 'Once finished.',
      resolve: (x, _args, ctx) => (x.finished ? readerCorrectAnswer(x.source, ctx) : null),
    }),
  }),
});

const LingobiteStage = builder.objectRef<PracticeSequenceView['stages'][number]>('LingobiteStage').implement({
  fields: (t) => ({
    title: t.string({ resolve: (s, _args, ctx) => inReaderLanguage(s.titles, ctx, (x) => x) ?? s.title }),
    tasks: t.field({ type: [LingobiteTask], resolve: (s) => s.tasks }),
  }),
});

export const PracticeSequence = builder.objectRef<PracticeSequenceView>('PracticeSequence').implement({
  description: 'A Lingobite: intro, stages, outro; 3 tries per task (001 §4).',
  fields: (t) => ({
    id: t.exposeID('id'),
    lessonId: t.exposeID('lessonId'),
    title: t.string({ resolve: (s, _args, ctx) => inReaderLanguage(s.translations, ctx, (x) => x.title) ?? s.title }),
    intro: t.string({ resolve: (s, _args, ctx) => inReaderLanguage(s.translations, ctx, (x) => x.intro) ?? s.intro }),
    outro: t.string({ resolve: (s, _args, ctx) => inReaderLanguage(s.translations, ctx, (x) => x.outro) ?? s.outro }),
    stages: t.field({ type: [LingobiteStage], resolve: (s) => s.stages }),
    score: t.exposeInt('score', { nullable: true }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
  }),
});

export const PracticeItem = builder.objectRef<PracticeItemView>('PracticeItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    lessonId: t.exposeID('lessonId'),
    lessonTitle: t.exposeString('lessonTitle'),
    lessonNumber: t.exposeInt('lessonNumber'),
    type: t.field({ type: PracticeItemType, resolve: (i) => i.type }),
    size: t.exposeInt('size'),
    done: t.exposeInt('done'),
    status: t.field({ type: ExerciseStatus, resolve: (i) => i.status }),
    score: t.exposeInt('score', { nullable: true }),
    locked: t.exposeBoolean('locked'),
    grammarId: t.exposeID('grammarId', { nullable: true, description: 'The grammar item a grammar row opens; null for other types.' }),
  }),
});

export const PracticeItemPageRef = builder.objectRef<PracticeItemPage>('PracticeItemPage').implement({
  fields: (t) => ({
    items: t.field({ type: [PracticeItem], resolve: (p) => p.items }),
    total: t.exposeInt('total'),
    subscriptionRequired: t.exposeBoolean('subscriptionRequired'),
  }),
});

export const LearningUnit = builder.objectRef<LearningUnitView>('PracticeLearningUnit').implement({
  description: 'A lesson as a unit of practice, with its resources.',
  fields: (t) => ({
    id: t.exposeID('id'),
    lessonId: t.exposeID('lessonId'),
    title: t.exposeString('title'),
    number: t.exposeInt('number'),
    moduleId: t.exposeID('moduleId'),
    locked: t.exposeBoolean('locked'),
    resources: t.field({ type: [PracticeItem], resolve: (u) => u.resources }),
  }),
});

export const DailyPractice = builder.objectRef<DailyPracticeView>('DailyPractice').implement({
  fields: (t) => ({
    state: t.field({ type: DailyPracticeState, resolve: (d) => d.state }),
    wordsToReview: t.exposeInt('wordsToReview'),
    reviewedToday: t.exposeInt('reviewedToday'),
    exercise: t.field({ type: Exercise, nullable: true, resolve: (d) => d.exercise }),
    exercisesToday: t.exposeInt('exercisesToday'),
    available: t.exposeBoolean('available'),
  }),
});

/** The GraphQL answer input as the domain reads it (pairs as tuples). */
export function taskAnswerOf(input: {
  choice?: number | null;
  text?: string | null;
  words?: string[] | null;
  pairs?: { left: string; right: string }[] | null;
}): TaskAnswer {
  return {
    choice: input.choice ?? null,
    text: input.text ?? null,
    words: input.words ?? null,
    pairs: input.pairs ? input.pairs.map((p) => [p.left, p.right] as [string, string]) : null,
  };
}
