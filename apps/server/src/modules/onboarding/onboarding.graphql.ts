import { PLACEMENT_CLAIM_OUTCOMES } from '../../db/schema/index.ts';
import { builder } from '../../graphql/builder.ts';
import {
  answerPlacementItem,
  claimPlacementResult,
  placementAttempt,
  placementTestSections,
  startPlacementAttempt,
} from './placement.service.ts';
import type { PlacementAttemptView, PlacementItemView, PlacementResultView, PlacementReviewView } from './placement-view.ts';

const PlacementAttemptState = builder.enumType('PlacementAttemptState', { values: ['in_progress', 'finished'] as const });
const PlacementClaimOutcome = builder.enumType('PlacementClaimOutcome', {
  values: PLACEMENT_CLAIM_OUTCOMES,
  description:
    "What claiming did to the student's course: moved, or why it stayed (classes booked or attended, a subscription for another language, no module of that level).",
});

const PlacementTestSection = builder.objectRef<{ slug: string; name: string; itemCount: number }>('PlacementTestSection').implement({
  description: 'A language with a placement test.',
  fields: (t) => ({ slug: t.exposeString('slug'), name: t.exposeString('name'), itemCount: t.exposeInt('itemCount') }),
});

const PlacementItem = builder.objectRef<PlacementItemView>('PlacementItem').implement({
  description: 'The question being asked: never its answer.',
  fields: (t) => ({
    id: t.exposeString('id'),
    skill: t.exposeString('skill'),
    passage: t.exposeString('passage', { nullable: true }),
    prompt: t.exposeString('prompt'),
    options: t.exposeStringList('options'),
    number: t.exposeInt('number', { description: '1-based position in the test.' }),
  }),
});

const PlacementReview = builder.objectRef<PlacementReviewView>('PlacementReview').implement({
  description: 'An answered question, shown with the result.',
  fields: (t) => ({
    itemId: t.exposeString('itemId'),
    level: t.exposeString('level'),
    skill: t.exposeString('skill'),
    prompt: t.exposeString('prompt'),
    options: t.exposeStringList('options'),
    chosenIndex: t.exposeInt('chosenIndex'),
    answerIndex: t.exposeInt('answerIndex'),
    correct: t.exposeBoolean('correct'),
    explanation: t.exposeString('explanation'),
  }),
});

const PlacementResult = builder.objectRef<PlacementResultView>('PlacementResult').implement({
  fields: (t) => ({
    level: t.exposeString('level'),
    sublevel: t.exposeInt('sublevel'),
    correctCount: t.exposeInt('correctCount'),
    answeredCount: t.exposeInt('answeredCount'),
    canDoKey: t.exposeString('canDoKey', { description: 'i18n key (cefr namespace) of what a student at this level can do.' }),
    review: t.field({ type: [PlacementReview], resolve: (r) => r.review }),
  }),
});

const PlacementAttempt = builder.objectRef<PlacementAttemptView>('PlacementAttempt').implement({
  description: 'A placement test (issue 16), as its holder sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    section: t.exposeString('section'),
    state: t.field({ type: PlacementAttemptState, resolve: (a) => a.state }),
    answeredCount: t.exposeInt('answeredCount'),
    maxItems: t.exposeInt('maxItems'),
    currentItem: t.field({ type: PlacementItem, nullable: true, resolve: (a) => a.currentItem }),
    result: t.field({ type: PlacementResult, nullable: true, resolve: (a) => a.result }),
    claimed: t.exposeBoolean('claimed'),
    claimOutcome: t.field({ type: PlacementClaimOutcome, nullable: true, resolve: (a) => a.claimOutcome }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
  }),
});

const PlacementStart = builder.objectRef<{ attempt: PlacementAttemptView; token: string }>('PlacementStart').implement({
  fields: (t) => ({
    attempt: t.field({ type: PlacementAttempt, resolve: (s) => s.attempt }),
    token: t.exposeString('token', { description: 'The secret that opens this attempt; shown once, kept by the visitor.' }),
  }),
});

builder.queryField('placementTestSections', (t) =>
  t.field({
    type: [PlacementTestSection],
    description: 'The languages with a placement test (public).',
    resolve: (_root, _args, ctx) => placementTestSections(ctx.app),
  }),
);

builder.queryField('placementAttempt', (t) =>
  t.field({
    type: PlacementAttempt,
    description: "A placement attempt for its token's holder or the signed-in student who owns it; anyone else: not_found.",
    args: { attemptId: t.arg.id({ required: true }), token: t.arg.string() },
    resolve: (_root, args, ctx) => placementAttempt(ctx.app, ctx.auth, { attemptId: String(args.attemptId), token: args.token }),
  }),
);

builder.mutationField('startPlacementAttempt', (t) =>
  t.field({
    type: PlacementStart,
    description:
      'Starts the placement test of a language, signed in or not. A signed-in student: once a day per language (placement_retake_too_soon); an unfinished test is resumed.',
    args: { section: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => startPlacementAttempt(ctx.app, ctx.auth, { section: args.section }, ctx.request.ip),
  }),
);

builder.mutationField('answerPlacementItem', (t) =>
  t.field({
    type: PlacementAttempt,
    description:
      'Answers the current question (placement_item_not_current, placement_attempt_finished); the test finishes by itself when the staircase is done.',
    args: {
      attemptId: t.arg.id({ required: true }),
      token: t.arg.string(),
      itemId: t.arg.string({ required: true }),
      optionIndex: t.arg.int({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      answerPlacementItem(ctx.app, ctx.auth, {
        attemptId: String(args.attemptId),
        token: args.token,
        itemId: args.itemId,
        optionIndex: args.optionIndex,
      }),
  }),
);

builder.mutationField('claimPlacementResult', (t) =>
  t.withAuth({ student: true }).field({
    type: PlacementAttempt,
    description:
      "A student takes an anonymous test's result by its token: their course moves to it unless they have classes booked or attended.",
    args: { attemptId: t.arg.id({ required: true }), token: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => claimPlacementResult(ctx.app, ctx.auth, { attemptId: String(args.attemptId), token: args.token }),
  }),
);
