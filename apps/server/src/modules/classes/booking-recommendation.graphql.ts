import { RECOMMENDATION_BASES } from '@parla/domain';
import { builder } from '../../graphql/builder.ts';
import { Lesson, Module, primeCurriculum } from '../curriculum/curriculum.graphql.ts';
import { BookingOption, TimeOfDay } from './booking.graphql.ts';
import { type BookingRecommendationView, bookingRecommendation } from './booking-recommendation.service.ts';
import { ClassType } from './classes.graphql.ts';
import { viewerOf } from './klass-views.ts';

const RecommendationBasis = builder.enumType('RecommendationBasis', {
  description: "Where the preferred times come from: the profile's preferred class time, the classes booked before, or evenings.",
  values: RECOMMENDATION_BASES,
});

const BookingRecommendation = builder.objectRef<BookingRecommendationView>('BookingRecommendation').implement({
  description: 'The booking page\'s "Recommended for you": the student\'s next lesson in the coming week at their preferred times.',
  fields: (t) => ({
    module: t.field({ type: Module, resolve: (r) => r.module }),
    lesson: t.field({
      type: Lesson,
      nullable: true,
      description: 'The first lesson of the module the student has neither attended nor booked; null when none is left.',
      resolve: (r) => r.lesson,
    }),
    timesOfDay: t.field({ type: [TimeOfDay], resolve: (r) => r.timesOfDay }),
    basis: t.field({ type: RecommendationBasis, resolve: (r) => r.basis }),
    atPreferredTimes: t.exposeBoolean('atPreferredTimes', {
      description: 'False when nothing was free at the preferred times, so the options are the soonest at any time.',
    }),
    options: t.field({
      type: [BookingOption],
      description: 'At most three times, soonest first, one per day.',
      resolve: (r) => r.options,
    }),
  }),
});

builder.queryField('bookingRecommendation', (t) =>
  t.withAuth({ student: true }).field({
    type: BookingRecommendation,
    description: "The signed-in student's own recommendation (there is no way to ask for another student's).",
    args: { type: t.arg({ type: ClassType, description: 'Group or private (the booking page tab); both when absent.' }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await viewerOf(ctx.app.db, ctx.auth);
      const recommendation = await bookingRecommendation(ctx.app, { ...viewer, id: ctx.auth.userId }, args.type ?? null);
      // The options' lessons and modules are the ones the search loaded: no second load.
      primeCurriculum(ctx, ctx.auth.userId, recommendation.results.curriculum);
      return recommendation;
    },
  }),
);
