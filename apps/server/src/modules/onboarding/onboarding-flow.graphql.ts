import { ONBOARDING_FLOW_STEPS } from '@parla/contracts';
import { builder } from '../../graphql/builder.ts';
import { BookingOption, TimeOfDay } from '../classes/booking.graphql.ts';
import { ClassType } from '../classes/classes.graphql.ts';
import { viewerOf } from '../classes/klass-views.ts';
import { Lesson, Module, primeCurriculum } from '../curriculum/curriculum.graphql.ts';
import { type FirstClassSuggestionsView, firstClassSuggestions } from './first-class-suggestions.service.ts';
import {
  type OnboardingFlowView,
  advanceOnboarding,
  completeOnboarding,
  confirmOnboardingLevel,
  onboardingFlow,
  skipOnboarding,
  skipOnboardingBooking,
} from './onboarding-flow.service.ts';

const OnboardingStep = builder.enumType('OnboardingStep', { values: ONBOARDING_FLOW_STEPS });

type UpcomingClass = NonNullable<OnboardingFlowView['upcomingClass']>;
const OnboardingClass = builder.objectRef<UpcomingClass>('OnboardingClass').implement({
  description: "The student's soonest upcoming class: what the congratulations page tells them about.",
  fields: (t) => ({
    uid: t.exposeString('uid'),
    startDate: t.expose('startDate', { type: 'DateTime' }),
    endDate: t.expose('endDate', { type: 'DateTime' }),
    type: t.exposeString('type'),
    lessonTitle: t.exposeString('lessonTitle'),
    lessonNumber: t.exposeInt('lessonNumber'),
  }),
});

type LatestPlacement = NonNullable<OnboardingFlowView['latestPlacement']>;
const OnboardingPlacement = builder.objectRef<LatestPlacement>('OnboardingPlacement').implement({
  description: "The student's latest placement test in their language.",
  fields: (t) => ({
    attemptId: t.exposeID('attemptId'),
    finished: t.exposeBoolean('finished'),
    level: t.exposeString('level', { nullable: true }),
    sublevel: t.exposeInt('sublevel', { nullable: true }),
  }),
});

const OnboardingCourse = builder.objectRef<NonNullable<OnboardingFlowView['module']>>('OnboardingCourse').implement({
  fields: (t) => ({ name: t.exposeString('name'), code: t.exposeString('code'), level: t.exposeString('level') }),
});
const OnboardingSection = builder.objectRef<NonNullable<OnboardingFlowView['section']>>('OnboardingSection').implement({
  fields: (t) => ({ slug: t.exposeString('slug'), name: t.exposeString('name') }),
});

const OnboardingFlow = builder.objectRef<OnboardingFlowView>('OnboardingFlow').implement({
  description: "The signed-in student's onboarding (issue 16): where they stand, and what the steps need to know.",
  fields: (t) => ({
    step: t.field({ type: OnboardingStep, description: 'The furthest step reached: where the flow resumes.', resolve: (f) => f.step }),
    started: t.exposeBoolean('started'),
    open: t.exposeBoolean('open', { description: 'Neither completed nor skipped.' }),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    skippedAt: t.expose('skippedAt', { type: 'DateTime', nullable: true }),
    bookingSkipped: t.exposeBoolean('bookingSkipped'),
    section: t.field({ type: OnboardingSection, nullable: true, resolve: (f) => f.section }),
    course: t.field({ type: OnboardingCourse, nullable: true, resolve: (f) => f.module }),
    sublevel: t.exposeInt('sublevel', { nullable: true }),
    timezone: t.exposeString('timezone'),
    preferredClassTime: t.exposeString('preferredClassTime', { nullable: true }),
    groupCredits: t.exposeInt('groupCredits'),
    privateCredits: t.exposeInt('privateCredits'),
    upcomingClass: t.field({ type: OnboardingClass, nullable: true, resolve: (f) => f.upcomingClass }),
    latestPlacement: t.field({ type: OnboardingPlacement, nullable: true, resolve: (f) => f.latestPlacement }),
  }),
});

const FirstClassSuggestions = builder.objectRef<FirstClassSuggestionsView>('FirstClassSuggestions').implement({
  description: 'The three best first classes (issue 16): the next lesson, at the preferred times, existing classes with seats first.',
  fields: (t) => ({
    module: t.field({ type: Module, resolve: (s) => s.module }),
    lesson: t.field({ type: Lesson, nullable: true, resolve: (s) => s.lesson }),
    classType: t.field({ type: ClassType, resolve: (s) => s.classType }),
    timesOfDay: t.field({ type: [TimeOfDay], resolve: (s) => s.timesOfDay }),
    atPreferredTimes: t.exposeBoolean('atPreferredTimes'),
    hasCredits: t.exposeBoolean('hasCredits', { description: 'False: no credit of the class type; the times cannot be booked yet.' }),
    options: t.field({ type: [BookingOption], resolve: (s) => s.options }),
  }),
});

builder.queryField('onboardingFlow', (t) =>
  t.withAuth({ student: true }).field({
    type: OnboardingFlow,
    description: "The signed-in student's own onboarding (there is no way to ask for another student's).",
    resolve: (_root, _args, ctx) => onboardingFlow(ctx.app, ctx.auth.userId),
  }),
);

builder.queryField('firstClassSuggestions', (t) =>
  t.withAuth({ student: true }).field({
    type: FirstClassSuggestions,
    resolve: async (_root, _args, ctx) => {
      const viewer = await viewerOf(ctx.app.db, ctx.auth);
      const suggestions = await firstClassSuggestions(ctx.app, { ...viewer, id: ctx.auth.userId });
      primeCurriculum(ctx, ctx.auth.userId, suggestions.results.curriculum);
      return suggestions;
    },
  }),
);

builder.mutationField('advanceOnboarding', (t) =>
  t.withAuth({ student: true }).field({
    type: OnboardingFlow,
    description: 'The student reached a step; the flow resumes at the furthest one. Reopens a skipped flow.',
    args: { step: t.arg({ type: OnboardingStep, required: true }) },
    resolve: (_root, args, ctx) => advanceOnboarding(ctx.app, ctx.auth.userId, { step: args.step }),
  }),
);

builder.mutationField('skipOnboarding', (t) =>
  t.withAuth({ student: true }).field({
    type: OnboardingFlow,
    description: 'Skips the whole flow for now; Today stops offering it.',
    resolve: (_root, _args, ctx) => skipOnboarding(ctx.app, ctx.auth.userId),
  }),
);

builder.mutationField('skipOnboardingBooking', (t) =>
  t.withAuth({ student: true }).field({
    type: OnboardingFlow,
    description: 'booking/skip: no first class now; on to the congratulations page.',
    resolve: (_root, _args, ctx) => skipOnboardingBooking(ctx.app, ctx.auth.userId),
  }),
);

builder.mutationField('completeOnboarding', (t) =>
  t.withAuth({ student: true }).field({
    type: OnboardingFlow,
    resolve: (_root, _args, ctx) => completeOnboarding(ctx.app, ctx.auth.userId),
  }),
);

builder.mutationField('confirmOnboardingLevel', (t) =>
  t.withAuth({ student: true }).field({
    type: OnboardingFlow,
    description:
      "level/{level}/{sublevel}: places the student in that level's module and sublevel (onboarding_level_locked once classes are booked or attended).",
    args: { level: t.arg.string({ required: true }), sublevel: t.arg.int({ required: true }) },
    resolve: (_root, args, ctx) => confirmOnboardingLevel(ctx.app, ctx.auth.userId, { level: args.level, sublevel: args.sublevel }),
  }),
);
