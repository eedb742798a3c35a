import { builder } from '../../graphql/builder.ts';
import { readerLocale } from '../../lib/reader-locale.ts';
import { Locale } from './practice.graphql.ts';
import { nextQuizItem } from './next-quiz-item.service.ts';
import { DailyPractice, Exercise, QuizQuestion } from './practice-types.graphql.ts';
import { quizSession } from './vocabulary.service.ts';

// Daily practice page and the quiz trainer (issue 17, decision 077); kept apart from
// practice.graphql.ts so the daily set's additions stay in one place.

builder.objectFields(DailyPractice, (t) => ({
  practiceOpen: t.exposeBoolean('practiceOpen'),
  words: t.field({
    type: [QuizQuestion],
    description: 'The day’s due words as quiz questions (at most wordsToReview; none without a subscription).',
    args: { locale: t.arg({ type: Locale }) },
    resolve: async (day, args, ctx) => {
      if (!day.available || day.wordsToReview === 0 || !ctx.auth) return [];
      const questions = await quizSession(ctx.app.db, ctx.auth.userId, null, args.locale ?? readerLocale(ctx.request), ctx.app.clock.now());
      return questions.slice(0, day.wordsToReview);
    },
  }),
}));

builder.queryFields((t) => ({
  nextQuizItem: t.withAuth({ student: true }).field({
    type: Exercise,
    nullable: true,
    description: 'The next pending quiz exercise of the open lessons, in lesson order; null when every quiz is done.',
    resolve: (_root, _args, ctx) => nextQuizItem(ctx.app.db, ctx.auth.userId, ctx.app.clock.now()),
  }),
}));
