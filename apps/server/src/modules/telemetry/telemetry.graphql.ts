import { INPUT_MESSAGES } from '@parla/contracts';
import { DomainError } from '@parla/domain';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { ERROR_SOURCES } from '../../db/schema/index.ts';
import {
  type ErrorGroupRow,
  type ErrorOccurrenceUser,
  type ErrorOccurrenceView,
  errorGroupDetail,
  listErrorGroups,
} from './errors.service.ts';
import { type EventDayCount, type FunnelStep, type ProductAnalytics, productAnalytics } from './events.service.ts';

const DAY_MS = 24 * 60 * 60_000;
/** The longest range the analytics page reads at once: a year of days. */
const MAX_RANGE_DAYS = 366;

const timeZone = z
  .string()
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { message: INPUT_MESSAGES.timeZoneUnknown },
  );

const EventDayCountRef = builder.objectRef<EventDayCount>('ProductEventDayCount').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The day (YYYY-MM-DD) in the requested time zone.' }),
    name: t.exposeString('name'),
    count: t.exposeInt('count'),
  }),
});

const EventTotalRef = builder.objectRef<{ name: string; count: number }>('ProductEventTotal').implement({
  fields: (t) => ({ name: t.exposeString('name'), count: t.exposeInt('count') }),
});

const FunnelStepRef = builder.objectRef<FunnelStep>('ProductFunnelStep').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    people: t.exposeInt('people', { description: 'Distinct people (a signed-in user, else a page session) with this step.' }),
  }),
});

const FunnelRef = builder.objectRef<ProductAnalytics['funnels'][number]>('ProductFunnel').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    steps: t.field({ type: [FunnelStepRef], resolve: (f) => f.steps }),
  }),
});

const ProductAnalyticsRef = builder.objectRef<ProductAnalytics>('ProductAnalytics').implement({
  description: 'Product events in a range (decision 097): per day and name, totals, funnels.',
  fields: (t) => ({
    days: t.field({ type: [EventDayCountRef], resolve: (a) => a.days }),
    totals: t.field({ type: [EventTotalRef], resolve: (a) => a.totals }),
    funnels: t.field({ type: [FunnelRef], resolve: (a) => a.funnels }),
  }),
});

builder.queryField('adminProductAnalytics', (t) =>
  t.withAuth({ admin: true }).field({
    type: ProductAnalyticsRef,
    description: 'Back office: product events from `from` (inclusive) to `to` (exclusive), at most a year.',
    args: {
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
      timeZone: t.arg.string({ defaultValue: 'Europe/Berlin', validate: { schema: timeZone } }),
    },
    resolve: (_root, args, ctx) => {
      const span = args.to.getTime() - args.from.getTime();
      if (span <= 0 || span > MAX_RANGE_DAYS * DAY_MS) throw new DomainError('validation_failed', 'The range must be 1 to 366 days.');
      return productAnalytics(ctx.app, { from: args.from, to: args.to, timeZone: args.timeZone ?? 'Europe/Berlin' });
    },
  }),
);

const ErrorSourceEnum = builder.enumType('ErrorSource', { values: ERROR_SOURCES });

const ErrorGroupRef = builder.objectRef<ErrorGroupRow>('ErrorGroup').implement({
  description: 'Errors with one fingerprint (decision 097): counted, first and last seen.',
  fields: (t) => ({
    id: t.exposeID('id'),
    source: t.field({ type: ErrorSourceEnum, resolve: (g) => g.source as (typeof ERROR_SOURCES)[number] }),
    kind: t.exposeString('kind'),
    message: t.exposeString('message'),
    location: t.exposeString('location', { nullable: true, description: 'The GraphQL operation, the route or the top frame.' }),
    count: t.exposeInt('count'),
    firstSeenAt: t.field({ type: 'DateTime', resolve: (g) => g.firstSeenAt }),
    lastSeenAt: t.field({ type: 'DateTime', resolve: (g) => g.lastSeenAt }),
  }),
});

const ErrorOccurrenceUserRef = builder.objectRef<ErrorOccurrenceUser>('ErrorOccurrenceUser').implement({
  description: 'The signed-in person who met the error, read now (an erased account shows no name).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    roles: t.exposeStringList('roles', { description: 'student, teacher, admin: which back-office page shows the person.' }),
    erased: t.exposeBoolean('erased'),
  }),
});

const ErrorOccurrenceRef = builder.objectRef<ErrorOccurrenceView>('ErrorOccurrence').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    occurredAt: t.field({ type: 'DateTime', resolve: (o) => o.occurredAt }),
    userId: t.exposeID('userId', { nullable: true }),
    user: t.field({ type: ErrorOccurrenceUserRef, nullable: true, resolve: (o) => o.user }),
    detail: t.field({
      type: 'JSON',
      description: 'Message, stack, operation, scrubbed variables, status, path, release, user agent.',
      resolve: (o) => o.detail,
    }),
  }),
});

const ErrorGroupPageRef = builder.objectRef<{ total: number; groups: ErrorGroupRow[] }>('ErrorGroupPage').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    groups: t.field({ type: [ErrorGroupRef], resolve: (p) => p.groups }),
  }),
});

const ErrorGroupDetailRef = builder.objectRef<{ group: ErrorGroupRow; occurrences: ErrorOccurrenceView[] }>('ErrorGroupDetail').implement({
  fields: (t) => ({
    group: t.field({ type: ErrorGroupRef, resolve: (d) => d.group }),
    occurrences: t.field({ type: [ErrorOccurrenceRef], description: 'The latest 20, newest first.', resolve: (d) => d.occurrences }),
  }),
});

builder.queryField('adminErrorGroups', (t) =>
  t.withAuth({ admin: true }).field({
    type: ErrorGroupPageRef,
    description: 'Back office: error groups last seen in the range, latest first; `to` is exclusive.',
    args: {
      source: t.arg({ type: ErrorSourceEnum }),
      search: t.arg.string({ validate: { schema: z.string().max(200) } }),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
      limit: t.arg.int({ defaultValue: 25, validate: { schema: z.number().int().min(1).max(100) } }),
      offset: t.arg.int({ defaultValue: 0, validate: { schema: z.number().int().min(0).max(1_000_000) } }),
    },
    resolve: (_root, args, ctx) =>
      listErrorGroups(ctx.app, {
        source: args.source ?? null,
        search: args.search?.trim() || null,
        from: args.from ?? null,
        to: args.to ?? null,
        limit: args.limit ?? 25,
        offset: args.offset ?? 0,
      }),
  }),
);

builder.queryField('adminErrorGroup', (t) =>
  t.withAuth({ admin: true }).field({
    type: ErrorGroupDetailRef,
    description: 'Back office: one error group with its latest occurrences.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const detail = await errorGroupDetail(ctx.app, String(args.id));
      if (!detail) throw new DomainError('not_found');
      return detail;
    },
  }),
);
