import { type ClientUser, displayLanguageInput, type Role } from '@parla/contracts';
import { DomainError } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { parseInput } from '../../lib/validation.ts';
import { users } from '../../db/schema/index.ts';
import { hasRunningSubscription } from '../commerce/subscriptions/booking-plan.ts';
import { randomStudentId, randomToken } from './crypto.ts';

export type UserRow = typeof users.$inferSelect;

/** The client user record (000 §3) plus what the web shell needs (roles, locale, formats). */
export function toClientUser(
  user: UserRow,
  options: { publicUrl: string; impersonatedBy?: string | null; hasSubscription?: boolean },
): ClientUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: [user.firstName, user.lastName].filter(Boolean).join(' '),
    photos: user.photoUrl ? [{ url: user.photoUrl, size: 'original' }] : [],
    timezone: user.timezone,
    calendarUrl: user.calendarToken ? `${options.publicUrl}/calendar/${user.calendarToken}.ics` : null,
    verified: user.emailVerifiedAt != null,
    studentId: user.studentId,
    marketingAgreement: user.marketingAgreement,
    phoneNumber: user.phoneNumber,
    whatsappNumber: user.whatsappNumber,
    countryCode: user.countryCode,
    // Commerce answers it (a running subscription, not suspended); callers that skip the lookup say false.
    hasSubscription: options.hasSubscription ?? false,
    createdAt: user.createdAt.toISOString(),
    roles: user.roles as Role[],
    locale: user.locale,
    timeFormat: user.timeFormat,
    weekStart: user.weekStart,
    isGuest: user.isGuest,
    impersonatedBy: options.impersonatedBy ?? null,
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}

/** The signed-in user's record; a session whose user is gone counts as signed out. */
export async function getClientUser(app: FastifyInstance, userId: string, impersonatedBy: string | null = null): Promise<ClientUser> {
  const user = await findUserById(app.db, userId);
  if (!user) throw new DomainError('unauthenticated');
  return toClientUser(user, {
    publicUrl: app.config.publicUrl,
    impersonatedBy,
    hasSubscription: await hasRunningSubscription(app.db, user.id),
  });
}

/**
 * The signed-in user of a request, from the row the request's session lookup already loaded
 * (decision 053: one statement for session and user); unauthenticated when signed out.
 */
export async function getSignedInClientUser(app: FastifyInstance, request: FastifyRequest): Promise<ClientUser> {
  const signedIn = await request.getSignedInUser();
  if (!signedIn) throw new DomainError('unauthenticated');
  return toClientUser(signedIn.user, {
    publicUrl: app.config.publicUrl,
    impersonatedBy: signedIn.auth.impersonatorId,
    hasSubscription: signedIn.hasSubscription,
  });
}

/** Saves profile settings that need no further checks (validated by the caller's contract schema). */
export async function updateUserSettings(
  app: FastifyInstance,
  userId: string,
  changes: Partial<Pick<UserRow, 'timezone' | 'locale' | 'timeFormat' | 'weekStart'>>,
  impersonatedBy: string | null = null,
): Promise<ClientUser> {
  const [user] = await app.db
    .update(users)
    .set({ ...changes, updatedAt: app.clock.now() })
    .where(eq(users.id, userId))
    .returning();
  if (!user) throw new DomainError('unauthenticated');
  return toClientUser(user, {
    publicUrl: app.config.publicUrl,
    impersonatedBy,
    hasSubscription: await hasRunningSubscription(app.db, user.id),
  });
}

/**
 * The one write of a chosen display language (issue 21, decision 123): the account menu
 * (`updateDisplayLanguage`) and `PUT /api/users/locale` (000 §3) both come here. Any signed-in
 * user (student, teacher, admin) saves their own; only the display languages (en, de, fr, es, ru)
 * are accepted, the landing-only locales are refused like any unknown one. An impersonating admin
 * may change it too; both edges write the audit row (decisions 094, 098).
 */
export async function saveDisplayLanguage(
  app: FastifyInstance,
  userId: string,
  raw: unknown,
  impersonatedBy: string | null,
): Promise<ClientUser> {
  const { locale } = parseInput(displayLanguageInput, raw);
  return updateUserSettings(app, userId, { locale }, impersonatedBy);
}

/** What a new student account is made of; the student number, calendar token and role are drawn here. */
export type NewStudentUser = Omit<typeof users.$inferInsert, 'id' | 'studentId' | 'calendarToken' | 'roles'>;

/**
 * Inserts a student account (registration, guest checkout, social registration: decision 068). A
 * clash of the random student number (1 in 10^7 per existing student) draws another, up to 5 times;
 * each attempt runs in its own transaction, a savepoint when `db` is already one, so a clash does
 * not abort the caller's transaction. A taken e-mail address goes to `onEmailTaken`, which decides
 * the answer (the callers differ there).
 */
export async function insertStudentUser(
  db: Db | Tx,
  values: NewStudentUser,
  onEmailTaken: (error: unknown) => Promise<never>,
): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [user] = await db.transaction((sp) =>
        sp
          .insert(users)
          .values({ ...values, roles: ['student'], studentId: randomStudentId(), calendarToken: randomToken() })
          .returning(),
      );
      return user;
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'users_email_key' || constraint?.includes('(email)')) return onEmailTaken(error);
      if (constraint && attempt < 5) continue;
      throw error;
    }
  }
}
