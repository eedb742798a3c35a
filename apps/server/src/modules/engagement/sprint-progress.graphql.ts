import { SPRINT_RISKS } from '@parla/domain';
import { builder } from '../../graphql/builder.ts';
import { Sprint } from '../commerce/commerce-types.graphql.ts';
import { type SprintProgressView, type SprintRiskItem, sprintProgressOf } from './sprint-progress.service.ts';

// Today's Sprint progress (001 §7 Today "sprint", issue 18, decision 091).

const SprintPhaseEnum = builder.enumType('SprintPhase', { values: ['upcoming', 'running', 'ended'] as const });
const SprintRiskEnum = builder.enumType('SprintRisk', { values: SPRINT_RISKS });

const SprintRiskItemRef = builder.objectRef<SprintRiskItem>('SprintCompletionRisk').implement({
  description: 'A reason the Sprint may not be completed, the most serious first.',
  fields: (t) => ({
    reason: t.field({ type: SprintRiskEnum, resolve: (r) => r.reason }),
    count: t.exposeInt('count', { description: 'Classes concerned, or days short for not_enough_days, or classes behind the pace.' }),
  }),
});

const SprintProgressRef = builder.objectRef<SprintProgressView>('SprintProgress').implement({
  description:
    'The viewer’s running or upcoming Sprint: classes attended against the plan, days left, the pace and what hurts completion (completed = every planned class attended by the end).',
  fields: (t) => ({
    sprint: t.field({ type: Sprint, resolve: (p) => p.sprint }),
    phase: t.field({ type: SprintPhaseEnum, resolve: (p) => p.phase }),
    classesPlanned: t.exposeInt('classesPlanned', { description: 'What the plan grants over the whole Sprint.' }),
    classesTaken: t.exposeInt('classesTaken', { description: 'Classes of the Sprint attended (the teacher’s log).' }),
    classesAwaitingLog: t.exposeInt('classesAwaitingLog', { description: 'Classes that took place and wait for the teacher’s log.' }),
    classesBooked: t.exposeInt('classesBooked', { description: 'Booked classes of the Sprint still to come.' }),
    classesMissed: t.exposeInt('classesMissed'),
    classesCancelled: t.exposeInt('classesCancelled', { description: 'Cancelled by the student, in time or late.' }),
    classesCancelledLate: t.exposeInt('classesCancelledLate', { description: 'Cancelled late: the credit was lost.' }),
    classesBookedBeforeStart: t.exposeInt('classesBookedBeforeStart'),
    classesExpected: t.exposeInt('classesExpected', { description: 'Classes the pace asks for by the start of today.' }),
    daysTotal: t.exposeInt('daysTotal'),
    daysLeft: t.exposeInt('daysLeft', { description: 'Days from today (included) to the last day, in the student’s zone.' }),
    daysUntilStart: t.exposeInt('daysUntilStart'),
    onTrack: t.exposeBoolean('onTrack'),
    disqualified: t.exposeBoolean('disqualified'),
    completed: t.exposeBoolean('completed'),
    completable: t.exposeBoolean('completable', { description: 'Whether every planned class can still be attended at one a day.' }),
    risks: t.field({ type: [SprintRiskItemRef], resolve: (p) => p.risks }),
  }),
});

builder.queryField('sprintProgress', (t) =>
  t.withAuth({ student: true }).field({
    type: SprintProgressRef,
    nullable: true,
    description: 'Today’s Sprint (001 §7 Today "sprint"): null without a running or upcoming Sprint.',
    resolve: (_root, _args, ctx) => sprintProgressOf(ctx.app.db, ctx.auth.userId, ctx.app.clock.now()),
  }),
);
