// The back office's teacher pages (issue 19 "Teachers", decision 099): the list, one teacher's
// page (penalties, appeals, pause, observation, invoices), applications decided, deactivation.
// Resolvers only translate.
import { adminTeacherSearch, createTeacherFields, decisionNote } from '@parla/contracts';
import { notFound } from '@parla/domain';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { auditObject } from '../audit/audit-context.ts';
import { isUuid } from '../classes/class-queries.ts';
import { TeacherApplication } from '../teacher-account/teacher-application.graphql.ts';
import { applicationById } from '../teacher-account/applications.service.ts';
import { listAppeals } from '../teacher-booking/appeals.service.ts';
import { changePause } from '../teacher-booking/pause.service.ts';
import { PenaltyAppeal, TeachingPause } from '../teacher-booking/teacher-booking-types.ts';
import { pauseView } from '../teacher-booking/teacher-status.service.ts';
import { teacherInvoicesOf } from '../teacher-pay/invoice-views.ts';
import { TeacherInvoice } from '../teacher-pay/teacher-pay.graphql.ts';
import { acceptApplication, rejectApplication } from './admin-applications.service.ts';
import {
  type AdminPenaltyView,
  type AdminTeacherDetailView,
  TEACHER_LIST_STATES,
  adminTeacherDetail,
  adminTeacherList,
  deactivateTeacher,
  setObservationOptOut,
} from './admin-teachers.service.ts';
import { AdminTeacher } from './back-office.graphql.ts';
import type { AdminTeacherView } from './back-office.service.ts';

const admin = { admin: true } as const;
const uuid = z.string().uuid();
/** An id that cannot be a UUID names nothing (decision 084). */
const teacherIdOf = (id: string | number) => {
  const value = String(id);
  if (!isUuid(value)) throw notFound();
  return value;
};

const TeacherListState = builder.enumType('AdminTeacherListState', { values: TEACHER_LIST_STATES });

const AdminTeacherList = builder.objectRef<{ items: AdminTeacherView[]; total: number }>('AdminTeacherList').implement({
  fields: (t) => ({ items: t.field({ type: [AdminTeacher], resolve: (l) => l.items }), total: t.exposeInt('total') }),
});

const AdminTeacherPenalty = builder.objectRef<AdminPenaltyView>('AdminTeacherPenalty').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    reason: t.exposeString('reason'),
    from: t.field({ type: 'DateTime', resolve: (p) => p.fromAt }),
    until: t.field({ type: 'DateTime', resolve: (p) => p.untilAt }),
    liftedAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.liftedAt }),
    classUid: t.exposeString('classUid', { nullable: true }),
  }),
});

const AdminTeacherDetail = builder.objectRef<AdminTeacherDetailView>('AdminTeacherDetail').implement({
  description: "One teacher's page in the back office.",
  fields: (t) => ({
    teacher: t.field({ type: AdminTeacher, resolve: (d) => d.teacher }),
    isOnboarded: t.boolean({ resolve: (d) => d.profile.isOnboarded }),
    hourlyRateCents: t.int({ nullable: true, resolve: (d) => d.profile.hourlyRateCents }),
    currency: t.string({ resolve: (d) => d.profile.currency }),
    observationOptOut: t.boolean({
      description: '000 §4: the teacher opted out of being observed in class (admins then cannot join their classes as observers).',
      resolve: (d) => d.profile.observationOptOut,
    }),
    upcomingClasses: t.exposeInt('upcomingClasses', { description: 'Active classes still to come the teacher is committed to.' }),
    pause: t.field({ type: TeachingPause, resolve: (d, _args, ctx) => pauseView(d.profile, ctx.app.clock.now()) }),
    penalties: t.field({ type: [AdminTeacherPenalty], resolve: (d) => d.penalties }),
    appeals: t.field({
      type: [PenaltyAppeal],
      resolve: (d, _args, ctx) => listAppeals(ctx.app.db, { teacherId: d.teacher.id, limit: 50 }),
    }),
    invoices: t.field({
      type: [TeacherInvoice],
      description: 'The running months (pending), then the invoices made, latest first.',
      resolve: (d, _args, ctx) => teacherInvoicesOf(ctx.app.db, d.teacher.id),
    }),
  }),
});

builder.queryField('adminTeacherList', (t) =>
  t.withAuth(admin).field({
    type: AdminTeacherList,
    description: 'Back office: teachers by name, e-mail or uid, in a state (default active), by name, paged.',
    args: {
      search: t.arg.string({ validate: { schema: adminTeacherSearch } }),
      state: t.arg({ type: TeacherListState }),
      limit: t.arg.int({ defaultValue: 20, validate: { schema: z.number().int().min(1).max(100) } }),
      offset: t.arg.int({ defaultValue: 0, validate: { schema: z.number().int().min(0) } }),
    },
    resolve: (_root, args, ctx) =>
      adminTeacherList(
        ctx.app.db,
        { search: args.search, state: args.state ?? 'active', limit: args.limit ?? 20, offset: args.offset ?? 0 },
        ctx.app.clock.now(),
      ),
  }),
);

builder.queryField('adminTeacher', (t) =>
  t.withAuth(admin).field({
    type: AdminTeacherDetail,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => adminTeacherDetail(ctx.app.db, teacherIdOf(args.id), ctx.app.clock.now()),
  }),
);

const AdminPauseInput = builder.inputType('AdminTeachingPauseInput', {
  fields: (t) => ({
    startDate: t.string({ required: true, description: 'First paused day, YYYY-MM-DD in the teacher zone.' }),
    endDate: t.string({ required: true, description: 'The day teaching resumes, YYYY-MM-DD.' }),
  }),
});

builder.mutationField('adminSetTeachingPause', (t) =>
  t.withAuth(admin).field({
    extensions: auditObject('teacher', (args) => args.teacherId),
    type: TeachingPause,
    description: "Back office: set or edit a teacher's pause under the teacher's own rules (at most 60 days, not over committed classes).",
    args: { teacherId: t.arg.id({ required: true }), input: t.arg({ type: AdminPauseInput, required: true }) },
    resolve: (_root, { teacherId, input }, ctx) =>
      changePause(ctx.app, teacherIdOf(teacherId), { action: 'set', input: { from: input.startDate, to: input.endDate } }),
  }),
);

builder.mutationField('adminRemoveTeachingPause', (t) =>
  t.withAuth(admin).field({
    extensions: auditObject('teacher', (args) => args.teacherId),
    type: TeachingPause,
    description: "Back office: remove a teacher's planned pause, or end the active one now.",
    args: { teacherId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = teacherIdOf(args.teacherId);
      const { profile } = await adminTeacherDetail(ctx.app.db, id, ctx.app.clock.now());
      const state = pauseView(profile, ctx.app.clock.now()).state;
      return changePause(ctx.app, id, { action: state === 'active' ? 'end' : 'remove' });
    },
  }),
);

builder.mutationField('adminSetTeacherObservationOptOut', (t) =>
  t.withAuth(admin).field({
    extensions: auditObject('teacher', (args) => args.teacherId),
    type: AdminTeacherDetail,
    description: '000 §4 teacher observation: record that the teacher opts out of (or back into) being observed in class.',
    args: { teacherId: t.arg.id({ required: true }), optOut: t.arg.boolean({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = teacherIdOf(args.teacherId);
      await setObservationOptOut(ctx.app, id, args.optOut);
      return adminTeacherDetail(ctx.app.db, id, ctx.app.clock.now());
    },
  }),
);

builder.mutationField('adminDeactivateTeacher', (t) =>
  t.withAuth(admin).field({
    extensions: auditObject('teacher', (args) => args.teacherId),
    type: AdminTeacherDetail,
    description:
      'Back office: the teacher stops teaching here. Sign-in ends, committed future classes go back to the teacher booking list and their students are told (decision 099).',
    args: { teacherId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = teacherIdOf(args.teacherId);
      await deactivateTeacher(ctx.app, id);
      return adminTeacherDetail(ctx.app.db, id, ctx.app.clock.now());
    },
  }),
);

builder.mutationField('adminAcceptTeacherApplication', (t) =>
  t.withAuth(admin).field({
    extensions: auditObject('teacher_application', (args) => args.id),
    type: TeacherApplication,
    description:
      'Back office: accept an application; the applicant gets the teacher invitation (the language applied for, first-login onboarding). Decided once.',
    args: {
      id: t.arg.id({ required: true, validate: { schema: uuid } }),
      timezone: t.arg.string({
        description: 'The new teacher zone; default Europe/Berlin.',
        validate: { schema: createTeacherFields.timezone },
      }),
      note: t.arg.string({ validate: { schema: decisionNote } }),
    },
    resolve: async (_root, args, ctx) => {
      const id = String(args.id);
      await acceptApplication(ctx.app, ctx.auth.userId, id, {
        timezone: args.timezone ?? 'Europe/Berlin',
        note: args.note?.trim() || null,
      });
      return applicationById(ctx.app.db, id);
    },
  }),
);

builder.mutationField('adminRejectTeacherApplication', (t) =>
  t.withAuth(admin).field({
    extensions: auditObject('teacher_application', (args) => args.id),
    type: TeacherApplication,
    description: 'Back office: reject an application; the applicant is e-mailed in their language, with the note if any. Decided once.',
    args: { id: t.arg.id({ required: true, validate: { schema: uuid } }), note: t.arg.string({ validate: { schema: decisionNote } }) },
    resolve: async (_root, args, ctx) => {
      const id = String(args.id);
      await rejectApplication(ctx.app, ctx.auth.userId, id, args.note?.trim() || null);
      return applicationById(ctx.app.db, id);
    },
  }),
);
