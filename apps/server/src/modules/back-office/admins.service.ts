import type { AdminRole, CreateAdminInput } from '@parla/contracts';
import { DomainError, ValidationError, notFound } from '@parla/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { adminAccounts, users } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { hashPassword } from '../identity/password.service.ts';
import { sendPasswordSetLink } from '../identity/password-set.service.ts';
import { findUserById } from '../identity/user.service.ts';
import { requireAdminRight } from './student-actions.service.ts';

export interface AdminAccountView {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: AdminRole;
  createdAt: Date;
}

export async function listAdmins(app: FastifyInstance): Promise<AdminAccountView[]> {
  const rows = await app.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: sql<AdminRole>`coalesce(${adminAccounts.role}, 'full')`,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(adminAccounts, eq(adminAccounts.userId, users.id))
    .where(sql`'admin' = ANY(${users.roles})`)
    .orderBy(asc(users.email));
  return rows;
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
      throw new ValidationError([{ field: 'email', message: 'This email address is already used.' }]);
    }
    throw error;
  }
}

/** A new admin (full admins only); they choose their password through the e-mailed first-password link. */
export async function createAdmin(app: FastifyInstance, creatorId: string, input: CreateAdminInput): Promise<AdminAccountView> {
  await requireAdminRight(app.db, creatorId, 'manage_admins');
  const id = await insertAdmin(app, creatorId, input, null);
  const user = await findUserById(app.db, id);
  if (user) await sendPasswordSetLink(app, user, 'created');
  const view = (await listAdmins(app)).find((a) => a.id === id);
  if (!view) throw notFound();
  return view;
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
  await requireAdminRight(app.db, creatorId, 'manage_admins');
  const suffix = randomBytes(4).toString('hex');
  const password = `Test-${randomBytes(9).toString('base64url')}-${suffix}`;
  const id = await insertAdmin(
    app,
    creatorId,
    { email: `test-admin-${suffix}@parla.test`, firstName: 'Test', lastName: `Admin ${suffix}`, role },
    await hashPassword(password),
  );
  const admin = (await listAdmins(app)).find((a) => a.id === id);
  if (!admin) throw notFound();
  return { admin, password };
}
