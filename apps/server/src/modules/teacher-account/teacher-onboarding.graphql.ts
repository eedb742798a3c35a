// GraphQL of the teacher's first-login onboarding (issue 16): the flow state and its own steps.
// The other steps reuse the profile pages' mutations (languages, payout details, agreements) and
// the schedule's availability mutations; this file only adds what those do not cover.
import { TEACHER_ONBOARDING_STEPS } from '@parla/contracts';
import type { TeacherOnboardingStepState } from '@parla/domain';
import { builder } from '../../graphql/builder.ts';
import {
  completeTeacherOnboarding,
  decideOnboardingCalendar,
  saveOnboardingProfile,
  type TeacherOnboardingView,
  teacherOnboardingState,
} from './teacher-onboarding.service.ts';

const OnboardingStep = builder.enumType('TeacherOnboardingStep', { values: TEACHER_ONBOARDING_STEPS });

const OnboardingStepState = builder.objectRef<TeacherOnboardingStepState>('TeacherOnboardingStepState').implement({
  fields: (t) => ({
    step: t.field({ type: OnboardingStep, resolve: (s) => s.step }),
    required: t.exposeBoolean('required'),
    complete: t.exposeBoolean('complete', { description: 'Judged from the saved data, not from what the browser reported.' }),
  }),
});

const TeacherOnboarding = builder.objectRef<TeacherOnboardingView>('TeacherOnboarding').implement({
  description: "The signed-in teacher's first-login flow: which steps are done, which is next, and what the steps prefill.",
  fields: (t) => ({
    id: t.exposeID('teacherId'),
    isOnboarded: t.exposeBoolean('isOnboarded'),
    completedAt: t.field({ type: 'DateTime', nullable: true, resolve: (o) => o.completedAt }),
    steps: t.field({ type: [OnboardingStepState], resolve: (o) => o.steps }),
    nextStep: t.field({ type: OnboardingStep, nullable: true, resolve: (o) => o.nextStep }),
    missing: t.field({ type: [OnboardingStep], description: 'Required steps still open.', resolve: (o) => o.missing }),
    headline: t.exposeString('headline'),
    aboutMe: t.exposeString('aboutMe'),
    teachingSections: t.exposeStringList('teachingSections', { description: 'Names of the languages the school lets the teacher teach.' }),
    pendingAgreementIds: t.exposeIDList('pendingAgreementIds'),
    today: t.exposeString('today', { description: "The teacher's local date (YYYY-MM-DD)." }),
    timeFormat: t.exposeString('timeFormat', { description: 'AMPM or ISO8601.' }),
  }),
});

builder.queryField('teacherOnboarding', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherOnboarding,
    description: "The signed-in teacher's onboarding state (the teacher app routes a teacher not onboarded into the flow).",
    resolve: (_root, _args, ctx) => teacherOnboardingState(ctx.app, ctx.auth.userId),
  }),
);

// Loose shape: the service parses it with the contract's schema, so errors name the form's fields.
const ProfileStepInput = builder.inputType('TeacherOnboardingProfileInput', {
  fields: (t) => ({ headline: t.string({ required: true }), aboutMe: t.string({ required: true }) }),
});

builder.mutationField('saveTeacherOnboardingProfile', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherOnboarding,
    description: 'Onboarding, profile step: headline and about me.',
    args: { input: t.arg({ type: ProfileStepInput, required: true }) },
    resolve: (_root, args, ctx) => saveOnboardingProfile(ctx.app, ctx.auth.userId, args.input),
  }),
);

builder.mutationField('decideTeacherOnboardingCalendar', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherOnboarding,
    description: 'Onboarding, optional calendar step: answered (connected or skipped for now).',
    resolve: (_root, _args, ctx) => decideOnboardingCalendar(ctx.app, ctx.auth.userId),
  }),
);

builder.mutationField('completeTeacherOnboarding', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherOnboarding,
    description: 'Finishes onboarding when every required step is really done (teacher_onboarding_incomplete otherwise).',
    resolve: (_root, _args, ctx) => completeTeacherOnboarding(ctx.app, ctx.auth.userId),
  }),
);
