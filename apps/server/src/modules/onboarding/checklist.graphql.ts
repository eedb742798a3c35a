// GraphQL of the onboarding checklist and the product tour (issue 16, decision 071): the student's
// own checklist on Today, its dismissal, the camera check's record, and the tour's per-user state.
import { CHECKLIST_ITEM_SLUGS } from '@parla/contracts';
import type { ChecklistItemState } from '@parla/domain';
import { builder } from '../../graphql/builder.ts';
import {
  type ChecklistView,
  type ProductTourView,
  dismissOnboardingChecklist,
  finishProductTour,
  onboardingChecklistOf,
  productTourOf,
  recordCameraTest,
  restartProductTour,
} from './checklist.service.ts';

const ChecklistItemSlug = builder.enumType('ChecklistItemSlug', { values: CHECKLIST_ITEM_SLUGS });

const ChecklistItem = builder.objectRef<ChecklistItemState>('ChecklistItem').implement({
  description:
    "001 §3 Checklist item. Title and description are the web catalogue's `checklist.items.<slug>` (each language); each item ticks itself from what the student really did.",
  fields: (t) => ({
    id: t.exposeString('slug', { description: 'Stable id: the slug.' }),
    slug: t.field({ type: ChecklistItemSlug, resolve: (item) => item.slug }),
    isCompleted: t.exposeBoolean('isCompleted'),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
  }),
});

const OnboardingChecklist = builder.objectRef<ChecklistView>('OnboardingChecklist').implement({
  fields: (t) => ({
    items: t.field({ type: [ChecklistItem], resolve: (c) => c.items }),
    completedCount: t.exposeInt('completedCount'),
    totalCount: t.exposeInt('totalCount'),
    allDone: t.exposeBoolean('allDone'),
    dismissedAt: t.expose('dismissedAt', { type: 'DateTime', nullable: true }),
    visible: t.exposeBoolean('visible', { description: 'Shown on Today: items left and not dismissed.' }),
  }),
});

const ProductTour = builder.objectRef<ProductTourView>('ProductTour').implement({
  description: "The product tour's state, remembered per student.",
  fields: (t) => ({
    pending: t.exposeBoolean('pending', { description: 'Not finished or skipped yet: shown on the next student page.' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

builder.queryField('onboardingChecklist', (t) =>
  t.withAuth({ student: true }).field({
    type: OnboardingChecklist,
    description: "The signed-in student's onboarding checklist.",
    resolve: (_root, _args, ctx) => onboardingChecklistOf(ctx.app, ctx.auth.userId),
  }),
);

builder.mutationField('dismissOnboardingChecklist', (t) =>
  t.withAuth({ student: true }).field({
    type: OnboardingChecklist,
    description: 'Hides the checklist on Today for good (every device).',
    resolve: (_root, _args, ctx) => dismissOnboardingChecklist(ctx.app, ctx.auth.userId),
  }),
);

builder.mutationField('recordCameraTest', (t) =>
  t.withAuth({ student: true }).field({
    type: OnboardingChecklist,
    description: "The classroom's device check passed its camera test: ticks 'test your camera'.",
    resolve: (_root, _args, ctx) => recordCameraTest(ctx.app, ctx.auth.userId),
  }),
);

builder.queryField('productTour', (t) =>
  t.withAuth({ student: true }).field({
    type: ProductTour,
    resolve: (_root, _args, ctx) => productTourOf(ctx.app.db, ctx.auth.userId),
  }),
);

builder.mutationField('finishProductTour', (t) =>
  t.withAuth({ student: true }).field({
    type: ProductTour,
    description: 'Finished or skipped: not shown again by itself.',
    resolve: (_root, _args, ctx) => finishProductTour(ctx.app, ctx.auth.userId),
  }),
);

builder.mutationField('restartProductTour', (t) =>
  t.withAuth({ student: true }).field({
    type: ProductTour,
    description: 'From settings or support: the tour shows again on the next student page.',
    resolve: (_root, _args, ctx) => restartProductTour(ctx.app, ctx.auth.userId),
  }),
);
