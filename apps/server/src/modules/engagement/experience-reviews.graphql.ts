// Booking-experience, personalized and feature-usefulness reviews and the prompt that asks for
// them (001 §7 Reviews; issue 18, decision 090). Student fields are the student's own; the list is
// the back office's. `kind` arguments are strings checked by the contracts' zod schema, so a bad
// one is the spec's validation error (validation_failed, field kind), as a bad rating is.
import { EXPERIENCE_REVIEW_KINDS } from '@parla/contracts';
import type { PromptChoice } from '@parla/domain';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import {
  type AdminExperienceReviewView,
  type ExperienceReviewAverage,
  type ExperienceReviewView,
  adminExperienceReviews,
  dismissReviewPrompt,
  markReviewPromptShown,
  reviewPromptOf,
  submitExperienceReview,
} from './experience-reviews.service.ts';

const ExperienceReviewKind = builder.enumType('ExperienceReviewKind', { values: EXPERIENCE_REVIEW_KINDS });

const ReviewPrompt = builder.objectRef<PromptChoice>('ReviewPrompt').implement({
  description: 'A short review question to show the student now (at most one a day).',
  fields: (t) => ({
    kind: t.field({ type: ExperienceReviewKind, resolve: (p) => p.kind }),
    subject: t.string({
      nullable: true,
      description: 'The booked class uid (booking_experience), the practice feature (feature_usefulness), or null (personalized).',
      resolve: (p) => p.subject,
    }),
  }),
});

const ExperienceReview = builder.objectRef<ExperienceReviewView>('ExperienceReview').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: ExperienceReviewKind, resolve: (r) => r.kind }),
    subject: t.exposeString('subject', { nullable: true }),
    rating: t.exposeInt('rating'),
    comment: t.exposeString('comment', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
  }),
});

const AdminExperienceReview = builder.objectRef<AdminExperienceReviewView>('AdminExperienceReview').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: ExperienceReviewKind, resolve: (r) => r.kind }),
    subject: t.exposeString('subject', { nullable: true }),
    rating: t.exposeInt('rating'),
    comment: t.exposeString('comment', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    studentId: t.exposeID('studentId'),
    studentName: t.exposeString('studentName'),
    studentEmail: t.exposeString('studentEmail'),
  }),
});

const ExperienceReviewAverageRef = builder.objectRef<ExperienceReviewAverage>('ExperienceReviewAverage').implement({
  fields: (t) => ({
    kind: t.field({ type: ExperienceReviewKind, resolve: (a) => a.kind }),
    count: t.exposeInt('count'),
    average: t.exposeFloat('average', { nullable: true, description: 'Mean rating, two decimals; null without reviews.' }),
  }),
});

const AdminExperienceReviews = builder
  .objectRef<{ total: number; items: AdminExperienceReviewView[]; averages: ExperienceReviewAverage[] }>('AdminExperienceReviews')
  .implement({
    fields: (t) => ({
      total: t.exposeInt('total'),
      items: t.field({ type: [AdminExperienceReview], resolve: (v) => v.items }),
      averages: t.field({ type: [ExperienceReviewAverageRef], resolve: (v) => v.averages }),
    }),
  });

const student = { student: true } as const;

builder.queryField('reviewPrompt', (t) =>
  t.withAuth(student).field({
    type: ReviewPrompt,
    nullable: true,
    description: 'The review question to show now, or null. Reads only: the web calls markReviewPromptShown when it shows it.',
    resolve: (_root, _args, ctx) => reviewPromptOf(ctx.app.db, ctx.auth.userId, ctx.app.clock.now()),
  }),
);

builder.mutationFields((t) => ({
  markReviewPromptShown: t.withAuth(student).field({
    type: ReviewPrompt,
    description: "Records that the prompt is on screen: the day's one prompt (review_prompt_not_due for any other).",
    args: { kind: t.arg.string({ required: true }), subject: t.arg.string() },
    resolve: (_root, args, ctx) => markReviewPromptShown(ctx.app, ctx.auth.userId, args),
  }),
  dismissReviewPrompt: t.withAuth(student).boolean({
    description: '"Not now": the question rests for 30 days (review_prompt_not_shown when it was never shown).',
    args: { kind: t.arg.string({ required: true }), subject: t.arg.string() },
    resolve: (_root, args, ctx) => dismissReviewPrompt(ctx.app, ctx.auth.userId, args),
  }),
  submitExperienceReview: t.withAuth(student).field({
    type: ExperienceReview,
    description: 'A booking-experience, personalized or feature-usefulness review: rating 1-5, optional comment.',
    args: {
      kind: t.arg.string({ required: true }),
      subject: t.arg.string(),
      rating: t.arg.int({ required: true }),
      comment: t.arg.string(),
    },
    resolve: (_root, args, ctx) => submitExperienceReview(ctx.app, ctx.auth.userId, args),
  }),
}));

builder.queryField('adminExperienceReviews', (t) =>
  t.withAuth({ admin: true }).field({
    type: AdminExperienceReviews,
    description: 'Back office: experience reviews, newest first, and the mean rating of each kind.',
    args: {
      kind: t.arg.string({ validate: { schema: z.enum(EXPERIENCE_REVIEW_KINDS) } }),
      limit: t.arg.int({ defaultValue: 50, validate: { schema: z.number().int().min(1).max(200) } }),
      offset: t.arg.int({ defaultValue: 0, validate: { schema: z.number().int().min(0).max(100_000) } }),
    },
    resolve: (_root, args, ctx) =>
      adminExperienceReviews(ctx.app.db, {
        kind: (args.kind as (typeof EXPERIENCE_REVIEW_KINDS)[number] | null | undefined) ?? null,
        limit: args.limit ?? 50,
        offset: args.offset ?? 0,
      }),
  }),
);
