import { RESET_REQUESTED_MESSAGE, type newPasswordInput, toLocale } from '@parla/contracts';
import { DomainError, RESET_REQUEST_POLICY, RESET_TOKEN_POLICY, ValidationError } from '@parla/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import type { CheckedBody } from '../../lib/validation.ts';
import { passwordChangedEmail, passwordResetEmail } from '../../emails/emails.ts';
import { hashPassword, passwordProblem } from './password.service.ts';
import { announceRevocation, revokeUserSessions } from './session.service.ts';
import { type ThrottleHit, recordThrottleHits, throttleLockedMinutes } from './throttle.service.ts';
import { createUserToken, findValidUserToken, spendUserToken, spendUserTokens } from './user-tokens.ts';
import { type UserRow, findUserByEmail } from './user.service.ts';

async function ensureNotLocked(app: FastifyInstance, hit: ThrottleHit): Promise<void> {
  const minutes = await throttleLockedMinutes(app.db, [hit.key], app.clock.now());
  if (minutes > 0) throw new DomainError('too_many_reset_attempts', undefined, { minutes });
}

/** Teachers (without a student role) reset in the teacher app, everyone else in the student area. */
function resetLink(app: FastifyInstance, user: UserRow, token: string): string {
  const area = user.roles.includes('teacher') && !user.roles.includes('student') ? 'teacher' : 'learn';
  return `${app.config.areas[area]}/${toLocale(user.locale)}/resetting/reset/${encodeURIComponent(token)}`;
}

/** Stores the link's token, then mails it in the background (see requestPasswordReset). */
async function sendResetLink(app: FastifyInstance, user: UserRow): Promise<void> {
  const token = await createUserToken(app.db, user.id, 'reset_password', app.clock.now());
  app.mailer.send(passwordResetEmail(user, resetLink(app, user, token))).catch((error) => {
    app.log.error({ err: error, userId: user.id }, 'password reset e-mail failed');
  });
}

/**
 * Asks for a reset link. The answer, the quota (per normalised address) and the response
 * time are the same whether or not the address has an account: the mail (an SMTP round
 * trip) goes out in the background so that its cost does not show.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<{ ok: true; message: string }> {
  const hit = { key: `reset:email:${email}`, policy: RESET_REQUEST_POLICY };
  await ensureNotLocked(app, hit);
  await recordThrottleHits(app.db, [hit], app.clock.now());
  const user = await findUserByEmail(app.db, email);
  if (user && !user.closedAt) await sendResetLink(app, user);
  return { ok: true, message: RESET_REQUESTED_MESSAGE };
}

export async function checkResetToken(app: FastifyInstance, token: string): Promise<{ valid: true }> {
  if (!(await findValidUserToken(app.db, token, 'reset_password', app.clock.now()))) {
    throw new DomainError('invalid_token');
  }
  return { valid: true };
}

/**
 * Sets a new password from a reset link. The link is spent (with every other reset link of
 * the user) and every session ends. Failed uses count per IP: 3 an hour.
 */
export async function resetPassword(
  app: FastifyInstance,
  token: string,
  body: CheckedBody<z.output<typeof newPasswordInput>>,
  ip: string,
): Promise<{ ok: true }> {
  const hit = { key: `reset:ip:${ip}`, policy: RESET_TOKEN_POLICY };
  await ensureNotLocked(app, hit);
  const invalid = async () => {
    await recordThrottleHits(app.db, [hit], app.clock.now());
    return new DomainError('invalid_token');
  };
  const found = await findValidUserToken(app.db, token, 'reset_password', app.clock.now());
  if (!found) throw await invalid();

  // The link is checked first (and a wrong one counted), then the body the route's schema judged.
  const { input } = body;
  if (!input) throw new ValidationError(body.issues);
  const [owner] = await app.db.select().from(users).where(eq(users.id, found.userId));
  const problem = owner ? passwordProblem(input.password, [owner.email, owner.firstName, owner.lastName]) : null;
  if (problem) throw new ValidationError([{ field: 'password', message: problem }]);
  const passwordHash = await hashPassword(input.password);

  const now = app.clock.now();
  const user = await app.db.transaction(async (tx) => {
    // Locked and checked again: of two submissions of one link, one wins.
    const row = await findValidUserToken(tx, token, 'reset_password', now, { lock: true });
    if (!row) return null;
    await spendUserToken(tx, row.id, now);
    await spendUserTokens(tx, row.userId, 'reset_password', now);
    const [updated] = await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: now,
        updatedAt: now,
        // The link proves the address; a guest who sets a password becomes a full account.
        isGuest: false,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(eq(users.id, row.userId))
      .returning();
    await revokeUserSessions(tx, row.userId, 'password_reset', now);
    return updated ?? null;
  });
  if (!user) throw await invalid();
  await announceRevocation(app, { userIds: [user.id] });
  await app.mailer.send(passwordChangedEmail(user)).catch((error) => app.log.error({ err: error }, 'password changed e-mail failed'));
  return { ok: true };
}
