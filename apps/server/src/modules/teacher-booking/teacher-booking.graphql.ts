// Queries and mutations of the teacher booking page, courses, commitments, penalties and
// appeals, teaching pause and the teacher class page (000 §1-§9). Resolvers only translate.
import { CEFR_LEVELS, appealReason, commitmentCancellationExplanation, decisionNote } from '@parla/contracts';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { ClassType } from '../classes/classes.graphql.ts';
import { decideTeacherAppeal, listAppeals, submitAppeal } from './appeals.service.ts';
import { pendingClasses, teacherBookingWeek, teacherClass, upcomingCommittedClasses } from './booking-list.service.ts';
import { cancelCommitment } from './cancel-commitment.service.ts';
import { commitToClass } from './commit.service.ts';
import { availableCourses, bookCourse, submitCourseFeedback, teacherCourses } from './courses.service.ts';
import { changePause } from './pause.service.ts';
import { teacherStatus } from './teacher-status.service.ts';
import {
  CommitmentCancellationReason,
  CourseAssignResultRef,
  PenaltyAppeal,
  PenaltyAppealStatus,
  TeacherBookingStatus,
  TeacherCourse,
  TeacherCourseList,
  TeacherKlass,
  TeacherPenaltyInfo,
  TeachingPause,
} from './teacher-booking-types.ts';
import { auditObject } from '../audit/audit-context.ts';

const uuid = z.string().uuid();
const teacherOnly = { teacher: true } as const;

const TeacherBookingWeek = builder.objectRef<Awaited<ReturnType<typeof teacherBookingWeek>>>('TeacherBookingWeek').implement({
  fields: (t) => ({
    from: t.field({ type: 'DateTime', resolve: (w) => w.from }),
    to: t.field({ type: 'DateTime', resolve: (w) => w.to }),
    classes: t.field({ type: [TeacherKlass], resolve: (w) => w.classes }),
  }),
});

const TeacherBookingFilter = builder.inputType('TeacherBookingFilter', {
  fields: (t) => ({
    from: t.field({ type: 'DateTime', required: true }),
    to: t.field({ type: 'DateTime', required: true, description: 'At most 14 days after from.' }),
    sectionId: t.id({ description: 'Language (section); default every section the teacher teaches.', validate: { schema: uuid } }),
    level: t.string({ description: 'CEFR level of the module.', validate: { schema: z.enum(CEFR_LEVELS) } }),
    type: t.field({ type: ClassType }),
    onlyAvailable: t.boolean({ description: 'Only classes inside the teacher availability.' }),
  }),
});

const TeachingPauseInput = builder.inputType('TeachingPauseInput', {
  fields: (t) => ({
    startDate: t.string({ required: true, description: 'First paused day, YYYY-MM-DD in the teacher zone.' }),
    endDate: t.string({ required: true, description: 'The day teaching resumes, YYYY-MM-DD.' }),
  }),
});

const CancelCommitmentResult = builder
  .objectRef<Awaited<ReturnType<typeof cancelCommitment>> & { classUid: string }>('CancelCommitmentResult')
  .implement({
    fields: (t) => ({
      classUid: t.exposeID('classUid'),
      consequence: t.string({ resolve: (r) => r.outcome.consequence }),
      freeBecauseAccidental: t.boolean({ resolve: (r) => r.outcome.freeBecauseAccidental }),
      requiresReview: t.boolean({ resolve: (r) => r.outcome.requiresReview }),
      penaltyUntil: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.penaltyUntil }),
    }),
  });

builder.queryField('teacherBookingStatus', (t) =>
  t.withAuth(teacherOnly).field({
    type: TeacherBookingStatus,
    description: 'The signed-in teacher: display settings, sections, penalty, pause, teacher manager.',
    resolve: (_root, _args, ctx) => teacherStatus(ctx.app.db, ctx.auth.userId, ctx.app.clock.now()),
  }),
);

builder.queryField('teacherBookingWeek', (t) =>
  t.withAuth(teacherOnly).field({
    type: TeacherBookingWeek,
    description: 'Classes that need a teacher in a range (the booking page week).',
    args: { filter: t.arg({ type: TeacherBookingFilter, required: true }) },
    resolve: (_root, { filter }, ctx) =>
      teacherBookingWeek(ctx.app, ctx.auth.userId, {
        from: filter.from,
        to: filter.to,
        sectionId: filter.sectionId == null ? null : String(filter.sectionId),
        level: (filter.level as (typeof CEFR_LEVELS)[number] | null | undefined) ?? null,
        type: filter.type ?? null,
        onlyAvailable: filter.onlyAvailable ?? false,
      }),
  }),
);

builder.queryField('pendingClasses', (t) =>
  t.withAuth(teacherOnly).field({
    type: [TeacherKlass],
    description: 'Private classes students requested that wait for a teacher to approve them.',
    args: { limit: t.arg.int({ defaultValue: 50, validate: { schema: z.number().int().min(1).max(100) } }) },
    resolve: (_root, args, ctx) => pendingClasses(ctx.app, ctx.auth.userId, args.limit ?? 50),
  }),
);

builder.queryField('teacherUpcomingClasses', (t) =>
  t.withAuth(teacherOnly).field({
    type: [TeacherKlass],
    description: 'The teacher next committed classes.',
    args: { limit: t.arg.int({ defaultValue: 5, validate: { schema: z.number().int().min(1).max(50) } }) },
    resolve: (_root, args, ctx) => upcomingCommittedClasses(ctx.app, ctx.auth.userId, args.limit ?? 5),
  }),
);

builder.queryField('teacherClass', (t) =>
  t.withAuth(teacherOnly).field({
    type: TeacherKlass,
    description: 'A class of the teacher, or one open to them (000 §2 Teacher Class).',
    args: { uid: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => teacherClass(ctx.app, ctx.auth.userId, String(args.uid)),
  }),
);

builder.queryField('availableCourses', (t) =>
  t.withAuth(teacherOnly).field({
    type: TeacherCourseList,
    args: {
      limit: t.arg.int({ defaultValue: 10, validate: { schema: z.number().int().min(0).max(50) } }),
      offset: t.arg.int({ defaultValue: 0, validate: { schema: z.number().int().min(0) } }),
    },
    resolve: (_root, args, ctx) => availableCourses(ctx.app, ctx.auth.userId, args.limit ?? 10, args.offset ?? 0),
  }),
);

builder.queryField('teacherCourses', (t) =>
  t.withAuth(teacherOnly).field({
    type: [TeacherCourse],
    description: 'Courses the teacher booked, with their state.',
    resolve: (_root, _args, ctx) => teacherCourses(ctx.app, ctx.auth.userId),
  }),
);

builder.mutationField('commitToClass', (t) =>
  t.withAuth(teacherOnly).field({
    type: TeacherKlass,
    args: { classUid: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await commitToClass(ctx.app, ctx.auth.userId, String(args.classUid));
      return teacherClass(ctx.app, ctx.auth.userId, String(args.classUid));
    },
  }),
);

builder.mutationField('approvePendingClass', (t) =>
  t.withAuth(teacherOnly).field({
    type: TeacherKlass,
    description: 'Approve a pending private class: commit to it.',
    args: { classUid: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await commitToClass(ctx.app, ctx.auth.userId, String(args.classUid), { privateOnly: true });
      return teacherClass(ctx.app, ctx.auth.userId, String(args.classUid));
    },
  }),
);

builder.mutationField('cancelClassCommitment', (t) =>
  t.withAuth(teacherOnly).field({
    type: CancelCommitmentResult,
    args: {
      classUid: t.arg.id({ required: true }),
      reason: t.arg({ type: CommitmentCancellationReason, required: true }),
      explanation: t.arg.string({
        description: 'Required under 3 hours before the start.',
        validate: { schema: commitmentCancellationExplanation },
      }),
    },
    resolve: async (_root, args, ctx) => {
      const done = await cancelCommitment(ctx.app, ctx.auth.userId, String(args.classUid), {
        reason: args.reason,
        explanation: args.explanation ?? null,
      });
      return { ...done, classUid: String(args.classUid) };
    },
  }),
);

/** What an undo records as the reason: the spec's reasons have no "accidental", and "other" with this note says it. */
const UNDO_EXPLANATION = 'Undone within 30 minutes of committing (accidental commitment).';

builder.mutationField('undoClassCommitment', (t) =>
  t.withAuth(teacherOnly).field({
    type: CancelCommitmentResult,
    description:
      'Takes back a commitment made by accident: the cancellation path, allowed only while it is free (within 30 minutes of committing), else undo_window_passed and nothing changes.',
    args: { classUid: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const done = await cancelCommitment(ctx.app, ctx.auth.userId, String(args.classUid), {
        reason: 'other',
        explanation: UNDO_EXPLANATION,
        onlyIfFree: true,
      });
      return { ...done, classUid: String(args.classUid) };
    },
  }),
);

builder.mutationField('bookCourse', (t) =>
  t.withAuth(teacherOnly).field({
    type: CourseAssignResultRef,
    args: { courseId: t.arg.id({ required: true, validate: { schema: uuid } }) },
    resolve: (_root, args, ctx) => bookCourse(ctx.app, ctx.auth.userId, String(args.courseId)),
  }),
);

builder.mutationField('submitCourseFeedback', (t) =>
  t.withAuth(teacherOnly).field({
    type: TeacherCourse,
    args: {
      courseId: t.arg.id({ required: true, validate: { schema: uuid } }),
      feedback: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) => submitCourseFeedback(ctx.app, ctx.auth.userId, String(args.courseId), args.feedback),
  }),
);

builder.mutationField('submitPenaltyAppeal', (t) =>
  t.withAuth(teacherOnly).field({
    type: TeacherPenaltyInfo,
    description: 'Appeal the penalty in effect; the reason needs at least 50 characters.',
    args: { reason: t.arg.string({ required: true, validate: { schema: appealReason } }) },
    resolve: async (_root, args, ctx) => {
      await submitAppeal(ctx.app, ctx.auth.userId, args.reason);
      return (await teacherStatus(ctx.app.db, ctx.auth.userId, ctx.app.clock.now())).penalty;
    },
  }),
);

builder.mutationField('setTeachingPause', (t) =>
  t.withAuth(teacherOnly).field({
    type: TeachingPause,
    description: 'Set a pause, or edit the planned or active one (at most 60 days).',
    args: { input: t.arg({ type: TeachingPauseInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      changePause(ctx.app, ctx.auth.userId, { action: 'set', input: { from: input.startDate, to: input.endDate } }),
  }),
);

builder.mutationField('endTeachingPause', (t) =>
  t.withAuth(teacherOnly).field({
    type: TeachingPause,
    description: 'End the active pause now.',
    resolve: (_root, _args, ctx) => changePause(ctx.app, ctx.auth.userId, { action: 'end' }),
  }),
);

builder.mutationField('removeTeachingPause', (t) =>
  t.withAuth(teacherOnly).field({
    type: TeachingPause,
    description: 'Remove a planned pause.',
    resolve: (_root, _args, ctx) => changePause(ctx.app, ctx.auth.userId, { action: 'remove' }),
  }),
);

builder.queryField('teacherAppeals', (t) =>
  t.withAuth({ admin: true }).field({
    type: [PenaltyAppeal],
    description: 'Back office: penalty appeals, newest first.',
    args: { status: t.arg({ type: PenaltyAppealStatus }) },
    resolve: (_root, args, ctx) => listAppeals(ctx.app.db, { status: args.status ?? null }),
  }),
);

builder.mutationField('decideTeacherAppeal', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('penalty_appeal', (args) => args.appealId),
    type: PenaltyAppeal,
    description: 'Back office: accept (lifts the penalty) or reject a pending appeal.',
    args: {
      appealId: t.arg.id({ required: true, validate: { schema: uuid } }),
      accept: t.arg.boolean({ required: true }),
      note: t.arg.string({ description: 'Kept with the decision (at most 1000 characters).', validate: { schema: decisionNote } }),
    },
    resolve: (_root, args, ctx) => decideTeacherAppeal(ctx.app, ctx.auth.userId, String(args.appealId), args.accept, args.note ?? null),
  }),
);
