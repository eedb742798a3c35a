import { ADMIN_ROLES, type Locale, createAdminFields } from '@parla/contracts';
import { builder } from '../../graphql/builder.ts';
import { auditObject } from '../audit/audit-context.ts';
import { endImpersonation, startImpersonation } from '../identity/impersonation.service.ts';
import { changeAdminRole, removeAdmin } from './admin-roster.service.ts';
import { type AdminAccountView, createAdmin, createTestAdmin, listAdmins, resendAdminInvitation } from './admins.service.ts';
import { adminRoleOf } from './student-actions.service.ts';

const AdminRoleEnum = builder.enumType('AdminRole', { values: ADMIN_ROLES });

const AdminAccount = builder.objectRef<AdminAccountView>('AdminAccount').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    role: t.field({ type: AdminRoleEnum, resolve: (a) => a.role }),
    createdAt: t.field({ type: 'DateTime', resolve: (a) => a.createdAt }),
    lastSignInAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Their newest own sign-in that is still on record (sessions are kept for a while, not forever).',
      resolve: (a) => a.lastSignInAt,
    }),
    invitationPending: t.exposeBoolean('invitationPending', { description: 'Invited; no password chosen yet.' }),
    isMe: t.boolean({
      description: 'The signed-in admin (who may not change their own rights).',
      resolve: (a, _args, ctx) => a.id === ctx.auth?.userId,
    }),
  }),
});

builder.queryField('adminAccounts', (t) =>
  t.withAuth({ admin: true }).field({
    type: [AdminAccount],
    description: "Back office: the school's admins and their roles.",
    resolve: (_root, _args, ctx) => listAdmins(ctx.app),
  }),
);

builder.queryField('adminMyRole', (t) =>
  t.withAuth({ admin: true }).field({
    type: AdminRoleEnum,
    description: "The signed-in admin's role (the back office hides what it may not do; the server checks anyway).",
    resolve: (_root, _args, ctx) => adminRoleOf(ctx.app.db, ctx.auth.userId),
  }),
);

const CreateAdminInput = builder.inputType('CreateAdminInput', {
  fields: (t) => ({
    email: t.string({ required: true, validate: { schema: createAdminFields.email } }),
    firstName: t.string({ required: true, validate: { schema: createAdminFields.firstName } }),
    lastName: t.string({ required: true, validate: { schema: createAdminFields.lastName } }),
    role: t.field({ type: AdminRoleEnum, required: true }),
    locale: t.string({
      required: false,
      description: "The invitation's language.",
      validate: { schema: createAdminFields.locale.unwrap() },
    }),
  }),
});

builder.mutationField('adminCreateAdmin', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('user', (_args, admin) => admin?.id),
    type: AdminAccount,
    description: 'Back office (full admins): a new admin, who chooses a password through the e-mailed link.',
    args: { input: t.arg({ type: CreateAdminInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      createAdmin(ctx.app, ctx.auth.userId, { ...input, locale: (input.locale ?? undefined) as Locale | undefined }),
  }),
);

builder.mutationField('adminSetAdminRole', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('user', (args) => args.userId),
    type: AdminAccount,
    description: "Back office (full admins): another admin's role. Never one's own; the school keeps one full admin (decision 105).",
    args: { userId: t.arg.id({ required: true }), role: t.arg({ type: AdminRoleEnum, required: true }) },
    resolve: (_root, args, ctx) => changeAdminRole(ctx.app, ctx.auth.userId, String(args.userId), args.role),
  }),
);

builder.mutationField('adminRemoveAdmin', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('user', (args) => args.userId),
    type: 'ID',
    description:
      "Back office (full admins): takes another admin's rights away and ends their back-office sessions; the account stays. Never one's own; never the last full admin.",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => removeAdmin(ctx.app, ctx.auth.userId, String(args.userId)),
  }),
);

builder.mutationField('adminResendAdminInvitation', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('user', (args) => args.userId),
    type: AdminAccount,
    description: 'Back office (full admins): the invitation e-mail again, for an admin who has not chosen a password yet.',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => resendAdminInvitation(ctx.app, ctx.auth.userId, String(args.userId)),
  }),
);

const TestAdmin = builder.objectRef<{ admin: AdminAccountView; password: string }>('TestAdmin').implement({
  fields: (t) => ({
    admin: t.field({ type: AdminAccount, resolve: (r) => r.admin }),
    password: t.exposeString('password', { description: 'Shown once; never stored in clear nor in the audit log.' }),
  }),
});

builder.mutationField('adminCreateTestAdmin', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('user', (_args, result) => result?.admin?.id),
    type: TestAdmin,
    description: '001 §6 test-admin creation: outside production only, a throwaway admin with a generated password.',
    args: { role: t.arg({ type: AdminRoleEnum, defaultValue: 'full' }) },
    resolve: (_root, args, ctx) => createTestAdmin(ctx.app, ctx.auth.userId, args.role ?? 'full'),
  }),
);

const ImpersonationStart = builder
  .objectRef<{ area: 'learn' | 'teacher'; redirectTo: string; userId: string }>('ImpersonationStart')
  .implement({
    fields: (t) => ({
      area: t.exposeString('area'),
      redirectTo: t.exposeString('redirectTo', { description: "The impersonated user's home in their area." }),
      userId: t.exposeID('userId'),
    }),
  });

builder.mutationField('adminImpersonate', (t) =>
  t.withAuth({ admin: true }).field({
    extensions: auditObject('user', (args) => args.userId),
    type: ImpersonationStart,
    description:
      "Back office: act as a student or teacher. Sets that user's session cookies (with the admin as impersonator) and keeps the admin's own session to come back to (decision 098).",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => startImpersonation(ctx.app, ctx.auth, String(args.userId), ctx.reply.request, ctx.reply),
  }),
);

const ImpersonationEnd = builder.objectRef<{ restored: boolean; redirectTo: string }>('ImpersonationEnd').implement({
  fields: (t) => ({
    restored: t.exposeBoolean('restored', { description: "Whether the admin's own session came back (otherwise they sign in again)." }),
    redirectTo: t.exposeString('redirectTo'),
  }),
});

builder.mutationField('endImpersonation', (t) =>
  t.withAuth({ impersonating: true }).field({
    type: ImpersonationEnd,
    description: "Ends an impersonated session and restores the admin's own (the banner's End).",
    resolve: (_root, _args, ctx) => endImpersonation(ctx.app, ctx.auth, ctx.reply.request, ctx.reply),
  }),
);
