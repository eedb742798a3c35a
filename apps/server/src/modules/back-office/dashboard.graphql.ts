import { adminDashboardInput, isValidTimezone } from '@parla/contracts';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { type ClassCounts, type DashboardView, type DaySeries, type RevenueDay, adminDashboard } from './dashboard.service.ts';

const DashboardClassCounts = builder.objectRef<ClassCounts>('DashboardClassCounts').implement({
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Classes not cancelled.' }),
    staffed: t.exposeInt('staffed'),
    waiting: t.exposeInt('waiting', { description: 'Active and still without a teacher.' }),
    atRisk: t.exposeInt('atRisk', { description: 'Waiting, and the unconfirmed-class cut-off comes within 24 hours.' }),
    cancelled: t.exposeInt('cancelled'),
  }),
});

const DashboardDay = builder.objectRef<DaySeries>('DashboardDay').implement({
  fields: (t) => ({
    day: t.exposeString('day', { description: 'YYYY-MM-DD in the requested zone.' }),
    bookings: t.exposeInt('bookings'),
    cancellations: t.exposeInt('cancellations'),
    newStudents: t.exposeInt('newStudents'),
    trials: t.exposeInt('trials'),
    groupSeats: t.exposeInt('groupSeats'),
    groupCapacity: t.exposeInt('groupCapacity'),
  }),
});

const DashboardRevenue = builder.objectRef<RevenueDay>('DashboardRevenue').implement({
  fields: (t) => ({ day: t.exposeString('day'), currency: t.exposeString('currency'), netCents: t.exposeInt('netCents') }),
});

const AdminDashboard = builder.objectRef<DashboardView>('AdminDashboard').implement({
  description: 'The back-office dashboard (issue 19): classes, fill rate, bookings, students, trials, revenue, open work.',
  fields: (t) => ({
    from: t.field({ type: 'DateTime', resolve: (d) => d.from }),
    to: t.field({ type: 'DateTime', resolve: (d) => d.to }),
    timeZone: t.exposeString('timeZone'),
    today: t.field({ type: DashboardClassCounts, resolve: (d) => d.today }),
    week: t.field({ type: DashboardClassCounts, resolve: (d) => d.week }),
    groupFillRate: t.exposeFloat('groupFillRate', { nullable: true }),
    days: t.field({ type: [DashboardDay], resolve: (d) => d.days }),
    revenue: t.field({ type: [DashboardRevenue], resolve: (d) => d.revenue }),
    trialsStarted: t.exposeInt('trialsStarted'),
    trialsEnded: t.exposeInt('trialsEnded'),
    trialsConverted: t.exposeInt('trialsConverted'),
    openAppeals: t.exposeInt('openAppeals'),
    openApplications: t.exposeInt('openApplications'),
    openContentReports: t.exposeInt('openContentReports'),
  }),
});

builder.queryField('adminDashboard', (t) =>
  t.withAuth({ admin: true }).field({
    type: AdminDashboard,
    description: 'Back office: the dashboard for [from, to) (at most 93 days), days and "today"/"this week" in `timeZone`.',
    args: {
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
      timeZone: t.arg.string({ defaultValue: 'Europe/Berlin', validate: { schema: z.string().max(64).refine(isValidTimezone) } }),
    },
    validate: { schema: adminDashboardInput },
    resolve: (_root, args, ctx) => adminDashboard(ctx.app, { from: args.from, to: args.to, timeZone: args.timeZone ?? 'Europe/Berlin' }),
  }),
);
