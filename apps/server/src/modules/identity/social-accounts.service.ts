import {
  type ClientUser,
  type ConnectedAccounts,
  DEFAULT_TIMEZONE,
  type SocialDisconnectResult,
  type SocialProvider,
  type SocialRegisterInput,
  type SocialRegistrationPreview,
  toLocale,
  INPUT_MESSAGES,
} from '@parla/contracts';
import { DomainError, ValidationError } from '@parla/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { socialRegistrations, userIdentities } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { socialDisconnectEmail } from '../../emails/emails.ts';
import type { Auth } from '../../plugins/auth.ts';
import { placeStudent } from '../curriculum/placement.service.ts';
import { assertCaptcha } from './captcha.ts';
import { hashToken, randomToken } from './crypto.ts';
import type { IssuedTokens } from './session.service.ts';
import { PROVIDER_NAMES, socialError, startSocialSession } from './social-login.service.ts';
import { socialProviders } from './social-providers.ts';
import { type UserRow, findUserById, insertStudentUser, toClientUser } from './user.service.ts';

/** An e-mailed disconnect link lives as long as a verification link's first day. */
export const DISCONNECT_LINK_HOURS = 24;

export function resourceOwners(app: FastifyInstance): { providers: SocialProvider[] } {
  return { providers: socialProviders(app.config).map((entry) => entry.provider) };
}

async function pendingRegistration(app: FastifyInstance, key: string) {
  const [row] = await app.db
    .select()
    .from(socialRegistrations)
    .where(and(eq(socialRegistrations.keyHash, hashToken(key)), gt(socialRegistrations.expiresAt, app.clock.now())));
  return row;
}

/** What /{locale}/social/register/{key} shows: the provider's e-mail and name to confirm. */
export async function socialRegistrationPreview(app: FastifyInstance, key: string): Promise<SocialRegistrationPreview> {
  const row = await pendingRegistration(app, key);
  if (!row) throw new DomainError('invalid_token');
  return {
    provider: row.provider as SocialProvider,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    section: row.section,
  };
}

async function signedInAs(app: FastifyInstance, user: UserRow, context: { ip: string; userAgent?: string }) {
  const tokens = await startSocialSession(app, user, context);
  return { tokens, user: toClientUser(user, { publicUrl: app.config.publicUrl }) };
}

/**
 * Creates the verified, password-less account of a pending social registration and signs it in.
 * The key works once; two confirmations racing for one identity make one account (the unique
 * indexes on e-mail and on (provider, subject)), and the later one signs in to it.
 */
export async function completeSocialRegistration(
  app: FastifyInstance,
  key: string,
  input: SocialRegisterInput,
  context: { ip: string; userAgent?: string; timezone?: string },
): Promise<{ tokens: IssuedTokens; user: ClientUser }> {
  await assertCaptcha(app, input.recaptcha_token, context.ip, 'register');
  const now = app.clock.now();
  const [pending] = await app.db
    .delete(socialRegistrations)
    .where(and(eq(socialRegistrations.keyHash, hashToken(key)), gt(socialRegistrations.expiresAt, now)))
    .returning();
  if (!pending) throw new DomainError('invalid_token');
  const provider = pending.provider as SocialProvider;
  try {
    const user = await app.db.transaction(async (tx) => {
      const created = await insertStudentUser(
        tx,
        {
          email: pending.email,
          passwordHash: null,
          firstName: input.firstName,
          lastName: input.lastName,
          timezone: context.timezone ?? DEFAULT_TIMEZONE,
          locale: input.locale ?? toLocale(pending.locale),
          marketingAgreement: input.marketingAgreement,
          // The provider vouched for the address (only verified ones reach this point).
          emailVerifiedAt: now,
          privacyAcceptedAt: now,
          termsAcceptedAt: now,
          ageConfirmedAt: now,
          createdAt: now,
          updatedAt: now,
        },
        // Someone made the account first: answered below, once this transaction is undone.
        async (error) => {
          throw error;
        },
      );
      await tx
        .insert(userIdentities)
        .values({ userId: created.id, provider, subject: pending.subject, email: pending.email, createdAt: now });
      await placeStudent(tx, created.id, input.section);
      return created;
    });
    return signedInAs(app, user, context);
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (!constraint) throw error;
    // Someone made the account first: the same identity signs in to it; another owner of the address does not.
    const [link] = await app.db
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, pending.subject)));
    const owner = link ? await findUserById(app.db, link.userId) : undefined;
    if (owner) return signedInAs(app, owner, context);
    throw new ValidationError([{ field: 'email', message: INPUT_MESSAGES.emailAlreadyUsed }]);
  }
}

function assertStudentSelf(auth: Auth): void {
  // Changing how an account logs in is the owner's own act (decision 025).
  if (auth.impersonatorId) throw new DomainError('impersonation_forbidden');
}

export async function connectedAccounts(app: FastifyInstance, userId: string): Promise<ConnectedAccounts> {
  const [user, rows] = await Promise.all([
    findUserById(app.db, userId),
    app.db.select().from(userIdentities).where(eq(userIdentities.userId, userId)).orderBy(userIdentities.createdAt),
  ]);
  const now = app.clock.now();
  return {
    hasPassword: Boolean(user?.passwordHash),
    accounts: rows.map((row) => ({
      provider: row.provider as SocialProvider,
      email: row.email,
      connectedAt: row.createdAt.toISOString(),
      disconnectPending: row.disconnectExpiresAt !== null && row.disconnectExpiresAt > now,
    })),
  };
}

/**
 * Disconnects a provider. When it is the only way in (no password, no other provider) the
 * owner confirms by an e-mailed link: proof they still read the address a reset would use.
 */
export async function disconnectProvider(app: FastifyInstance, auth: Auth, provider: SocialProvider): Promise<SocialDisconnectResult> {
  assertStudentSelf(auth);
  const user = await findUserById(app.db, auth.userId);
  if (!user) throw new DomainError('unauthenticated');
  const rows = await app.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id));
  const identity = rows.find((row) => row.provider === provider);
  if (!identity) throw socialError('social_not_connected', provider);
  const onlyWayIn = !user.passwordHash && rows.length === 1;
  if (!onlyWayIn) {
    await app.db.delete(userIdentities).where(eq(userIdentities.id, identity.id));
    return { status: 'disconnected' };
  }
  const token = randomToken();
  const now = app.clock.now();
  await app.db
    .update(userIdentities)
    .set({ disconnectTokenHash: hashToken(token), disconnectExpiresAt: new Date(now.getTime() + DISCONNECT_LINK_HOURS * 3_600_000) })
    .where(eq(userIdentities.id, identity.id));
  const locale = toLocale(user.locale);
  const link = `${app.config.areas.learn}/${locale}/social/disconnect/${encodeURIComponent(token)}`;
  try {
    await app.mailer.send(socialDisconnectEmail(user, PROVIDER_NAMES[provider], link));
  } catch (error) {
    app.log.error({ err: error, userId: user.id }, 'social disconnect e-mail failed');
  }
  return { status: 'confirmation_sent' };
}

/** The e-mailed link: works once, for a day, in any browser (the token is the proof). */
export async function confirmDisconnect(app: FastifyInstance, token: string): Promise<{ provider: SocialProvider }> {
  const [row] = await app.db
    .delete(userIdentities)
    .where(and(eq(userIdentities.disconnectTokenHash, hashToken(token)), gt(userIdentities.disconnectExpiresAt, app.clock.now())))
    .returning({ provider: userIdentities.provider });
  if (!row) throw new DomainError('invalid_token');
  return { provider: row.provider as SocialProvider };
}
