import { CLASS_STATUSES, adminClassSearchInput, adminMoveClassInput } from '@parla/contracts';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { auditObject } from '../audit/audit-context.ts';
import { invalidateClass, releaseClass } from './class-actions.service.ts';
import { moveClass } from './class-move.service.ts';
import {
  type AdminClassDetailView,
  type AdminClassHistoryEntry,
  type AdminClassPage,
  type AdminClassRowView,
  type AdminClassStudentView,
  type Facet,
  adminClassDetail,
  searchAdminClasses,
} from './class-search.service.ts';

const AdminClassStatus = builder.enumType('AdminClassStatus', { values: CLASS_STATUSES });
const ClassStaffing = builder.enumType('ClassStaffing', { values: ['staffed', 'unstaffed'] as const });

const AdminFacet = builder.objectRef<Facet>('AdminFacet').implement({
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name'), parentId: t.exposeID('parentId', { nullable: true }) }),
});

const AdminClassRow = builder.objectRef<AdminClassRowView>('AdminClassRow').implement({
  description: 'A class as the back office lists it (any status).',
  fields: (t) => ({
    uid: t.exposeID('uid'),
    startDate: t.field({ type: 'DateTime', resolve: (c) => c.startAt }),
    endDate: t.field({ type: 'DateTime', resolve: (c) => c.endAt }),
    type: t.exposeString('type'),
    status: t.field({ type: AdminClassStatus, resolve: (c) => c.status as (typeof CLASS_STATUSES)[number] }),
    seatsTaken: t.exposeInt('seatsTaken'),
    capacity: t.exposeInt('capacity'),
    lessonId: t.exposeID('lessonId'),
    lessonTitle: t.exposeString('lessonTitle'),
    moduleId: t.exposeID('moduleId'),
    moduleName: t.exposeString('moduleName'),
    sectionId: t.exposeID('sectionId'),
    sectionName: t.exposeString('sectionName'),
    teacherId: t.exposeID('teacherId', { nullable: true }),
    teacherName: t.exposeString('teacherName', { nullable: true }),
    movedAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.movedAt }),
    cancelledAt: t.field({ type: 'DateTime', nullable: true, resolve: (c) => c.cancelledAt }),
  }),
});

const AdminClassPageRef = builder.objectRef<AdminClassPage>('AdminClassPage').implement({
  fields: (t) => ({
    items: t.field({ type: [AdminClassRow], resolve: (p) => p.items }),
    total: t.exposeInt('total'),
    sections: t.field({ type: [AdminFacet], description: 'Every language (section), for the filter.', resolve: (p) => p.sections }),
    modules: t.field({ type: [AdminFacet], description: 'Every module with its section as parentId.', resolve: (p) => p.modules }),
  }),
});

const AdminClassStudent = builder.objectRef<AdminClassStudentView>('AdminClassStudent').implement({
  fields: (t) => ({
    appointmentId: t.exposeID('appointmentId'),
    studentId: t.exposeID('studentId'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    status: t.exposeString('status'),
    refunded: t.exposeBoolean('refunded'),
    attendance: t.exposeString('attendance', { nullable: true }),
    bookedAt: t.field({ type: 'DateTime', resolve: (s) => s.bookedAt }),
    cancelledAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.cancelledAt }),
  }),
});

const AdminClassHistory = builder.objectRef<AdminClassHistoryEntry>('AdminClassHistoryEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.field({ type: 'DateTime', resolve: (h) => h.at }),
    kind: t.exposeString('kind', { description: "'booked', 'cancelled' (a student's booking) or the admin mutation's name." }),
    actorName: t.exposeString('actorName', { nullable: true }),
    detail: t.exposeString('detail', { nullable: true }),
  }),
});

const AdminClassDetail = builder.objectRef<AdminClassDetailView>('AdminClassDetail').implement({
  description: 'One class in the back office: its students (every booking) and its history (bookings and admin actions).',
  fields: (t) => ({
    class: t.field({ type: AdminClassRow, resolve: (c) => c }),
    students: t.field({ type: [AdminClassStudent], resolve: (c) => c.students }),
    history: t.field({ type: [AdminClassHistory], resolve: (c) => c.history }),
    moduleLessons: t.field({
      type: [AdminFacet],
      description: 'The lessons of the class module (for a move).',
      resolve: (c) => c.moduleLessons,
    }),
  }),
});

builder.queryField('adminClassSearch', (t) =>
  t.withAuth({ admin: true }).field({
    type: AdminClassPageRef,
    description: 'Back office: classes of any status starting in [from, to) (at most 93 days), filtered and paged.',
    args: {
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
      sectionId: t.arg.id(),
      moduleId: t.arg.id(),
      teacherId: t.arg.id(),
      status: t.arg({ type: AdminClassStatus }),
      staffing: t.arg({ type: ClassStaffing }),
      limit: t.arg.int({ defaultValue: 25 }),
      offset: t.arg.int({ defaultValue: 0 }),
    },
    validate: { schema: adminClassSearchInput },
    resolve: (_root, args, ctx) =>
      searchAdminClasses(ctx.app.db, {
        from: args.from,
        to: args.to,
        sectionId: args.sectionId ? String(args.sectionId) : null,
        moduleId: args.moduleId ? String(args.moduleId) : null,
        teacherId: args.teacherId ? String(args.teacherId) : null,
        status: args.status ?? null,
        staffing: args.staffing ?? null,
        limit: args.limit ?? 25,
        offset: args.offset ?? 0,
      }),
  }),
);

builder.queryField('adminClass', (t) =>
  t.withAuth({ admin: true }).field({
    type: AdminClassDetail,
    description: 'Back office: one class by its public id, with its students and history.',
    args: { uid: t.arg.id({ required: true, validate: { schema: z.string().max(64) } }) },
    resolve: (_root, args, ctx) => adminClassDetail(ctx.app, String(args.uid)),
  }),
);

builder.mutationField('adminInvalidateClass', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('class', (args) => args.classUid),
    type: AdminClassDetail,
    description: 'Back office: cancel a class; every booked student is refunded and told (notification, e-mail), the teacher is told.',
    args: { classUid: t.arg.id({ required: true, validate: { schema: z.string().max(64) } }) },
    resolve: async (_root, args, ctx) => {
      await invalidateClass(ctx.app, String(args.classUid));
      return adminClassDetail(ctx.app, String(args.classUid));
    },
  }),
);

builder.mutationField('adminReleaseClass', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('class', (args) => args.classUid),
    type: AdminClassDetail,
    description: 'Back office: unassign the teacher (who is told); the class is back on the teacher booking list.',
    args: { classUid: t.arg.id({ required: true, validate: { schema: z.string().max(64) } }) },
    resolve: async (_root, args, ctx) => {
      await releaseClass(ctx.app, String(args.classUid));
      return adminClassDetail(ctx.app, String(args.classUid));
    },
  }),
);

builder.mutationField('adminMoveClass', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('class', (args) => args.classUid),
    type: AdminClassDetail,
    description:
      "Back office: move a class to another start and/or another lesson of its module (decisions 100, 105). Booked students keep their seat, are told, and may cancel with a refund until the start; a new start releases the teacher unless keepTeacher. Clashes (the kept teacher, the slot, each student, the lesson's level) refuse it with class_move_conflicts unless overridden with a reason.",
    args: {
      classUid: t.arg.id({ required: true }),
      startDate: t.arg({ type: 'DateTime' }),
      lessonId: t.arg.id(),
      keepTeacher: t.arg.boolean({ description: 'At a new start, the teacher keeps the class if free then.' }),
      override: t.arg.boolean({ description: 'Move despite the clashes; needs a reason, kept in the audit log.' }),
      reason: t.arg.string(),
    },
    validate: { schema: adminMoveClassInput },
    resolve: async (_root, args, ctx) => {
      await moveClass(ctx.app, {
        uid: String(args.classUid),
        startAt: args.startDate ?? null,
        lessonId: args.lessonId ? String(args.lessonId) : null,
        keepTeacher: args.keepTeacher ?? false,
        override: args.override ?? false,
        reason: args.reason?.trim() || null,
      });
      return adminClassDetail(ctx.app, String(args.classUid));
    },
  }),
);
