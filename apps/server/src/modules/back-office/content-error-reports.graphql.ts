import { CONTENT_ERROR_NOTE_MAX, CONTENT_ERROR_REPORT_STATUSES } from '@parla/contracts';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { type ContentErrorReportView, adminContentErrorReports, closeContentErrorReport } from './content-error-reports.service.ts';
import { auditObject } from '../audit/audit-context.ts';

// The back office's content error reports (issue 17, decision 079).

const ContentErrorReportStatus = builder.enumType('ContentErrorReportStatus', { values: CONTENT_ERROR_REPORT_STATUSES });
const ContentErrorReportOutcome = builder.enumType('ContentErrorReportOutcome', { values: ['resolved', 'dismissed'] as const });

const AdminContentErrorReport = builder.objectRef<ContentErrorReportView>('AdminContentErrorReport').implement({
  description: 'A student’s report of an error in a practice item, as the back office sees it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    target: t.exposeString('target', { description: 'vocabulary, grammar, exercise or lingobite.' }),
    targetId: t.exposeID('targetId'),
    itemText: t.exposeString('itemText', { nullable: true, description: 'The word, the exercise prompt, the grammar or Lingobite title.' }),
    lessonId: t.exposeID('lessonId', { nullable: true }),
    lessonTitle: t.exposeString('lessonTitle', { nullable: true }),
    moduleName: t.exposeString('moduleName', { nullable: true }),
    options: t.exposeStringList('options'),
    details: t.exposeString('details'),
    status: t.field({ type: ContentErrorReportStatus, resolve: (r) => r.status }),
    studentId: t.exposeID('studentId'),
    studentName: t.exposeString('studentName'),
    studentEmail: t.exposeString('studentEmail'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
    resolvedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.resolvedAt }),
    resolutionNote: t.exposeString('resolutionNote', { nullable: true }),
  }),
});

const AdminContentErrorReportList = builder
  .objectRef<{ items: ContentErrorReportView[]; total: number }>('AdminContentErrorReportList')
  .implement({
    fields: (t) => ({ items: t.field({ type: [AdminContentErrorReport], resolve: (l) => l.items }), total: t.exposeInt('total') }),
  });

builder.queryField('adminContentErrorReports', (t) =>
  t.withAuth({ admin: true }).field({
    type: AdminContentErrorReportList,
    description: 'Back office: content error reports of one status (default open), newest first.',
    args: {
      status: t.arg({ type: ContentErrorReportStatus, defaultValue: 'open' }),
      limit: t.arg.int({ defaultValue: 20, validate: { schema: z.number().int().min(1).max(100) } }),
      offset: t.arg.int({ defaultValue: 0, validate: { schema: z.number().int().min(0) } }),
    },
    resolve: (_root, args, ctx) =>
      adminContentErrorReports(ctx.app.db, { status: args.status ?? 'open', limit: args.limit ?? 20, offset: args.offset ?? 0 }),
  }),
);

builder.mutationField('adminCloseContentErrorReport', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('content_error_report', (args) => args.reportId),
    type: AdminContentErrorReport,
    description:
      'Back office: resolve (the content was fixed; the student is thanked in-app) or dismiss an open report, with an optional note. A closed report answers content_error_report_closed.',
    args: {
      reportId: t.arg.id({ required: true }),
      outcome: t.arg({ type: ContentErrorReportOutcome, required: true }),
      note: t.arg.string({ validate: { schema: z.string().max(CONTENT_ERROR_NOTE_MAX) } }),
    },
    resolve: (_root, args, ctx) =>
      closeContentErrorReport(ctx.app, ctx.auth.userId, { reportId: String(args.reportId), outcome: args.outcome, note: args.note }),
  }),
);
