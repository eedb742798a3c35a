import { CLOSE_ACCOUNT_REASONS, adminNoteText, grantCreditsAmount, grantCreditsReason } from '@parla/contracts';
import { z } from 'zod';
import { builder } from '../../graphql/builder.ts';
import { auditObject } from '../audit/audit-context.ts';
import { CreditKind, CreditsInfo } from '../commerce/commerce-types.graphql.ts';
import { adminRemoveCredits } from '../commerce/credits/credits.service.ts';
import {
  addStudentNote,
  cancelStudentClass,
  changeStudentModule,
  closeStudentAccount,
  sendStudentPasswordReset,
} from './student-actions.service.ts';
import {
  type AdminLedgerRow,
  type AdminNoteView,
  type AdminPracticeProgress,
  type AdminPurchaseView,
  type AdminStudentClassView,
  type AdminStudentPage,
  type AdminSubscriptionView,
  type AdminModuleOption,
  adminStudentPage,
  classesOf,
  moduleOptions,
  ledgerOf,
  notesOf,
  practiceProgressOf,
  purchasesOf,
  subscriptionsOf,
} from './student-page.service.ts';

const AdminSubscription = builder.objectRef<AdminSubscriptionView>('AdminSubscription').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type'),
    status: t.exposeString('status'),
    currency: t.exposeString('currency'),
    priceCents: t.exposeInt('priceCents'),
    currentPeriodEnd: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.currentPeriodEnd }),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
  }),
});

const AdminPurchase = builder.objectRef<AdminPurchaseView>('AdminPurchase').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    type: t.exposeString('type'),
    status: t.exposeString('status'),
    currency: t.exposeString('currency'),
    totalCents: t.exposeInt('totalCents'),
    createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    paidAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.paidAt }),
  }),
});

const AdminLedgerEntry = builder.objectRef<AdminLedgerRow>('AdminLedgerEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    delta: t.exposeInt('delta'),
    reason: t.exposeString('reason'),
    note: t.exposeString('note', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (r) => r.createdAt }),
  }),
});

const AdminStudentClass = builder.objectRef<AdminStudentClassView>('AdminStudentClass').implement({
  fields: (t) => ({
    appointmentId: t.exposeID('appointmentId'),
    classUid: t.exposeID('classUid'),
    startDate: t.field({ type: 'DateTime', resolve: (c) => c.startAt }),
    type: t.exposeString('type'),
    classStatus: t.exposeString('classStatus'),
    appointmentStatus: t.exposeString('appointmentStatus'),
    attendance: t.exposeString('attendance', { nullable: true }),
    lessonTitle: t.exposeString('lessonTitle'),
    moduleName: t.exposeString('moduleName'),
  }),
});

const AdminPracticeProgressRef = builder.objectRef<AdminPracticeProgress>('AdminPracticeProgress').implement({
  fields: (t) => ({
    vocabularyCards: t.exposeInt('vocabularyCards'),
    reviews: t.exposeInt('reviews'),
    exercisesDone: t.exposeInt('exercisesDone'),
  }),
});

const AdminNote = builder.objectRef<AdminNoteView>('AdminNote').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    text: t.exposeString('text'),
    authorId: t.exposeID('authorId'),
    authorName: t.exposeString('authorName'),
    createdAt: t.field({ type: 'DateTime', resolve: (n) => n.createdAt }),
  }),
});

const AdminStudentDetail = builder.objectRef<AdminStudentPage>('AdminStudentDetail').implement({
  description: "A student's back-office page (decision 098); each list is read when asked for.",
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    studentId: t.exposeString('studentId', { nullable: true }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    timezone: t.exposeString('timezone'),
    locale: t.exposeString('locale'),
    createdAt: t.field({ type: 'DateTime', resolve: (s) => s.createdAt }),
    closedAt: t.field({ type: 'DateTime', nullable: true, resolve: (s) => s.closedAt }),
    sectionName: t.exposeString('sectionName', { nullable: true }),
    moduleId: t.exposeID('moduleId', { nullable: true }),
    moduleName: t.exposeString('moduleName', { nullable: true }),
    credits: t.field({ type: CreditsInfo, resolve: (s) => s.credits }),
    subscriptions: t.field({ type: [AdminSubscription], resolve: (s, _a, ctx) => subscriptionsOf(ctx.app.db, s.id) }),
    purchases: t.field({ type: [AdminPurchase], resolve: (s, _a, ctx) => purchasesOf(ctx.app.db, s.id) }),
    ledger: t.field({
      type: [AdminLedgerEntry],
      args: { limit: t.arg.int({ defaultValue: 50, validate: { schema: z.number().int().min(1).max(200) } }) },
      resolve: (s, args, ctx) => ledgerOf(ctx.app.db, s.id, args.limit ?? 50),
    }),
    upcomingClasses: t.field({
      type: [AdminStudentClass],
      resolve: (s, _a, ctx) => classesOf(ctx.app.db, s.id, 'upcoming', ctx.app.clock.now()),
    }),
    pastClasses: t.field({ type: [AdminStudentClass], resolve: (s, _a, ctx) => classesOf(ctx.app.db, s.id, 'past', ctx.app.clock.now()) }),
    practice: t.field({ type: AdminPracticeProgressRef, resolve: (s, _a, ctx) => practiceProgressOf(ctx.app.db, s.id) }),
    notes: t.field({ type: [AdminNote], resolve: (s, _a, ctx) => notesOf(ctx.app.db, s.id) }),
  }),
});

builder.queryField('adminStudent', (t) =>
  t.withAuth({ admin: true }).field({
    type: AdminStudentDetail,
    description: "Back office: a student's page (profile, plans, purchases, ledger, classes, practice, notes).",
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => adminStudentPage(ctx.app, String(args.id)),
  }),
);

const AdminModule = builder.objectRef<AdminModuleOption>('AdminModule').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    code: t.exposeString('code'),
    sectionName: t.exposeString('sectionName'),
  }),
});

builder.queryField('adminModules', (t) =>
  t.withAuth({ admin: true }).field({
    type: [AdminModule],
    description: "Back office: every module by language and course order (a student's position picker).",
    resolve: (_root, _args, ctx) => moduleOptions(ctx.app.db),
  }),
);

const studentIdArg = z.string().uuid();

builder.mutationField('adminAddStudentNote', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('user', (args) => args.studentId),
    type: [AdminNote],
    description: 'Back office: a note about a student, kept with its author; answers every note of the student.',
    args: {
      studentId: t.arg.id({ required: true, validate: { schema: studentIdArg } }),
      text: t.arg.string({ required: true, validate: { schema: adminNoteText } }),
    },
    resolve: (_root, args, ctx) => addStudentNote(ctx.app, ctx.auth.userId, String(args.studentId), args.text),
  }),
);

builder.mutationField('adminRemoveCredits', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('user', (args) => args.studentId),
    type: CreditsInfo,
    description:
      'Back office: takes credits away (soonest-expiring first); never below zero (not_enough_credits). The reason is kept on the ledger.',
    args: {
      studentId: t.arg.id({ required: true, validate: { schema: studentIdArg } }),
      kind: t.arg({ type: CreditKind, required: true }),
      amount: t.arg.int({ required: true, validate: { schema: grantCreditsAmount } }),
      reason: t.arg.string({ required: true, validate: { schema: grantCreditsReason } }),
    },
    resolve: (_root, args, ctx) =>
      adminRemoveCredits(ctx.app.db, {
        studentId: String(args.studentId),
        kind: args.kind,
        amount: args.amount,
        reason: args.reason,
        now: ctx.app.clock.now(),
      }),
  }),
);

const AdminCancellation = builder
  .objectRef<{ appointmentId: string; classUid: string; refunded: boolean; studentId: string }>('AdminCancellation')
  .implement({
    fields: (t) => ({
      appointmentId: t.exposeID('appointmentId'),
      classUid: t.exposeID('classUid'),
      studentId: t.exposeID('studentId'),
      refunded: t.exposeBoolean('refunded'),
    }),
  });

builder.mutationField('adminCancelStudentClass', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('appointment', (args) => args.appointmentId),
    type: AdminCancellation,
    description: "Back office: cancels a student's booking before the class starts, with the credit back (refund) or not.",
    args: { appointmentId: t.arg.id({ required: true }), refund: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) => cancelStudentClass(ctx.app, String(args.appointmentId), args.refund),
  }),
);

builder.mutationField('adminChangeStudentModule', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('user', (args) => args.studentId),
    type: AdminStudentDetail,
    description:
      'Back office (001 §6 "change positions"): moves the student to a module and its language. Refused with "You are not allowed to change the position!" to a support admin.',
    args: { studentId: t.arg.id({ required: true }), moduleId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => changeStudentModule(ctx.app, ctx.auth.userId, String(args.studentId), String(args.moduleId)),
  }),
);

builder.mutationField('adminSendPasswordReset', (t) =>
  t.withAuth({ admin: true }).boolean({
    extensions: auditObject('user', (args) => args.studentId),
    description: 'Back office: e-mails the student the usual password-reset link (same quota as "Forgot password").',
    args: { studentId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => sendStudentPasswordReset(ctx.app, String(args.studentId)),
  }),
);

const CloseReason = builder.enumType('AdminCloseReason', { values: CLOSE_ACCOUNT_REASONS });

const AccountClosed = builder.objectRef<{ closedAt: Date; erasureAt: Date }>('AdminAccountClosed').implement({
  fields: (t) => ({
    closedAt: t.field({ type: 'DateTime', resolve: (c) => c.closedAt }),
    erasureAt: t.field({ type: 'DateTime', resolve: (c) => c.erasureAt }),
  }),
});

builder.mutationField('adminCloseStudentAccount', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('user', (args) => args.studentId),
    type: AccountClosed,
    description:
      "Back office: closes a student's account on their request (the student's own closure: classes, plans, sessions, erasure later).",
    args: {
      studentId: t.arg.id({ required: true }),
      reason: t.arg({ type: CloseReason, required: true }),
      feedback: t.arg.string({ validate: { schema: z.string().max(2000) } }),
    },
    resolve: (_root, args, ctx) =>
      closeStudentAccount(ctx.app, ctx.auth.userId, String(args.studentId), { reason: args.reason, feedback: args.feedback ?? '' }),
  }),
);
