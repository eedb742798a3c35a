// GraphQL types and fields of the class logs: attendance, outcomes, no-show, technical problems, due logs.
// Registered on the shared builder on import (graphql/schema.ts imports this file).
import { ATTENDANCE, CANCELLATION_REASONS, CEFR_LEVELS, CLASS_LOG_OUTCOMES, type TEACHER_CREDIT_KINDS } from '@parla/contracts';
import { z } from 'zod';
import { type SignedInContext, builder } from '../../graphql/builder.ts';
import { MISSED_REASONS } from '../../db/schema/index.ts';
import { ClassType } from '../classes/classes.graphql.ts';
import { TeacherClassDisplayStatus } from '../teacher-booking/teacher-booking-types.ts';
import { InvoiceCurrency, TeacherCreditKind } from '../teacher-pay/teacher-pay-enums.graphql.ts';
import { type StudentClassFeedbackView, studentClassFeedback } from './class-feedback.service.ts';
import {
  type ClassLogPage as ClassLogPageShape,
  type ClassLogRowView,
  classLogPage,
  earningsOfClasses,
  studentNamesOfClasses,
} from './class-log-lists.ts';
import { reportMissedClass, reportNoShow, reportTechnicalProblem, submitClassLog, teacherClassLog } from './class-log.service.ts';
import type { ClassLogEarningView, ClassLogStudentView, ClassLogView } from './class-log-view.ts';

export const ClassLogAttendance = builder.enumType('ClassLogAttendance', { values: ATTENDANCE });
export const ClassLogOutcome = builder.enumType('ClassLogOutcome', { values: CLASS_LOG_OUTCOMES });
const ClassLogState = builder.enumType('ClassLogState', { values: ['not_yet_open', 'open', 'overdue'] as const });
const MissedClassReason = builder.enumType('MissedClassReason', { values: CANCELLATION_REASONS });
const MissedReasonStored = builder.enumType('MissedClassReasonStored', {
  values: MISSED_REASONS,
  description: 'Why a class counts as missed: the teacher report reasons, or log_overdue.',
});
const CefrLevel = builder.enumType('ClassLogCefrLevel', { values: CEFR_LEVELS });
const FeedbackStatus = builder.enumType('ClassFeedbackStatus', { values: ['pending', 'ready'] as const });

const cents = (value: number) => value / 100;

export const ClassLogEarning = builder.objectRef<ClassLogEarningView>('ClassLogEarning').implement({
  description: 'What the class earned: its own line (by outcome) plus bonuses, in the teacher currency.',
  fields: (t) => ({
    kind: t.field({ type: TeacherCreditKind, nullable: true, resolve: (e) => e.kind as (typeof TEACHER_CREDIT_KINDS)[number] | null }),
    amount: t.float({ resolve: (e) => cents(e.amountCents) }),
    bonus: t.float({ resolve: (e) => cents(e.bonusCents) }),
    total: t.float({ resolve: (e) => cents(e.totalCents) }),
    totalCents: t.exposeInt('totalCents'),
    currency: t.field({ type: InvoiceCurrency, resolve: (e) => e.currency }),
    invoiced: t.exposeBoolean('invoiced'),
  }),
});

const ClassLogStudent = builder.objectRef<ClassLogStudentView>('ClassLogStudent').implement({
  fields: (t) => ({
    studentId: t.exposeID('studentId'),
    appointmentId: t.exposeID('appointmentId'),
    firstName: t.exposeString('firstName'),
    shortName: t.exposeString('shortName'),
    photo: t.exposeString('photo', { nullable: true }),
    attendance: t.field({ type: ClassLogAttendance, nullable: true, resolve: (s) => s.attendance }),
    suggestedAttendance: t.field({
      type: ClassLogAttendance,
      nullable: true,
      description: 'Pre-filled from the classroom joined/left events, when the classroom was used.',
      resolve: (s) => s.suggestedAttendance,
    }),
    feedback: t.exposeString('feedback'),
    recommendedLevel: t.field({
      type: CefrLevel,
      nullable: true,
      resolve: (s) => s.recommendedLevel as (typeof CEFR_LEVELS)[number] | null,
    }),
    hasRated: t.exposeBoolean('hasRated', { description: 'The student rated the class and can read the feedback.' }),
  }),
});

const TeacherClassLog = builder.objectRef<ClassLogView>('TeacherClassLog').implement({
  description: 'The class log of one class (000 §3 Teacher class log).',
  fields: (t) => ({
    classUid: t.exposeID('classUid'),
    startDate: t.field({ type: 'DateTime', resolve: (l) => l.startDate }),
    endDate: t.field({ type: 'DateTime', resolve: (l) => l.endDate }),
    lessonTitle: t.exposeString('lessonTitle'),
    classType: t.field({ type: ClassType, resolve: (l) => l.classType }),
    state: t.field({ type: ClassLogState, resolve: (l) => l.state }),
    opensAt: t.field({ type: 'DateTime', description: 'start + 15 min', resolve: (l) => l.opensAt }),
    noShowAllowedAt: t.field({ type: 'DateTime', description: 'start + 15 min of waiting', resolve: (l) => l.noShowAllowedAt }),
    canReportNoShow: t.exposeBoolean('canReportNoShow'),
    dueAt: t.field({ type: 'DateTime', description: 'end + 24 h', resolve: (l) => l.dueAt }),
    editable: t.exposeBoolean('editable'),
    outcome: t.field({ type: ClassLogOutcome, nullable: true, resolve: (l) => l.outcome }),
    submittedAt: t.field({ type: 'DateTime', nullable: true, resolve: (l) => l.submittedAt }),
    updatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (l) => l.updatedAt }),
    notes: t.exposeString('notes'),
    resources: t.exposeString('resources'),
    technicalProblem: t.exposeString('technicalProblem', { nullable: true }),
    screenshotUrl: t.exposeString('screenshotUrl', { nullable: true }),
    missedReason: t.field({
      type: MissedReasonStored,
      nullable: true,
      resolve: (l) => l.missedReason as (typeof MISSED_REASONS)[number] | null,
    }),
    missedExplanation: t.exposeString('missedExplanation', { nullable: true }),
    hasClassroomEvidence: t.exposeBoolean('hasClassroomEvidence'),
    students: t.field({ type: [ClassLogStudent], resolve: (l) => l.students }),
    earning: t.field({ type: ClassLogEarning, nullable: true, resolve: (l) => l.earning }),
  }),
});

const ClassLogStudentName = builder.objectRef<{ studentId: string; shortName: string }>('ClassLogStudentName').implement({
  fields: (t) => ({ studentId: t.exposeID('studentId'), shortName: t.exposeString('shortName') }),
});

const ClassLogRow = builder.objectRef<ClassLogRowView>('ClassLogRow').implement({
  description: 'One row of the Open Logs or Past Logs tab.',
  fields: (t) => ({
    classUid: t.exposeID('classUid'),
    startDate: t.field({ type: 'DateTime', resolve: (r) => r.startDate }),
    endDate: t.field({ type: 'DateTime', resolve: (r) => r.endDate }),
    lessonTitle: t.exposeString('lessonTitle'),
    classType: t.field({ type: ClassType, resolve: (r) => r.classType }),
    students: t.loadableList({
      type: ClassLogStudentName,
      load: (classIds: string[], ctx) => studentNamesOfClasses(ctx.app.db, classIds),
      resolve: (r) => r.classId,
    }),
    outcome: t.field({ type: ClassLogOutcome, nullable: true, resolve: (r) => r.outcome }),
    state: t.field({ type: ClassLogState, resolve: (r) => r.state }),
    displayStatus: t.field({ type: TeacherClassDisplayStatus, resolve: (r) => r.displayStatus }),
    opensAt: t.field({ type: 'DateTime', resolve: (r) => r.opensAt }),
    dueAt: t.field({ type: 'DateTime', resolve: (r) => r.dueAt }),
    earning: t.loadable({
      type: ClassLogEarning,
      nullable: true,
      load: (classIds: string[], ctx) => earningsOfClasses(ctx.app.db, classIds),
      resolve: (r) => r.classId,
    }),
  }),
});

const ClassLogPage = builder.objectRef<ClassLogPageShape>('ClassLogPage').implement({
  fields: (t) => ({ items: t.field({ type: [ClassLogRow], resolve: (p) => p.items }), total: t.exposeInt('total') }),
});

const StudentClassFeedback = builder.objectRef<StudentClassFeedbackView>('StudentClassFeedback').implement({
  fields: (t) => ({
    status: t.field({ type: FeedbackStatus, resolve: (f) => f.status }),
    requiresRating: t.exposeBoolean('requiresRating', { description: 'Rate the class to read the feedback.' }),
    feedback: t.exposeString('feedback', { nullable: true }),
    recommendedLevel: t.field({
      type: CefrLevel,
      nullable: true,
      resolve: (f) => f.recommendedLevel as (typeof CEFR_LEVELS)[number] | null,
    }),
    attendance: t.field({ type: ClassLogAttendance, nullable: true, resolve: (f) => f.attendance as (typeof ATTENDANCE)[number] | null }),
    logged: t.exposeBoolean('logged', { description: 'The teacher submitted the class log.' }),
    notes: t.exposeString('notes', { nullable: true, description: "The class log's notes, once rated." }),
    resources: t.exposeString('resources', { nullable: true, description: "The class log's resources, once rated." }),
  }),
});

const AttendanceInput = builder.inputType('ClassLogAttendanceInput', {
  fields: (t) => ({
    studentId: t.id({ required: true }),
    attendance: t.field({ type: ClassLogAttendance, required: false }),
  }),
});

const FeedbackInput = builder.inputType('ClassLogFeedbackInput', {
  fields: (t) => ({
    studentId: t.id({ required: true }),
    feedback: t.string({ required: false }),
    recommendedLevel: t.field({ type: CefrLevel, required: false }),
  }),
});

const SubmitClassLogInput = builder.inputType('SubmitClassLogInput', {
  fields: (t) => ({
    classUid: t.id({ required: true }),
    attendance: t.field({ type: [AttendanceInput], required: false }),
    notes: t.string({ required: false }),
    resources: t.string({ required: false }),
    feedback: t.field({ type: [FeedbackInput], required: false }),
  }),
});

const TechnicalProblemInput = builder.inputType('TechnicalProblemInput', {
  fields: (t) => ({
    classUid: t.id({ required: true }),
    description: t.string({ required: true }),
    screenshotId: t.id({ required: false, description: 'From POST /api/teacher/classes/{classUid}/screenshots.' }),
  }),
});

const MissedClassReportInput = builder.inputType('MissedClassReportInput', {
  fields: (t) => ({
    classUid: t.id({ required: true }),
    reason: t.field({ type: MissedClassReason, required: true }),
    explanation: t.string({ required: false }),
  }),
});

const pageSize = z.number().int().min(1).max(100);
const teacherId = (ctx: SignedInContext) => ctx.auth.userId;
/** GraphQL nulls become absent fields, so the zod defaults apply. */
const withoutNulls = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

builder.queryField('teacherClassLog', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherClassLog,
    args: { classUid: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => teacherClassLog(ctx.app, teacherId(ctx), String(args.classUid)),
  }),
);

for (const [name, tab] of [
  ['teacherOpenLogs', 'open'],
  ['teacherPastLogs', 'past'],
] as const) {
  builder.queryField(name, (t) =>
    t.withAuth({ teacher: true }).field({
      type: ClassLogPage,
      description:
        tab === 'open'
          ? 'Started classes still waiting for their log, soonest due first.'
          : 'Logged, missed and cancelled classes, latest first.',
      args: {
        limit: t.arg.int({ defaultValue: 20, validate: { schema: pageSize } }),
        offset: t.arg.int({ defaultValue: 0, validate: { schema: z.number().int().min(0) } }),
      },
      resolve: (_root, args, ctx) => classLogPage(ctx.app, teacherId(ctx), tab, args.limit ?? 20, args.offset ?? 0),
    }),
  );
}

builder.queryField('myClassFeedback', (t) =>
  t.withAuth({ student: true }).field({
    type: StudentClassFeedback,
    description: "The teacher's feedback on one of the viewer's classes; the text only once the class is rated.",
    args: { classUid: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => studentClassFeedback(ctx.app, ctx.auth.userId, String(args.classUid)),
  }),
);

builder.mutationField('submitClassLog', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherClassLog,
    description: 'Attendance per booked student, notes, resources, feedback: submitted, or updated while the log is open.',
    args: { input: t.arg({ type: SubmitClassLogInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      submitClassLog(ctx.app, teacherId(ctx), {
        ...withoutNulls(input),
        attendance: input.attendance?.map((a) => ({ studentId: String(a.studentId), attendance: a.attendance ?? null })),
        feedback: input.feedback?.map((f) => ({ ...withoutNulls(f), studentId: String(f.studentId) })),
      }),
  }),
);

builder.mutationField('reportNoShow', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherClassLog,
    description: 'No student came: allowed after waiting 15 minutes; pays 50% of the hourly rate.',
    args: { classUid: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => reportNoShow(ctx.app, teacherId(ctx), String(args.classUid)),
  }),
);

builder.mutationField('reportTechnicalProblem', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherClassLog,
    description: 'The class could not run for technical reasons (optionally with a screenshot); pays 50%.',
    args: { input: t.arg({ type: TechnicalProblemInput, required: true }) },
    resolve: (_root, { input }, ctx) => reportTechnicalProblem(ctx.app, teacherId(ctx), withoutNulls(input)),
  }),
);

builder.mutationField('reportMissedClass', (t) =>
  t.withAuth({ teacher: true }).field({
    type: TeacherClassLog,
    description: 'The teacher missed the class: no pay, and the 2-week penalty.',
    args: { input: t.arg({ type: MissedClassReportInput, required: true }) },
    resolve: (_root, { input }, ctx) => reportMissedClass(ctx.app, teacherId(ctx), withoutNulls(input)),
  }),
);
