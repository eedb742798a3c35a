import { type ClientUser, type PasswordSetInput, type PasswordSetLink, toLocale } from '@parla/contracts';
import { DomainError, RESET_TOKEN_POLICY, VERIFICATION_RESEND_POLICY, ValidationError } from '@parla/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import type { Auth } from '../../plugins/auth.ts';
import { type PasswordSetReason, passwordSetEmail } from '../../emails/emails.ts';
import type { CheckedBody } from '../../lib/validation.ts';
import { hashPassword, passwordProblem } from './password.service.ts';
import { type IssuedTokens, announceRevocation, revokeUserSessions, startSession } from './session.service.ts';
import { type ThrottleHit, recordThrottleHits, throttleLockedMinutes } from './throttle.service.ts';
import { createUserToken, findValidUserToken, spendUserToken, spendUserTokens } from './user-tokens.ts';
import { type UserRow, findUserById, toClientUser } from './user.service.ts';

/**
 * The first-password link, `/{locale}/password/set/{token}` (001 §2): for a guest after checkout
 * and for accounts created for someone. Single use, three days (TOKEN_TTL_MS.set_password), only
 * the hash stored, like the reset links. Mail trouble is logged, never fails the caller.
 */
export async function sendPasswordSetLink(
  app: FastifyInstance,
  user: UserRow,
  reason: PasswordSetReason = user.isGuest ? 'guest' : 'created',
): Promise<void> {
  try {
    const token = await createUserToken(app.db, user.id, 'set_password', app.clock.now());
    const link = `${app.config.areas.learn}/${toLocale(user.locale)}/password/set/${encodeURIComponent(token)}`;
    await app.mailer.send(passwordSetEmail(user, { link, reason }));
  } catch (error) {
    app.log.error({ err: error, userId: user.id }, 'password-set e-mail failed');
  }
}

/**
 * "Set a password" in account settings, for an account signed in only through Google, Apple or
 * Facebook (issue 15): the first password comes through the e-mailed link, so a borrowed unlocked
 * session alone cannot add a password to someone's account. 3 mails an hour per account.
 */
export async function requestOwnPasswordSetLink(app: FastifyInstance, auth: Auth): Promise<void> {
  if (auth.impersonatorId) throw new DomainError('impersonation_forbidden');
  const user = await findUserById(app.db, auth.userId);
  if (!user) throw new DomainError('unauthenticated');
  if (user.passwordHash) throw new DomainError('not_a_guest');
  const key = `password-set-request:user:${user.id}`;
  const now = app.clock.now();
  const minutes = await throttleLockedMinutes(app.db, [key], now);
  if (minutes > 0) throw new DomainError('too_many_verification_requests', undefined, { minutes });
  await recordThrottleHits(app.db, [{ key, policy: VERIFICATION_RESEND_POLICY }], now);
  await sendPasswordSetLink(app, user, 'requested');
}

/** Only accounts without a password take a first-password link; a spent or stale link is invalid_token. */
const needsPassword = (user: UserRow | undefined): user is UserRow => !!user && !user.passwordHash && !user.closedAt;

/** What the page shows above the form: whose account the link sets up. */
export async function checkPasswordSetToken(app: FastifyInstance, token: string): Promise<PasswordSetLink> {
  const row = await findValidUserToken(app.db, token, 'set_password', app.clock.now());
  const user = row ? await findUserById(app.db, row.userId) : undefined;
  if (!needsPassword(user)) throw new DomainError('invalid_token');
  return { email: user.email, firstName: user.firstName, lastName: user.lastName, isGuest: user.isGuest };
}

/**
 * Sets the first password from the link, and the name when given: the account becomes a full one
 * (a guest is promoted, as the "promote guest" mutation does) and the link proves the address.
 * Every link of the account is spent, other sessions end, and this browser is signed in.
 * Failed uses count per IP like reset links (3 an hour).
 */
export async function setPasswordWithToken(
  app: FastifyInstance,
  token: string,
  body: CheckedBody<PasswordSetInput>,
  context: { ip: string; userAgent?: string },
): Promise<{ tokens: IssuedTokens; user: ClientUser }> {
  const hit: ThrottleHit = { key: `password-set:ip:${context.ip}`, policy: RESET_TOKEN_POLICY };
  const minutes = await throttleLockedMinutes(app.db, [hit.key], app.clock.now());
  if (minutes > 0) throw new DomainError('too_many_reset_attempts', undefined, { minutes });
  const invalid = async () => {
    await recordThrottleHits(app.db, [hit], app.clock.now());
    return new DomainError('invalid_token');
  };
  const found = await findValidUserToken(app.db, token, 'set_password', app.clock.now());
  const owner = found ? await findUserById(app.db, found.userId) : undefined;
  if (!found || !needsPassword(owner)) throw await invalid();

  const { input } = body;
  if (!input) throw new ValidationError(body.issues);
  const firstName = input.firstName ?? owner.firstName;
  const lastName = input.lastName ?? owner.lastName;
  const problem = passwordProblem(input.password, [owner.email, firstName, lastName]);
  if (problem) throw new ValidationError([{ field: 'password', message: problem }]);
  const passwordHash = await hashPassword(input.password);

  const now = app.clock.now();
  const user = await app.db.transaction(async (tx) => {
    // Locked and checked again: of two submissions of one link, one wins.
    const row = await findValidUserToken(tx, token, 'set_password', now, { lock: true });
    if (!row) return null;
    await spendUserToken(tx, row.id, now);
    await spendUserTokens(tx, row.userId, 'set_password', now);
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash,
        isGuest: false,
        firstName,
        lastName,
        passwordChangedAt: now,
        updatedAt: now,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, row.userId))
      .returning();
    // Whoever held the e-mail-only session before is signed out: the password now guards the account.
    await revokeUserSessions(tx, row.userId, 'password_set', now);
    return updated ?? null;
  });
  if (!user) throw await invalid();
  await announceRevocation(app, { userIds: [user.id] });
  const tokens = await startSession(app, user, { area: 'learn', rememberMe: false, ip: context.ip, userAgent: context.userAgent });
  return { tokens, user: toClientUser(user, { publicUrl: app.config.publicUrl }) };
}
