import { type CloseAccountInput, type ValidationIssue, closeAccountInput, INPUT_MESSAGES } from '@parla/contracts';
import { DomainError, ValidationError, accountErasureAt } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { accountClosedEmail } from '../../emails/emails.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { zodIssues } from '../../lib/validation.ts';
import type { Auth } from '../../plugins/auth.ts';
import { type ClosureConsequences, closureConsequences, endCommerceOfClosingAccount } from '../commerce/subscriptions/account-closure.ts';
import { ERASE_CLOSED_ACCOUNT_JOB } from './account-erasure.jobs.ts';
import { verifyPassword } from './password.service.ts';
import { announceRevocation, revokeUserSessions } from './session.service.ts';
import { findUserById } from './user.service.ts';

export interface AccountClosurePreview extends ClosureConsequences {
  /** When the personal data will be erased if the account were closed now. */
  erasureAt: Date;
}

/** The numbers the close-account page shows before the student confirms. */
export async function accountClosurePreview(app: FastifyInstance, studentId: string): Promise<AccountClosurePreview> {
  const now = app.clock.now();
  return { ...(await closureConsequences(app.db, studentId, now)), erasureAt: accountErasureAt(now) };
}

/** The `account_closed` refusal, with the closing day the message names. */
export function accountClosedError(closedAt: Date): DomainError {
  return new DomainError('account_closed', undefined, { date: closedAt.toISOString().slice(0, 10) });
}

/**
 * Closes the signed-in student's account (issue 14, decision 057). The password is checked
 * first (argon2, outside the transaction); then one transaction, under the user row's lock,
 * ends the commerce (classes, plans, credits), marks the account closed, ends every session
 * and schedules the erasure job. A second close waits on the lock and finds it closed; a
 * booking in flight either commits first (and is cancelled here) or finds the account closed.
 */
export async function closeAccount(app: FastifyInstance, auth: Auth, raw: unknown): Promise<{ closedAt: Date; erasureAt: Date }> {
  if (auth.impersonatorId) throw new DomainError('impersonation_forbidden');
  const parsed = closeAccountInput.safeParse(raw ?? {});
  const issues: ValidationIssue[] = parsed.success ? [] : zodIssues(parsed.error);
  const user = await findUserById(app.db, auth.userId);
  if (!user) throw new DomainError('unauthenticated');
  const password = (raw as { password?: unknown } | null)?.password;
  if (typeof password === 'string' && password && !(await verifyPassword(user.passwordHash, password))) {
    issues.push({ category: 'validate', field: 'password', message: INPUT_MESSAGES.currentPasswordIncorrect });
  }
  if (!parsed.success || issues.length > 0) throw new ValidationError(issues);
  const input: CloseAccountInput = parsed.data;
  return closeAccountOf(app, user, input);
}

/**
 * The closure itself, for the student's own request above and for the back office (decision 098:
 * an admin closes an account on the student's written request, without their password).
 */
export async function closeAccountOf(
  app: FastifyInstance,
  user: NonNullable<Awaited<ReturnType<typeof findUserById>>>,
  input: Pick<CloseAccountInput, 'reason' | 'feedback'>,
): Promise<{ closedAt: Date; erasureAt: Date }> {
  const now = app.clock.now();
  const erasureAt = accountErasureAt(now);
  const cancelledClasses = await inTransaction(app.db, async (tx) => {
    const [row] = await tx.select({ closedAt: users.closedAt }).from(users).where(eq(users.id, user.id)).for('update');
    if (!row) throw new DomainError('unauthenticated');
    if (row.closedAt) throw accountClosedError(row.closedAt);
    const cancelled = await endCommerceOfClosingAccount(app, tx, user.id, now);
    await tx
      .update(users)
      .set({ closedAt: now, closeReason: input.reason, closeFeedback: input.feedback || null, updatedAt: now })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, 'account_closed', now);
    await app.jobs.schedule(
      ERASE_CLOSED_ACCOUNT_JOB,
      { userId: user.id },
      { runAt: erasureAt, uniqueKey: `${ERASE_CLOSED_ACCOUNT_JOB}:${user.id}`, maxAttempts: 10 },
      tx,
    );
    return cancelled;
  });
  // Every node forgets the closed account's sessions now, not when its cache entries age out (decision 053).
  await announceRevocation(app, { userIds: [user.id] });
  app.log.info({ userId: user.id, cancelledClasses }, 'account closed');
  await app.mailer
    .send(accountClosedEmail(user, { closedAt: now, erasureAt, timezone: user.timezone }))
    .catch((error) => app.log.error({ err: error, userId: user.id }, 'account closed e-mail failed'));
  return { closedAt: now, erasureAt };
}
