import {
  SECTION_SLUGS,
  assignTeacherInput,
  assignTeacherReason,
  createTeacherFields,
  INPUT_MESSAGES,
  INPUT_MESSAGE_VALUES,
} from '@parla/contracts';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { CreditsInfo } from '../commerce/commerce.graphql.ts';
import { ClassType, Klass } from '../classes/classes.graphql.ts';
import { viewerOf } from '../classes/klass-views.ts';
import { assignTeacher } from './assign-teacher.service.ts';
import { adminClasses, adminCreateTeacher, adminStudents, adminTeachers } from './back-office.service.ts';
import type { AdminClassView, AdminStudentView, AdminTeacherView } from './back-office.service.ts';
import { auditObject } from '../audit/audit-context.ts';

const AdminStudent = builder.objectRef<AdminStudentView>('AdminStudent').implement({
  description: 'A student as the back office sees them.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    studentId: t.exposeString('studentId', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
    credits: t.field({ type: CreditsInfo, resolve: (s) => s.credits }),
  }),
});

const AdminStudentList = builder.objectRef<{ items: AdminStudentView[]; total: number }>('AdminStudentList').implement({
  fields: (t) => ({ items: t.field({ type: [AdminStudent], resolve: (l) => l.items }), total: t.exposeInt('total') }),
});

export const AdminTeacher = builder.objectRef<AdminTeacherView>('AdminTeacher').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    uid: t.exposeString('uid'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    sections: t.exposeStringList('sections'),
    timezone: t.exposeString('timezone'),
    penaltyUntil: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.penaltyUntil }),
    pausedFrom: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.pausedFrom }),
    pausedUntil: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.pausedUntil }),
    deactivatedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.deactivatedAt }),
  }),
});

const AdminClass = builder.objectRef<AdminClassView>('AdminClass').implement({
  fields: (t) => ({
    uid: t.exposeID('uid'),
    startDate: t.field({ type: 'DateTime', resolve: (c) => c.startAt }),
    type: t.field({ type: ClassType, resolve: (c) => c.type as 'group' | 'individual' | 'trial' }),
    seatsTaken: t.exposeInt('seatsTaken'),
    capacity: t.exposeInt('capacity'),
    lessonTitle: t.exposeString('lessonTitle'),
    moduleName: t.exposeString('moduleName'),
    sectionId: t.exposeID('sectionId'),
    sectionName: t.exposeString('sectionName'),
    teacherId: t.exposeID('teacherId', { nullable: true }),
  }),
});

const StudentSubscriptionFilterEnum = builder.enumType('StudentSubscriptionFilter', { values: ['current', 'trial', 'none'] as const });

builder.queryField('adminStudents', (t) =>
  t.withAuth({ admin: true }).field({
    type: AdminStudentList,
    description: 'Back office: students by name, e-mail or student number, with their credits.',
    args: {
      search: t.arg.string({ validate: { schema: z.string().max(200) } }),
      subscription: t.arg({ type: StudentSubscriptionFilterEnum, description: 'A current plan, a trial, or no current plan.' }),
      sectionSlug: t.arg.string({ description: 'Only students learning this language.', validate: { schema: z.enum(SECTION_SLUGS) } }),
      limit: t.arg.int({ defaultValue: 20, validate: { schema: z.number().int().min(1).max(100) } }),
      offset: t.arg.int({ defaultValue: 0, validate: { schema: z.number().int().min(0) } }),
    },
    resolve: (_root, args, ctx) =>
      adminStudents(ctx.app, {
        search: args.search,
        subscription: args.subscription,
        sectionSlug: args.sectionSlug,
        limit: args.limit ?? 20,
        offset: args.offset ?? 0,
      }),
  }),
);

builder.queryField('adminTeachers', (t) =>
  t.withAuth({ admin: true }).field({
    type: [AdminTeacher],
    description: 'Back office: teachers, optionally only those teaching a section.',
    args: { sectionId: t.arg.id({ validate: { schema: z.string().uuid() } }) },
    resolve: (_root, args, ctx) => adminTeachers(ctx.app.db, { sectionId: args.sectionId ? String(args.sectionId) : null }),
  }),
);

builder.queryField('adminClasses', (t) =>
  t.withAuth({ admin: true }).field({
    type: [AdminClass],
    description: 'Back office: active classes starting in [from, to) (at most 31 days), optionally only those without a teacher.',
    args: {
      from: t.arg({ type: 'DateTime', required: true }),
      to: t.arg({ type: 'DateTime', required: true }),
      unstaffedOnly: t.arg.boolean({ defaultValue: true }),
      limit: t.arg.int({ defaultValue: 200, validate: { schema: z.number().int().min(1).max(500) } }),
    },
    validate: {
      schema: z
        .object({ from: z.date(), to: z.date() })
        .passthrough()
        .refine((a) => a.to > a.from && a.to.getTime() - a.from.getTime() <= INPUT_MESSAGE_VALUES.classesRangeMaxDays * 86_400_000, {
          message: INPUT_MESSAGES.classesRangeInvalid,
          path: ['to'],
        }),
    },
    resolve: (_root, args, ctx) =>
      adminClasses(ctx.app.db, { from: args.from, to: args.to, unstaffedOnly: args.unstaffedOnly ?? true, limit: args.limit ?? 200 }),
  }),
);

const TeacherLanguageInput = builder.inputType('TeacherLanguageInput', {
  fields: (t) => ({ language: t.string({ required: true }), fluency: t.string({ required: true }) }),
});

const CreateTeacherInput = builder.inputType('CreateTeacherInput', {
  fields: (t) => ({
    email: t.string({ required: true, validate: { schema: createTeacherFields.email } }),
    firstName: t.string({ required: true, validate: { schema: createTeacherFields.firstName } }),
    lastName: t.string({ required: true, validate: { schema: createTeacherFields.lastName } }),
    sectionSlugs: t.stringList({ required: true, validate: { schema: createTeacherFields.sectionSlugs } }),
    timezone: t.string({ required: true, validate: { schema: createTeacherFields.timezone } }),
    hourlyRateCents: t.int({ validate: { schema: createTeacherFields.hourlyRateCents } }),
    languages: t.field({ type: [TeacherLanguageInput] }),
    password: t.string({ description: 'Optional; without it the teacher is e-mailed a link to choose one.' }),
    onboarded: t.boolean({
      description: 'Default true: the school vouches for the teacher. False sends them through the first-login onboarding (decision 072).',
    }),
  }),
});

builder.mutationField('adminCreateTeacher', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('user', (_args, teacher) => teacher?.id),
    type: AdminTeacher,
    description: 'Back office: a teacher account after recruitment.',
    args: { input: t.arg({ type: CreateTeacherInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      adminCreateTeacher(ctx.app, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        sectionSlugs: input.sectionSlugs,
        timezone: input.timezone,
        hourlyRateCents: input.hourlyRateCents,
        languages: input.languages ?? [],
        password: input.password,
        onboarded: input.onboarded ?? true,
      }),
  }),
);

builder.mutationField('adminAssignTeacher', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('class', (args) => args.classUid),
    type: Klass,
    description:
      "Back office: staff a class (sets confirmedAt). The teacher's own commitment rules apply (languages, class types, penalty, pause, overlap, availability); `override` with a `reason` bypasses them and is logged. A class with a teacher is reassigned only with `replaceCurrentTeacher`.",
    args: {
      classUid: t.arg.id({ required: true }),
      teacherId: t.arg.id({ required: true }),
      replaceCurrentTeacher: t.arg.boolean(),
      override: t.arg.boolean(),
      reason: t.arg.string({ validate: { schema: assignTeacherReason } }),
    },
    validate: { schema: assignTeacherInput },
    resolve: async (_root, args, ctx) =>
      assignTeacher(ctx.app, await viewerOf(ctx.app.db, ctx.auth), ctx.auth.userId, {
        classUid: String(args.classUid),
        teacherId: String(args.teacherId),
        replaceCurrentTeacher: args.replaceCurrentTeacher,
        override: args.override,
        reason: args.reason,
      }),
  }),
);
