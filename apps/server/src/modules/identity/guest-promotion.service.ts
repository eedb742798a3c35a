import { type ClientUser, type ValidationIssue, promoteGuestInput, INPUT_MESSAGES } from '@parla/contracts';
import { DomainError, ValidationError } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { zodIssues } from '../../lib/validation.ts';
import type { Auth } from '../../plugins/auth.ts';
import { hashPassword, passwordProblem } from './password.service.ts';
import { sendVerificationEmail } from './registration.service.ts';
import { findUserByEmail, findUserById, toClientUser } from './user.service.ts';

const emailTaken = (): ValidationIssue => ({ category: 'validate', field: 'email', message: INPUT_MESSAGES.emailAlreadyUsed });

/**
 * 001 §7 "promote guest": the signed-in guest (a checkout without an account) becomes a full
 * account with an e-mail and a password (and a name, optionally). The address must be
 * confirmed again (a verification link goes to it); the unique index decides a race for it.
 */
export async function promoteGuest(app: FastifyInstance, auth: Auth, raw: unknown): Promise<ClientUser> {
  if (auth.impersonatorId) throw new DomainError('impersonation_forbidden');
  const user = await findUserById(app.db, auth.userId);
  if (!user) throw new DomainError('unauthenticated');
  if (!user.isGuest) throw new DomainError('not_a_guest');
  const parsed = promoteGuestInput.safeParse(raw ?? {});
  const issues: ValidationIssue[] = parsed.success ? [] : zodIssues(parsed.error);
  if (parsed.success) {
    const { email, password } = parsed.data;
    const problem = passwordProblem(password, [email, parsed.data.firstName ?? user.firstName, parsed.data.lastName ?? user.lastName]);
    if (problem) issues.push({ category: 'validate', field: 'password', message: problem });
    const holder = await findUserByEmail(app.db, email);
    if (holder && holder.id !== user.id) issues.push(emailTaken());
  }
  if (!parsed.success || issues.length > 0) throw new ValidationError(issues);
  const input = parsed.data;
  const now = app.clock.now();
  const passwordHash = await hashPassword(input.password);
  let updated: typeof user | undefined;
  try {
    [updated] = await app.db
      .update(users)
      .set({
        email: input.email,
        passwordHash,
        isGuest: false,
        firstName: input.firstName ?? user.firstName,
        lastName: input.lastName ?? user.lastName,
        // A new address is unconfirmed until its link is used; the guest's own address stays confirmed if it was.
        emailVerifiedAt: input.email === user.email ? user.emailVerifiedAt : null,
        passwordChangedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id))
      .returning();
  } catch (error) {
    if (uniqueViolation(error)) throw new ValidationError([emailTaken()]);
    throw error;
  }
  if (!updated) throw new DomainError('unauthenticated');
  if (!updated.emailVerifiedAt) await sendVerificationEmail(app, updated);
  return toClientUser(updated, { publicUrl: app.config.publicUrl });
}
