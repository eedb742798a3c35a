import { type AdminRole, type CreateAdminInput, toLocale, INPUT_MESSAGES } from '@parla/contracts';
import { DomainError, ValidationError, notFound } from '@parla/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { adminAccounts, sessions, users } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { adminInvitationEmail } from '../../emails/emails.ts';
import { hashPassword } from '../identity/password.service.ts';
import { createUserToken } from '../identity/user-tokens.ts';
import { requireAdminRight } from './student-actions.service.ts';

export interface AdminAccountView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: AdminRole;
  createdAt: Date;
  /** The newest sign-in of their own (impersonated sessions are not theirs); null if none is kept. */
  lastSignInAt: Date | null;
  /** Invited and not yet signed up: no password chosen. */
  invitationPending: boolean;
}

export async function listAdmins(app: FastifyInstance, onlyId?: string): Promise<AdminAccountView[]> {
  const rows = await app.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: sql<AdminRole>`coalesce(${adminAccounts.role}, 'full')`,
      createdAt: users.createdAt,
      lastSignInAt: sql<Date | null>`(select max(${sessions.createdAt}) from ${sessions}
        where ${sessions.userId} = ${users.id} and ${sessions.impersonatorId} is null)`.mapWith((v) => (v ? new Date(v) : null)),
      invitationPending: sql<boolean>`${users.passwordHash} is null`,
    })
    .from(users)
    .leftJoin(adminAccounts, eq(adminAccounts.userId, users.id))
    .where(onlyId ? sql`'admin' = ANY(${users.roles}) and ${users.id} = ${onlyId}` : sql`'admin' = ANY(${users.roles})`)
    .orderBy(asc(users.email));
  return rows;
}

export async function adminView(app: FastifyInstance, id: string): Promise<AdminAccountView> {
  const [view] = await listAdmins(app, id);
  if (!view) throw notFound();
  return view;
}

async function insertAdmin(app: FastifyInstance, creatorId: string, input: CreateAdminInput, passwordHash: string | null): Promise<string> {
  const now = app.clock.now();
  const email = input.email.trim().toLowerCase();
  try {
    return await app.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          roles: ['admin'],
          locale: toLocale(input.locale),
          emailVerifiedAt: now,
          passwordChangedAt: passwordHash ? now : null,
          calendarToken: randomBytes(24).toString('base64url'),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id });
      await tx.insert(adminAccounts).values({ userId: user.id, role: input.role, createdById: creatorId, createdAt: now });
      return user.id;
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint === 'users_email_key' || constraint?.includes('(email)')) {
      throw new ValidationError([{ field: 'email', message: INPUT_MESSAGES.emailAlreadyUsed }]);
    }
    throw error;
  }
}

/**
 * The invitation like a teacher's (decision 105): the first-password link of the student site's
 * password page (single use, three days), which then sends an admin to the back office. Mail
 * trouble is logged; the admin can send it again from the page.
 */
async function sendAdminInvitation(app: FastifyInstance, user: { id: string; email: string; firstName: string; locale: string }) {
  try {
    const token = await createUserToken(app.db, user.id, 'set_password', app.clock.now());
    const link = `${app.config.areas.learn}/${toLocale(user.locale)}/password/set/${encodeURIComponent(token)}`;
    await app.mailer.send(adminInvitationEmail(user, link));
  } catch (error) {
    app.log.error({ err: error, userId: user.id }, 'admin invitation e-mail failed');
  }
}

/**
 * A new admin (full admins only; others hear the spec's rights message): they choose their
 * password through the e-mailed invitation, so no password is ever shown or sent.
 */
export async function createAdmin(app: FastifyInstance, creatorId: string, input: CreateAdminInput): Promise<AdminAccountView> {
  await requireAdminRight(app.db, creatorId, 'manage_admins', 'position_change_forbidden');
  const id = await insertAdmin(app, creatorId, input, null);
  await sendAdminInvitation(app, {
    id,
    email: input.email.trim().toLowerCase(),
    firstName: input.firstName.trim(),
    locale: toLocale(input.locale),
  });
  return adminView(app, id);
}

/** The invitation again, for an admin who has not chosen a password yet (the earlier links stay valid until used or old). */
export async function resendAdminInvitation(app: FastifyInstance, actorId: string, adminId: string): Promise<AdminAccountView> {
  await requireAdminRight(app.db, actorId, 'manage_admins', 'position_change_forbidden');
  const [user] = await app.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`${users.id} = ${adminId} and 'admin' = ANY(${users.roles})`);
  if (!user) throw notFound();
  if (user.passwordHash) throw new DomainError('not_a_guest');
  await sendAdminInvitation(app, user);
  return adminView(app, adminId);
}

/**
 * 001 §6 "a test-admin creation exists": outside production, a throwaway admin with a generated
 * password handed back once (for a tester's second browser). Production refuses it.
 */
export async function createTestAdmin(
  app: FastifyInstance,
  creatorId: string,
  role: AdminRole,
): Promise<{ admin: AdminAccountView; password: string }> {
  if (app.config.isProduction) throw new DomainError('forbidden');
  await requireAdminRight(app.db, creatorId, 'manage_admins', 'position_change_forbidden');
  const suffix = randomBytes(4).toString('hex');
  const password = `Test-${randomBytes(9).toString('base64url')}-${suffix}`;
  const id = await insertAdmin(
    app,
    creatorId,
    { email: `test-admin-${suffix}@parla.test`, firstName: 'Test', lastName: `Admin ${suffix}`, role },
    await hashPassword(password),
  );
  return { admin: await adminView(app, id), password };
}
