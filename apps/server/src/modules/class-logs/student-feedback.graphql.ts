// The student's side of class feedback (issue 18, decision 089): feedback ready (Today card),
// "feedback based on the last 10 classes", the missed-class report state, the back office list.
import { CEFR_LEVELS, MISSED_CLASS_REPORT_REASONS } from '@parla/contracts';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import {
  type MissedClassReportState,
  type PersonalizedFeedbackItem,
  type ReadyFeedbackView,
  markClassFeedbackRead,
  missedClassReportList,
  missedClassReportState,
  personalizedFeedback,
  unreadClassFeedback,
} from './student-feedback.service.ts';

const MissedClassReportReason = builder.enumType('MissedClassReportReason', { values: MISSED_CLASS_REPORT_REASONS });
const FeedbackLevel = builder.enumType('PersonalizedFeedbackLevel', { values: CEFR_LEVELS });

const ReadyClassFeedback = builder.objectRef<ReadyFeedbackView>('ReadyClassFeedback').implement({
  description: "A class whose teacher's feedback became readable and was not opened yet.",
  fields: (t) => ({
    classUid: t.exposeID('classUid'),
    lesson: t.exposeString('lesson'),
    startAt: t.field({ type: 'DateTime', resolve: (r) => r.startAt }),
    teacherName: t.exposeString('teacherName'),
    deliveredAt: t.field({ type: 'DateTime', resolve: (r) => r.deliveredAt }),
  }),
});

const PersonalizedFeedbackClass = builder.objectRef<PersonalizedFeedbackItem>('PersonalizedFeedbackClass').implement({
  fields: (t) => ({
    classUid: t.exposeID('classUid'),
    lesson: t.exposeString('lesson'),
    startAt: t.field({ type: 'DateTime', resolve: (r) => r.startAt }),
    teacherName: t.exposeString('teacherName'),
    feedback: t.exposeString('feedback', { nullable: true, description: 'Null until written, or until the class is rated.' }),
    recommendedLevel: t.field({
      type: FeedbackLevel,
      nullable: true,
      resolve: (r) => r.recommendedLevel as (typeof CEFR_LEVELS)[number] | null,
    }),
    notes: t.exposeString('notes', { nullable: true }),
    requiresRating: t.exposeBoolean('requiresRating', { description: 'Feedback is written: rate the class to read it.' }),
  }),
});

const MissedClassReportStateType = builder.objectRef<MissedClassReportState>('MissedClassReportState').implement({
  fields: (t) => ({
    open: t.exposeBoolean('open', { description: 'The student may report a problem with this class now.' }),
    until: t.field({ type: 'DateTime', resolve: (s) => s.until }),
    reportedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.report?.createdAt ?? null }),
    reason: t.field({ type: MissedClassReportReason, nullable: true, resolve: (s) => s.report?.reason ?? null }),
  }),
});

type AdminMissedReport = Awaited<ReturnType<typeof missedClassReportList>>[number];
const AdminMissedClassReport = builder.objectRef<AdminMissedReport>('AdminMissedClassReport').implement({
  description: "A student's report that a class did not happen for them.",
  fields: (t) => ({
    id: t.exposeID('id'),
    classUid: t.exposeID('classUid'),
    startAt: t.field({ type: 'DateTime', resolve: (r) => r.startAt }),
    studentId: t.exposeID('studentId'),
    studentEmail: t.exposeString('studentEmail'),
    reason: t.field({ type: MissedClassReportReason, resolve: (r) => r.reason as (typeof MISSED_CLASS_REPORT_REASONS)[number] }),
    explanation: t.exposeString('explanation'),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
  }),
});

builder.queryField('myUnreadClassFeedback', (t) =>
  t.withAuth({ student: true }).field({
    type: [ReadyClassFeedback],
    description: "Classes whose teacher's feedback is ready and unread (the Today card), newest first, at most 5.",
    resolve: (_root, _args, ctx) => unreadClassFeedback(ctx.app.db, ctx.auth.userId),
  }),
);

builder.queryField('myPersonalizedFeedback', (t) =>
  t.withAuth({ student: true }).field({
    type: [PersonalizedFeedbackClass],
    description: "The teachers' feedback on the viewer's last 10 attended classes, newest first.",
    resolve: (_root, _args, ctx) => personalizedFeedback(ctx.app, ctx.auth.userId),
  }),
);

builder.queryField('myMissedClassReport', (t) =>
  t.withAuth({ student: true }).field({
    type: MissedClassReportStateType,
    description: 'Whether the viewer may report a problem with one of their classes, and their report if sent.',
    args: { classUid: t.arg.id({ required: true, validate: { schema: z.string().max(100) } }) },
    resolve: (_root, args, ctx) => missedClassReportState(ctx.app, ctx.auth.userId, String(args.classUid)),
  }),
);

builder.mutationField('markClassFeedbackRead', (t) =>
  t.withAuth({ student: true }).boolean({
    description: 'The viewer opened the feedback of one of their classes; false when nothing was unread.',
    args: { classUid: t.arg.id({ required: true, validate: { schema: z.string().max(100) } }) },
    resolve: (_root, args, ctx) => markClassFeedbackRead(ctx.app, ctx.auth.userId, String(args.classUid)),
  }),
);

builder.queryField('adminMissedClassReports', (t) =>
  t.withAuth({ admin: true }).field({
    type: [AdminMissedClassReport],
    description: "Back office: students' missed-class reports, newest first.",
    args: { limit: t.arg.int({ defaultValue: 50, validate: { schema: z.number().int().min(1).max(200) } }) },
    resolve: (_root, args, ctx) => missedClassReportList(ctx.app.db, args.limit ?? 50),
  }),
);
