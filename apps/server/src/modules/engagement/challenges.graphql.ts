// Monthly activity challenges (issue 18, decisions 083 and 087): Today's card, the challenges
// page, the leaderboard, joining, leaving and hiding one's name. Resolvers only call the service.
import { builder } from '../../graphql/builder.ts';
import {
  type ChallengeView,
  type LeaderboardRow,
  challengeLeaderboard,
  challengeOf,
  challengesOf,
  currentChallengeOf,
  joinChallenge,
  leaveChallenge,
  setChallengeNameHidden,
} from './challenges.service.ts';

const ChallengeLeaderboardRow = builder.objectRef<LeaderboardRow>('ChallengeLeaderboardRow').implement({
  description: 'One participant on the leaderboard. A student who hid their name keeps the rank; the web shows "A Parla student".',
  fields: (t) => ({
    rank: t.exposeInt('rank'),
    name: t.exposeString('name', { nullable: true, description: 'First name and initial; null when hidden (never for the viewer).' }),
    hidden: t.exposeBoolean('hidden'),
    isViewer: t.exposeBoolean('isViewer'),
    activities: t.exposeInt('activities'),
    completed: t.exposeBoolean('completed'),
  }),
});

const Challenge = builder.objectRef<ChallengeView>('Challenge').implement({
  description: "001 §3 activity challenge: a school month's 30 learning activities, as the viewer stands in it (001 §4).",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name', { description: 'The URL name, e.g. december-2026.' }),
    month: t.exposeString('month', { description: 'The school month, e.g. 2026-12.' }),
    startsAt: t.expose('startsAt', { type: 'DateTime' }),
    endsAt: t.expose('endsAt', { type: 'DateTime' }),
    target: t.exposeInt('target'),
    prizeGroupCredits: t.exposeInt('prizeGroupCredits', { description: 'Extra group credits for completing by the end.' }),
    isOver: t.exposeBoolean('isOver'),
    isSettled: t.exposeBoolean('isSettled', { description: 'The prizes and results were sent.' }),
    daysLeft: t.exposeInt('daysLeft'),
    joined: t.exposeBoolean('joined'),
    joinedAt: t.expose('joinedAt', { type: 'DateTime', nullable: true }),
    hideName: t.exposeBoolean('hideName'),
    activities: t.exposeInt('activities', { description: "The viewer's activities this month (counted whether joined or not)." }),
    completed: t.exposeBoolean('completed'),
    completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
    prizeGrantedAt: t.expose('prizeGrantedAt', { type: 'DateTime', nullable: true }),
    participantCount: t.exposeInt('participantCount'),
    leaderboard: t.field({
      type: [ChallengeLeaderboardRow],
      description: 'Participants ranked (at most 50), plus the viewer’s own row wherever it is.',
      args: { limit: t.arg.int({ defaultValue: 20 }) },
      resolve: (c, args, ctx) => challengeLeaderboard(ctx.app.db, c.id, c.viewerId, args.limit ?? 20),
    }),
  }),
});

builder.queryFields((t) => ({
  currentChallenge: t.withAuth({ student: true }).field({
    type: Challenge,
    description: "This month's challenge, made on first read (Today's card).",
    resolve: (_root, _args, ctx) => currentChallengeOf(ctx.app.db, ctx.auth.userId, ctx.app.clock.now()),
  }),
  challenges: t.withAuth({ student: true }).field({
    type: [Challenge],
    description: "This month's challenge first, then the past ones the student took part in, newest first.",
    resolve: (_root, _args, ctx) => challengesOf(ctx.app.db, ctx.auth.userId, ctx.app.clock.now()),
  }),
  challenge: t.withAuth({ student: true }).field({
    type: Challenge,
    description: 'A challenge by its URL name (001 §2 challenges/{challengeName}); not_found for an unknown or future month.',
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => challengeOf(ctx.app.db, ctx.auth.userId, args.name, ctx.app.clock.now()),
  }),
}));

builder.mutationFields((t) => ({
  joinChallenge: t.withAuth({ student: true }).field({
    type: Challenge,
    description: 'Joins a running challenge (twice is a no-op); the whole month’s activities count.',
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => joinChallenge(ctx.app.db, ctx.auth.userId, args.name, ctx.app.clock.now()),
  }),
  leaveChallenge: t.withAuth({ student: true }).field({
    type: Challenge,
    description: 'Leaves a running challenge before completing it (challenge_completed after).',
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => leaveChallenge(ctx.app.db, ctx.auth.userId, args.name, ctx.app.clock.now()),
  }),
  setChallengeNameHidden: t.withAuth({ student: true }).field({
    type: Challenge,
    description: 'Hides (or shows again) the student’s name on the leaderboard; the rank stays.',
    args: { name: t.arg.string({ required: true }), hidden: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => setChallengeNameHidden(ctx.app.db, ctx.auth.userId, args.name, args.hidden, ctx.app.clock.now()),
  }),
}));
