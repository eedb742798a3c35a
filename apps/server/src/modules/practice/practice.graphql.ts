import { DISPLAY_LOCALES } from '@parla/contracts';
import { dataloaderGetter } from '@pothos/plugin-dataloader';
import { builder } from '../../graphql/builder.ts';
import { readerLocale } from '../../lib/reader-locale.ts';
import type { GraphQLContext } from '../../graphql/builder.ts';
import { Lesson, studentIdOf } from '../curriculum/curriculum.graphql.ts';
import { dailyPractice } from './daily-practice.service.ts';
import { lessonExercises, restartExercises, submitExerciseAnswer } from './exercises.service.ts';
import { flashcards, grammarItem, grammarItems, setFlashcardStatus, setGrammarStatus } from './grammar-flashcards.service.ts';
import { answerLingobite, practiceSequence, sequenceScoresByLesson } from './lingobites.service.ts';
import { reportContentError, submitPracticeReview } from './practice-feedback.service.ts';
import {
  type LessonPracticeProgress,
  learningUnit,
  learningUnits,
  lessonPracticeProgress,
  practiceItems,
} from './practice-items.service.ts';
import {
  DailyPractice,
  Exercise,
  ExerciseKind,
  ExerciseStatus,
  Flashcard,
  FlashcardStatus,
  GrammarItem,
  GrammarStatus,
  LearningUnit,
  PracticeItemPageRef,
  PracticeItemType,
  PracticeSequence,
  QuizProgress,
  QuizSession,
  TaskAnswerInput,
  VocabularyItem,
  taskAnswerOf,
} from './practice-types.graphql.ts';
import {
  quizProgressOf,
  quizSession,
  reviewQueue,
  reviewVocabularyItem,
  setVocabularyStatus,
  vocabularyList,
} from './vocabulary.service.ts';
import { wordsLearnedThisWeek } from './words-per-week.service.ts';

const id = (v: string | number) => String(v);
const optionalId = (v: string | number | null | undefined) => (v == null ? null : String(v));

// Lesson.practiceSequenceScore (001 §3): the student's Lingobite score, batched per request (decision 036).
const sequenceScoreLoader = dataloaderGetter<string, number | null, string>(
  undefined,
  async (keys, ctx) => {
    const { app } = ctx as GraphQLContext;
    const byStudent = new Map<string, string[]>();
    for (const key of keys) {
      const [studentId, lessonId] = key.split('|');
      byStudent.set(studentId, [...(byStudent.get(studentId) ?? []), lessonId]);
    }
    const scores = new Map<string, Map<string, number | null>>();
    for (const [studentId, lessonIds] of byStudent) scores.set(studentId, await sequenceScoresByLesson(app.db, studentId, lessonIds));
    return keys.map((key) => {
      const [studentId, lessonId] = key.split('|');
      return scores.get(studentId)?.get(lessonId) ?? null;
    });
  },
  undefined,
  false,
);

builder.objectField(Lesson, 'practiceSequenceScore', (t) =>
  t.float({
    nullable: true,
    description: "The viewer's Lingobite score (0-100) once finished; null otherwise and for non-students.",
    resolve: (lesson, _args, ctx) => {
      const studentId = studentIdOf(ctx);
      return studentId ? sequenceScoreLoader(ctx).load(`${studentId}|${lesson.id}`) : null;
    },
  }),
);

const student = { student: true } as const;
export const Locale = builder.enumType('PracticeLocale', {
  values: DISPLAY_LOCALES,
  description: 'The language of the quiz answers; the request’s X-Locale when not given.',
});

builder.queryFields((t) => ({
  practiceItems: t.withAuth(student).field({
    type: PracticeItemPageRef,
    description: 'The practice page: items per lesson, pending first (001 §7).',
    args: {
      lessonId: t.arg.id(),
      moduleId: t.arg.id(),
      type: t.arg({ type: PracticeItemType }),
      status: t.arg({ type: ExerciseStatus }),
      offset: t.arg.int(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      practiceItems(
        ctx.app.db,
        ctx.auth.userId,
        {
          lessonId: optionalId(args.lessonId),
          moduleId: optionalId(args.moduleId),
          type: args.type,
          status: args.status,
          offset: args.offset ?? undefined,
          limit: args.limit ?? undefined,
        },
        ctx.app.clock.now(),
      ),
  }),
  learningUnits: t.withAuth(student).field({
    type: [LearningUnit],
    description: "Learning units (lessons) of modules, default the student's, with their practice resources.",
    args: { moduleIds: t.arg.idList() },
    resolve: (_root, args, ctx) => learningUnits(ctx.app.db, ctx.auth.userId, args.moduleIds?.map(id), ctx.app.clock.now()),
  }),
  learningUnitPracticeResources: t.withAuth(student).field({
    type: LearningUnit,
    description: "One learning unit's practice resources.",
    args: { learningUnitId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => learningUnit(ctx.app.db, ctx.auth.userId, id(args.learningUnitId), ctx.app.clock.now()),
  }),
  vocabularyList: t.withAuth(student).field({
    type: [VocabularyItem],
    description: "A lesson's words (vocabulary/{lessonId}), or every open lesson's of the student's module.",
    args: { lessonId: t.arg.id() },
    resolve: (_root, args, ctx) => vocabularyList(ctx.app.db, ctx.auth.userId, optionalId(args.lessonId), ctx.app.clock.now()),
  }),
  quizProgress: t.withAuth(student).field({
    type: QuizProgress,
    args: { lessonId: t.arg.id() },
    resolve: async (_root, args, ctx) =>
      quizProgressOf(await vocabularyList(ctx.app.db, ctx.auth.userId, optionalId(args.lessonId), ctx.app.clock.now())),
  }),
  quizSession: t.withAuth(student).field({
    type: QuizSession,
    args: { lessonId: t.arg.id(), locale: t.arg({ type: Locale }) },
    resolve: async (_root, args, ctx) => ({
      questions: await quizSession(
        ctx.app.db,
        ctx.auth.userId,
        optionalId(args.lessonId),
        args.locale ?? readerLocale(ctx.request),
        ctx.app.clock.now(),
      ),
    }),
  }),
  reviewQueue: t.withAuth(student).field({
    type: [VocabularyItem],
    description: 'Words due now, earliest first.',
    args: { limit: t.arg.int() },
    resolve: (_root, args, ctx) => reviewQueue(ctx.app.db, ctx.auth.userId, args.limit ?? 15, ctx.app.clock.now()),
  }),
  flashcards: t.withAuth(student).field({
    type: [Flashcard],
    args: { learningUnitId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => flashcards(ctx.app.db, ctx.auth.userId, id(args.learningUnitId), ctx.app.clock.now()),
  }),
  exercises: t.withAuth(student).field({
    type: [Exercise],
    description: 'A lesson’s homework or quiz exercises, without answer keys until answered.',
    args: { lessonId: t.arg.id({ required: true }), type: t.arg({ type: ExerciseKind }) },
    resolve: (_root, args, ctx) => lessonExercises(ctx.app.db, ctx.auth.userId, id(args.lessonId), args.type ?? null, ctx.app.clock.now()),
  }),
  grammarItems: t.withAuth(student).field({
    type: [GrammarItem],
    args: { lessonId: t.arg.id() },
    resolve: (_root, args, ctx) => grammarItems(ctx.app.db, ctx.auth.userId, optionalId(args.lessonId), ctx.app.clock.now()),
  }),
  grammarItem: t.withAuth(student).field({
    type: GrammarItem,
    args: { grammarId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => grammarItem(ctx.app.db, ctx.auth.userId, id(args.grammarId), ctx.app.clock.now()),
  }),
  practiceSequence: t.withAuth(student).field({
    type: PracticeSequence,
    args: { lessonId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => practiceSequence(ctx.app.db, ctx.auth.userId, id(args.lessonId), ctx.app.clock.now()),
  }),
  dailyPractice: t.withAuth(student).field({
    type: DailyPractice,
    resolve: (_root, _args, ctx) => dailyPractice(ctx.app.db, ctx.auth.userId, ctx.app.clock.now()),
  }),
}));

const ReviewRating = builder.enumType('ReviewRating', { values: ['again', 'hard', 'good', 'easy'] as const });
const SettableWordStatus = builder.enumType('SettableWordStatus', { values: ['new', 'known'] as const });
const ContentErrorTarget = builder.enumType('ContentErrorTarget', { values: ['vocabulary', 'grammar', 'exercise', 'lingobite'] as const });
const ContentErrorOption = builder.enumType('ContentErrorOption', {
  values: ['wrong_answer', 'typo', 'translation', 'audio', 'unclear', 'other'] as const,
});

const PracticeReview = builder.objectRef<{ id: string; rating: number; comment: string | null }>('PracticeReview').implement({
  fields: (t) => ({ id: t.exposeID('id'), rating: t.exposeInt('rating'), comment: t.exposeString('comment', { nullable: true }) }),
});
const ContentErrorReport = builder.objectRef<{ id: string }>('ContentErrorReport').implement({
  fields: (t) => ({ id: t.exposeID('id') }),
});

builder.mutationFields((t) => ({
  reviewVocabularyItem: t.withAuth(student).field({
    type: VocabularyItem,
    description: 'One trainer answer: an FSRS review. `reps` is the card’s as shown (vocabulary_review_outdated when stale).',
    args: {
      vocabularyItemId: t.arg.id({ required: true }),
      rating: t.arg({ type: ReviewRating, required: true }),
      reps: t.arg.int({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      reviewVocabularyItem(ctx.app, ctx.auth.userId, { vocabularyItemId: id(args.vocabularyItemId), rating: args.rating, reps: args.reps }),
  }),
  setVocabularyStatus: t.withAuth(student).field({
    type: VocabularyItem,
    args: { vocabularyItemId: t.arg.id({ required: true }), status: t.arg({ type: SettableWordStatus, required: true }) },
    resolve: (_root, args, ctx) => setVocabularyStatus(ctx.app, ctx.auth.userId, id(args.vocabularyItemId), args.status),
  }),
  setFlashcardStatus: t.withAuth(student).field({
    type: Flashcard,
    args: { vocabularyItemId: t.arg.id({ required: true }), status: t.arg({ type: FlashcardStatus, required: true }) },
    resolve: (_root, args, ctx) => setFlashcardStatus(ctx.app, ctx.auth.userId, id(args.vocabularyItemId), args.status),
  }),
  setGrammarStatus: t.withAuth(student).field({
    type: GrammarItem,
    args: { grammarId: t.arg.id({ required: true }), status: t.arg({ type: GrammarStatus, required: true }) },
    resolve: (_root, args, ctx) => setGrammarStatus(ctx.app, ctx.auth.userId, id(args.grammarId), args.status),
  }),
  submitExerciseAnswer: t.withAuth(student).field({
    type: Exercise,
    description: 'Checks the answer on the server and saves the score (001 §7 submit exercise score).',
    args: { exerciseId: t.arg.id({ required: true }), answer: t.arg({ type: TaskAnswerInput, required: true }) },
    resolve: (_root, args, ctx) =>
      submitExerciseAnswer(ctx.app, ctx.auth.userId, { exerciseId: id(args.exerciseId), answer: taskAnswerOf(args.answer) }),
  }),
  restartExercises: t.withAuth(student).field({
    type: [Exercise],
    args: { lessonId: t.arg.id({ required: true }), type: t.arg({ type: ExerciseKind }) },
    resolve: (_root, args, ctx) => restartExercises(ctx.app, ctx.auth.userId, id(args.lessonId), args.type ?? null),
  }),
  answerLingobiteTask: t.withAuth(student).field({
    type: PracticeSequence,
    args: {
      lessonId: t.arg.id({ required: true }),
      stage: t.arg.int({ required: true }),
      task: t.arg.int({ required: true }),
      answer: t.arg({ type: TaskAnswerInput, required: true }),
    },
    resolve: (_root, args, ctx) =>
      answerLingobite(ctx.app, ctx.auth.userId, {
        lessonId: id(args.lessonId),
        stage: args.stage,
        task: args.task,
        answer: taskAnswerOf(args.answer),
      }),
  }),
  reportContentError: t.withAuth(student).field({
    type: ContentErrorReport,
    args: {
      target: t.arg({ type: ContentErrorTarget, required: true }),
      targetId: t.arg.id({ required: true }),
      options: t.arg({ type: [ContentErrorOption], required: true }),
      details: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      reportContentError(ctx.app, ctx.auth.userId, {
        target: args.target,
        targetId: id(args.targetId),
        options: args.options,
        details: args.details,
      }),
  }),
}));

for (const [name, kind] of [
  ['submitFlashcardReview', 'flashcard'],
  ['submitQuizReview', 'quiz'],
  ['submitPracticeSequenceReview', 'practice_sequence'],
] as const) {
  builder.mutationField(name, (t) =>
    t.withAuth(student).field({
      type: PracticeReview,
      args: { lessonId: t.arg.id({ required: true }), rating: t.arg.int({ required: true }), comment: t.arg.string() },
      resolve: (_root, args, ctx) =>
        submitPracticeReview(ctx.app, ctx.auth.userId, { kind, lessonId: id(args.lessonId), rating: args.rating, comment: args.comment }),
    }),
  );
}

// --- Cards from class, honest progress, words per week (issue 17 "Beyond the anchors", decision 078) ---

builder.objectField(VocabularyItem, 'fromClassAt', (t) =>
  t.field({
    type: 'DateTime',
    nullable: true,
    description: 'A word the teacher listed in the class log of the student: the start of that class ("from your class on ...").',
    resolve: (item) => item.fromClassAt,
  }),
);

const LessonPracticeProgressRef = builder.objectRef<LessonPracticeProgress>('LessonPracticeProgress').implement({
  description: "The viewer's progress with one lesson: class attended, practice done, words known.",
  fields: (t) => ({
    classAttended: t.exposeBoolean('classAttended'),
    exercisesDone: t.exposeInt('exercisesDone'),
    exercisesTotal: t.exposeInt('exercisesTotal'),
    lingobiteScore: t.exposeFloat('lingobiteScore', { nullable: true }),
    wordsKnown: t.exposeInt('wordsKnown'),
    wordsTotal: t.exposeInt('wordsTotal'),
  }),
});

// One batch per request: the course overview's lessons cost five statements, not five per lesson.
const practiceProgressLoader = dataloaderGetter<string, LessonPracticeProgress | null, string>(
  undefined,
  async (keys, ctx) => {
    const { app } = ctx as GraphQLContext;
    const byStudent = new Map<string, string[]>();
    for (const key of keys) {
      const [studentId, lessonId] = key.split('|');
      byStudent.set(studentId, [...(byStudent.get(studentId) ?? []), lessonId]);
    }
    const progress = new Map<string, Map<string, LessonPracticeProgress>>();
    for (const [studentId, lessonIds] of byStudent) progress.set(studentId, await lessonPracticeProgress(app.db, studentId, lessonIds));
    return keys.map((key) => {
      const [studentId, lessonId] = key.split('|');
      return progress.get(studentId)?.get(lessonId) ?? null;
    });
  },
  undefined,
  false,
);

builder.objectField(Lesson, 'practiceProgress', (t) =>
  t.field({
    type: LessonPracticeProgressRef,
    nullable: true,
    description: "The viewer's progress with the lesson; null for non-students.",
    resolve: (lesson, _args, ctx) => {
      const studentId = studentIdOf(ctx);
      return studentId ? practiceProgressLoader(ctx).load(`${studentId}|${lesson.id}`) : null;
    },
  }),
);

builder.queryField('wordsLearnedThisWeek', (t) =>
  t.withAuth(student).int({
    description: "Words a review moved to known this week (Monday start, the student's zone): the weekly goal's count.",
    resolve: (_root, _args, ctx) => wordsLearnedThisWeek(ctx.app.db, ctx.auth.userId, ctx.app.clock.now()),
  }),
);
