import { TEACHER_APPLICATION_STATUSES } from '@parla/contracts';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import {
  type ApplicationFileView,
  type TeacherApplicationView,
  applicationById,
  listApplications,
  markApplicationReviewed,
} from './applications.service.ts';
import { auditObject } from '../audit/audit-context.ts';

const Status = builder.enumType('TeacherApplicationStatus', { values: TEACHER_APPLICATION_STATUSES });

const ApplicantLanguage = builder.objectRef<{ language: string; fluency: string }>('ApplicantLanguage').implement({
  fields: (t) => ({ language: t.exposeString('language'), fluency: t.exposeString('fluency') }),
});

const ApplicationFile = builder.objectRef<ApplicationFileView>('TeacherApplicationFile').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'cv or certificate' }),
    fileName: t.exposeString('fileName'),
    sizeBytes: t.exposeInt('sizeBytes'),
    url: t.exposeString('url', { description: 'Download for admins.' }),
  }),
});

export const TeacherApplication = builder.objectRef<TeacherApplicationView>('TeacherApplication').implement({
  description: '000 §3 Teacher application, as sent from the become-a-teacher form.',
  fields: (t) => ({
    id: t.exposeID('id'),
    reference: t.exposeString('reference'),
    status: t.field({ type: Status, resolve: (a) => a.status }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    countryOfResidence: t.exposeString('countryOfResidence'),
    languageToTeach: t.exposeString('languageToTeach', { description: 'A section slug.' }),
    aboutMe: t.exposeString('aboutMe'),
    teachingExperience: t.exposeString('teachingExperience'),
    spokenLanguages: t.field({ type: [ApplicantLanguage], resolve: (a) => a.spokenLanguages }),
    heardFrom: t.exposeString('heardFrom'),
    heardFromWebsite: t.exposeString('heardFromWebsite', { nullable: true }),
    linkedinUrl: t.exposeString('linkedinUrl', { nullable: true }),
    motivation: t.exposeString('motivation'),
    referrerName: t.exposeString('referrerName', { nullable: true }),
    referrerEmail: t.exposeString('referrerEmail', { nullable: true }),
    consentOwnSchedule: t.exposeBoolean('consentOwnSchedule'),
    consentDataProcessing: t.exposeBoolean('consentDataProcessing'),
    locale: t.exposeString('locale'),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
    reviewedAt: t.field({ type: 'DateTime', nullable: true, resolve: (a) => a.reviewedAt }),
    decidedAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was accepted or rejected.', resolve: (a) => a.decidedAt }),
    decisionNote: t.exposeString('decisionNote', { nullable: true }),
    teacherId: t.exposeID('teacherId', { nullable: true, description: 'The teacher account an accepted application became.' }),
    files: t.field({ type: [ApplicationFile], resolve: (a) => a.files }),
  }),
});

const TeacherApplicationList = builder.objectRef<{ items: TeacherApplicationView[]; total: number }>('TeacherApplicationList').implement({
  fields: (t) => ({ items: t.field({ type: [TeacherApplication], resolve: (l) => l.items }), total: t.exposeInt('total') }),
});

builder.queryField('teacherApplications', (t) =>
  t.withAuth({ admin: true }).field({
    type: TeacherApplicationList,
    description: 'Back office: applications from the become-a-teacher form, newest first.',
    args: {
      status: t.arg({ type: Status }),
      limit: t.arg.int({ defaultValue: 20, validate: { schema: z.number().int().min(1).max(100) } }),
      offset: t.arg.int({ defaultValue: 0, validate: { schema: z.number().int().min(0) } }),
    },
    resolve: (_root, args, ctx) => listApplications(ctx.app.db, { status: args.status, limit: args.limit ?? 20, offset: args.offset ?? 0 }),
  }),
);

builder.queryField('teacherApplication', (t) =>
  t.withAuth({ admin: true }).field({
    type: TeacherApplication,
    description: 'Back office: one application with its files, for review.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => applicationById(ctx.app.db, String(args.id)),
  }),
);

builder.mutationField('markTeacherApplicationReviewed', (t) =>
  t.withAuth({ admin: true }).boolean({
    extensions: auditObject('teacher_application', (args) => args.id),
    description: 'Back office: the application was looked at (status new -> reviewed).',
    args: { id: t.arg.id({ required: true, validate: { schema: z.string().uuid() } }) },
    resolve: (_root, args, ctx) => markApplicationReviewed(ctx.app, ctx.auth.userId, String(args.id)),
  }),
);
