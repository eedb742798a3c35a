import { INPUT_MESSAGES } from '@parla/contracts';
import type { ValidationIssue, updatePasswordInput } from '@parla/contracts';
import { DomainError, ValidationError } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { users } from '../../db/schema/index.ts';
import type { Auth } from '../../plugins/auth.ts';
import type { CheckedBody } from '../../lib/validation.ts';
import { passwordChangedEmail } from '../../emails/emails.ts';
import { hashPassword, passwordProblem, verifyPassword } from './password.service.ts';
import { type IssuedTokens, announceRevocation, reissueSession, revokeUserSessions } from './session.service.ts';
import { findUserById } from './user.service.ts';

/**
 * Changes the signed-in user's password: every other session ends, this one continues with
 * fresh tokens. An impersonating admin may not do it.
 */
export async function updatePassword(
  app: FastifyInstance,
  auth: Auth,
  body: CheckedBody<z.output<typeof updatePasswordInput>>,
): Promise<IssuedTokens> {
  if (auth.impersonatorId) throw new DomainError('impersonation_forbidden');
  const user = await findUserById(app.db, auth.userId);
  if (!user) throw new DomainError('unauthenticated');
  // A social-only account has no current password to prove: its first one comes through the
  // e-mailed password-set link (requestOwnPasswordSetLink), which proves the address instead.
  if (!user.passwordHash) {
    // A body that is not even an object is malformed whoever sends it (422, like every route).
    if (body.issues.some((issue) => issue.field === '_')) throw new ValidationError([...body.issues]);
    throw new DomainError('password_not_set');
  }

  const issues: ValidationIssue[] = [...body.issues];
  const raw = body.fields;
  if (typeof raw.currentPassword === 'string' && raw.currentPassword && !(await verifyPassword(user.passwordHash, raw.currentPassword))) {
    issues.push({ category: 'validate', field: 'currentPassword', message: INPUT_MESSAGES.currentPasswordIncorrect });
  }
  if (typeof raw.password === 'string' && !issues.some((i) => i.field === 'password')) {
    const problem = passwordProblem(raw.password, [user.email, user.firstName, user.lastName]);
    if (problem) issues.push({ category: 'validate', field: 'password', message: problem });
  }
  if (!body.input || issues.length > 0) throw new ValidationError(issues);

  const passwordHash = await hashPassword(body.input.password);
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, 'password_changed', now, auth.sessionId);
  });
  // Every node forgets the user's sessions; the current one is looked up again (still live).
  await announceRevocation(app, { userIds: [user.id] });
  const tokens = await reissueSession(app, auth.sessionId);
  await app.mailer.send(passwordChangedEmail(user)).catch((error) => app.log.error({ err: error }, 'password changed e-mail failed'));
  return tokens;
}
