// The monthly challenges in the back office (issue 19 "Content", decisions 087 and 104): the
// months with their rules and results; a coming month's target and prize. Resolvers only translate.
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { auditObject } from '../audit/audit-context.ts';
import { type AdminChallengeView, adminChallenges, createChallengeAhead, updateChallenge } from './content-challenges.service.ts';

const admin = { admin: true } as const;

const AdminChallengeState = builder.enumType('AdminChallengeState', {
  values: ['upcoming', 'running', 'ended', 'settled'] as const,
  description: 'upcoming: editable; running: students take part; ended: waiting for the prize job; settled: prizes granted.',
});

const AdminChallenge = builder.objectRef<AdminChallengeView>('AdminChallenge').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { description: 'The URL name, e.g. december-2026.' }),
    month: t.exposeString('month', { description: 'The school month, e.g. 2026-12.' }),
    startsAt: t.expose('startsAt', { type: 'DateTime' }),
    endsAt: t.expose('endsAt', { type: 'DateTime' }),
    target: t.exposeInt('target'),
    prizeGroupCredits: t.exposeInt('prizeGroupCredits'),
    version: t.exposeInt('version', { description: 'Send it back with a save.' }),
    state: t.field({ type: AdminChallengeState, resolve: (c) => c.state }),
    participants: t.exposeInt('participants'),
    completers: t.exposeInt('completers', { description: 'Participants at the target (as settled, or counted now).' }),
    settledAt: t.expose('settledAt', { type: 'DateTime', nullable: true }),
  }),
});

const AdminChallengeList = builder
  .objectRef<{ items: AdminChallengeView[]; total: number; plannableMonths: string[] }>('AdminChallengeList')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [AdminChallenge], resolve: (l) => l.items }),
      total: t.exposeInt('total'),
      plannableMonths: t.exposeStringList('plannableMonths', { description: 'The coming months without a challenge yet (2027-01, ...).' }),
    }),
  });

builder.queryField('adminChallenges', (t) =>
  t.withAuth(admin).field({
    type: AdminChallengeList,
    description: 'Back office: the monthly challenges, newest month first, with participants and completers.',
    args: {
      limit: t.arg.int({ defaultValue: 24, validate: { schema: z.number().int().min(1).max(100) } }),
      offset: t.arg.int({ defaultValue: 0, validate: { schema: z.number().int().min(0) } }),
    },
    resolve: (_root, args, ctx) => adminChallenges(ctx.app.db, { limit: args.limit ?? 24, offset: args.offset ?? 0 }, ctx.app.clock.now()),
  }),
);

const AdminChallengeInput = builder.inputType('AdminChallengeInput', {
  fields: (t) => ({
    challengeId: t.id({ required: true }),
    version: t.int({ required: true }),
    target: t.int({ required: true }),
    prizeGroupCredits: t.int({ required: true }),
  }),
});

const AdminNewChallengeInput = builder.inputType('AdminNewChallengeInput', {
  fields: (t) => ({
    month: t.string({ required: true, description: 'One of plannableMonths, e.g. 2027-01.' }),
    target: t.int({ required: true }),
    prizeGroupCredits: t.int({ required: true }),
  }),
});

builder.mutationField('adminUpdateChallenge', (t) =>
  t.withAuth(admin).field({
    extensions: auditObject('challenge', (args) => args.input?.challengeId),
    type: AdminChallenge,
    description: 'Back office: the target and prize of a challenge that has not started (challenge_already_started otherwise).',
    args: { input: t.arg({ type: AdminChallengeInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateChallenge(ctx.app, { ...input, challengeId: String(input.challengeId) }),
  }),
);

builder.mutationField('adminCreateChallenge', (t) =>
  t.withAuth(admin).field({
    extensions: auditObject('challenge', (_args, result) => result?.id),
    type: AdminChallenge,
    description: 'Back office: sets up a coming month’s challenge with its own target and prize (challenge_exists when it has one).',
    args: { input: t.arg({ type: AdminNewChallengeInput, required: true }) },
    resolve: (_root, { input }, ctx) => createChallengeAhead(ctx.app, input),
  }),
);
