import { STANDING_OFFERS, STANDING_STATES, TIMES_OF_DAY } from '@parla/domain';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { CreditKind, CreditsInfo } from '../commerce/commerce.graphql.ts';
import { creditsInfo } from '../commerce/credits/credits.service.ts';
import { Lesson, Module, primeCurriculum } from '../curriculum/curriculum.graphql.ts';
import { type BookingPreview as BookingPreviewShape, bookingPreview } from './booking-preview.service.ts';
import { type BookingOptionView, type BookingResults as BookingResultsShape, bookingResults } from './booking-search.service.ts';
import { bookClass } from './booking.service.ts';
import { bookingStandingOf } from './booking-standing.service.ts';
import type { BookingStanding as BookingStandingShape } from '@parla/domain';
import { cancelClass } from './cancellation.service.ts';
import { Appointment, ClassType, Klass, Teacher, ownAppointment } from './classes.graphql.ts';
import { type AppointmentRow, type KlassView, bookingView, classView, viewerOf, viewerWith } from './klass-views.ts';
import { studentClass } from './student-classes.service.ts';
import type { CreditsInfo as CreditsInfoShape } from '../commerce/credits/credits.service.ts';

export const TimeOfDay = builder.enumType('TimeOfDay', { values: TIMES_OF_DAY });
const uuid = z.string().uuid();
const StandingState = builder.enumType('StandingState', { values: STANDING_STATES });
const StandingOffer = builder.enumType('StandingOffer', { values: STANDING_OFFERS });

const BookingStanding = builder.objectRef<BookingStandingShape>('BookingStanding').implement({
  description: 'What the student can do now: the state for the status banner, why booking is refused, and the allowed offers.',
  fields: (t) => ({
    state: t.field({ type: StandingState, resolve: (s) => s.state }),
    until: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Trial end, pause end, membership end or when it ended.',
      resolve: (s) => s.until,
    }),
    refusal: t.exposeString('refusal', { nullable: true, description: 'The error code a booking now would meet whatever the class.' }),
    emailVerified: t.exposeBoolean('emailVerified'),
    groupCredits: t.int({ resolve: (s) => s.credits.group }),
    privateCredits: t.int({ resolve: (s) => s.credits.private }),
    offers: t.field({ type: [StandingOffer], resolve: (s) => s.offers }),
  }),
});

export const BookingOption = builder.objectRef<BookingOptionView>('BookingOption').implement({
  description: 'One row of the booking page: an existing class with free seats, or a new class at a free slot.',
  // Exposed, not resolved: a field without a resolver is a property read in the compiled query, a
  // resolver is a call per option and field (a page holds ~230 options: decision 093).
  fields: (t) => ({
    key: t.exposeID('key', { description: 'existing: "class:<uid>"; new: "new:<lessonId>:<startDate ISO>:<type>"' }),
    isExisting: t.exposeBoolean('isExisting'),
    class: t.expose('class', { type: Klass, nullable: true }),
    startDate: t.expose('startDate', { type: 'DateTime' }),
    endDate: t.expose('endDate', { type: 'DateTime' }),
    type: t.expose('type', { type: ClassType }),
    lesson: t.expose('lesson', { type: Lesson }),
    lessonId: t.exposeID('lessonId', {
      description: "The lesson's id: a list of many options (bookingResults) lists each lesson once, in BookingResults.lessons.",
    }),
    availableSeats: t.exposeInt('availableSeats'),
    teacher: t.field({ type: Teacher, nullable: true, resolve: (o) => o.teacherId }),
    timeOfDay: t.expose('timeOfDay', { type: TimeOfDay }),
    refusal: t.exposeString('refusal', {
      nullable: true,
      description:
        'The error code booking this time would meet because of the student (plan, pause, day limits, credits); null when bookable.',
    }),
  }),
});

const BookingResults = builder.objectRef<BookingResultsShape>('BookingResults').implement({
  fields: (t) => ({
    from: t.expose('from', { type: 'DateTime' }),
    to: t.expose('to', { type: 'DateTime' }),
    module: t.expose('module', { type: Module }),
    lessons: t.expose('lessons', {
      type: [Lesson],
      description: 'The lessons of the options, each once, by number: an option names its lesson by lessonId (decision 125).',
    }),
    options: t.expose('options', { type: [BookingOption] }),
  }),
});

const BookingFilter = builder.inputType('BookingFilter', {
  fields: (t) => ({
    moduleId: t.id({ description: "Default: the student's module.", validate: { schema: uuid } }),
    from: t.field({ type: 'DateTime', required: true }),
    to: t.field({ type: 'DateTime', required: true, description: 'The week shown (at most 14 days).' }),
    timesOfDay: t.field({ type: [TimeOfDay] }),
    type: t.field({ type: ClassType }),
    lessonId: t.id({ validate: { schema: uuid } }),
  }),
});

const BookClassInput = builder.inputType('BookClassInput', {
  fields: (t) => ({
    classUid: t.id({ description: 'Book a seat in an existing class, or open a new class with the fields below.' }),
    lessonId: t.id({ validate: { schema: uuid } }),
    startDate: t.field({ type: 'DateTime' }),
    type: t.field({ type: ClassType }),
  }),
});

const BookingPreview = builder.objectRef<BookingPreviewShape>('BookingPreview').implement({
  fields: (t) => ({
    option: t.field({ type: BookingOption, resolve: (p) => p.option }),
    creditKind: t.field({ type: CreditKind, resolve: (p) => p.creditKind }),
    creditsAvailable: t.exposeInt('creditsAvailable'),
    refundDeadline: t.field({
      type: 'DateTime',
      description: 'Booked now, cancelling up to this instant refunds the credit: the later of booking + 30 min and start - 72 h.',
      resolve: (p) => p.refundDeadline,
    }),
    refundByNotice: t.boolean({
      description:
        'True when the class starts more than 72 h after booking, so refundDeadline is start - 72 h; false when only the first 30 minutes after booking are free.',
      resolve: (p) => p.refundRule === 'notice',
    }),
    graceMinutes: t.exposeInt('graceMinutes'),
    blockingError: t.exposeString('blockingError', { nullable: true, description: 'The error code booking would fail with now.' }),
    offers: t.field({ type: [StandingOffer], description: 'What the student can do about blockingError.', resolve: (p) => p.offers }),
  }),
});

const BookClassResult = builder
  .objectRef<{ class: KlassView; appointment: AppointmentRow; credits: CreditsInfoShape }>('BookClassResult')
  .implement({
    fields: (t) => ({
      appointment: t.field({
        type: Appointment,
        // The appointment the booking inserted.
        resolve: (r, _a, ctx) => bookingView(r.class, r.appointment, ctx.app.clock.now()),
      }),
      class: t.field({ type: Klass, resolve: (r) => r.class }),
      credits: t.field({ type: CreditsInfo, resolve: (r) => r.credits }),
    }),
  });

const CancelClassResult = builder
  .objectRef<{ class: KlassView; refunded: boolean; credits: CreditsInfoShape }>('CancelClassResult')
  .implement({
    fields: (t) => ({
      appointment: t.field({ type: Appointment, resolve: (r, _a, ctx) => ownAppointment(ctx, r.class) }),
      refunded: t.exposeBoolean('refunded'),
      credits: t.field({ type: CreditsInfo, resolve: (r) => r.credits }),
    }),
  });

const bookInput = (input: {
  classUid?: string | number | null;
  lessonId?: string | number | null;
  startDate?: Date | null;
  type?: 'group' | 'individual' | 'trial' | null;
}) => ({
  classUid: input.classUid == null ? null : String(input.classUid),
  lessonId: input.lessonId == null ? null : String(input.lessonId),
  startDate: input.startDate ?? null,
  type: input.type ?? null,
});

builder.queryField('bookingResults', (t) =>
  t.withAuth({ student: true }).field({
    type: BookingResults,
    args: { filter: t.arg({ type: BookingFilter, required: true }) },
    resolve: async (_root, { filter }, ctx) => {
      const viewer = await viewerOf(ctx.app.db, ctx.auth);
      const results = await bookingResults(
        ctx.app,
        { ...viewer, id: ctx.auth.userId },
        {
          moduleId: filter.moduleId == null ? null : String(filter.moduleId),
          from: filter.from,
          to: filter.to,
          timesOfDay: filter.timesOfDay,
          type: filter.type,
          lessonId: filter.lessonId == null ? null : String(filter.lessonId),
        },
      );
      // The classes' lessons and modules are the ones the search loaded: no second load.
      primeCurriculum(ctx, ctx.auth.userId, results.curriculum);
      return results;
    },
  }),
);

builder.queryField('bookingStanding', (t) =>
  t.withAuth({ student: true }).field({
    type: BookingStanding,
    description: "The signed-in student's own standing (there is no way to ask for another student's).",
    resolve: (_root, _args, ctx) => bookingStandingOf(ctx.app, ctx.auth.userId),
  }),
);

builder.queryField('bookingPreview', (t) =>
  t.withAuth({ student: true }).field({
    type: BookingPreview,
    args: { input: t.arg({ type: BookClassInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const viewer = await viewerOf(ctx.app.db, ctx.auth);
      return bookingPreview(ctx.app, { ...viewer, id: ctx.auth.userId }, bookInput(input));
    },
  }),
);

builder.mutationField('bookClass', (t) =>
  t.withAuth({ student: true }).field({
    type: BookClassResult,
    args: { input: t.arg({ type: BookClassInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const studentId = ctx.auth.userId;
      const booked = await bookClass(ctx.app, studentId, bookInput(input));
      // The answer from the booking's own reads and writes (decision 129): no statement after the commit.
      const viewer = viewerWith(ctx.auth, booked.student ?? undefined);
      const klass = classView(booked.klass, viewer, ctx.app.config, ctx.app.clock.now());
      return { class: klass, appointment: booked.appointment, credits: booked.credits };
    },
  }),
);

builder.mutationField('cancelClass', (t) =>
  t.withAuth({ student: true }).field({
    type: CancelClassResult,
    args: { appointmentId: t.arg.id({ required: true }), immediate: t.arg.boolean() },
    resolve: async (_root, args, ctx) => {
      const studentId = ctx.auth.userId;
      const done = await cancelClass(ctx.app, studentId, String(args.appointmentId), args.immediate ?? false);
      const [klass, credits] = await Promise.all([
        studentClass(ctx.app, await viewerOf(ctx.app.db, ctx.auth), done.classUid),
        creditsInfo(ctx.app.db, studentId, ctx.app.clock.now()),
      ]);
      return { class: klass, refunded: done.refunded, credits };
    },
  }),
);
