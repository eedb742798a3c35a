import { type EmailChangeInput, type ValidationIssue, INPUT_MESSAGES, toLocale } from '@parla/contracts';
import { DomainError, ValidationError } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { emailChangeLinkEmail, emailChangeRequestedEmail, emailChangedEmail } from '../../emails/emails.ts';
import type { Auth } from '../../plugins/auth.ts';
import type { CheckedBody } from '../../lib/validation.ts';
import { type AccountDetailsView, accountDetails } from './account-settings.service.ts';
import { verifyPassword } from './password.service.ts';
import { createUserToken, findValidUserToken, spendUserToken, spendUserTokens } from './user-tokens.ts';
import { findUserByEmail, findUserById } from './user.service.ts';

const emailTaken = (): ValidationIssue => ({ category: 'validate', field: 'email', message: INPUT_MESSAGES.emailAlreadyUsed });

/**
 * Asks to move the login to a new address (issue 14): the current password confirms it, a
 * single-use link (24 h) goes to the NEW address, and the OLD address is told at once. Until
 * the link is opened nothing changes; a newer request voids the older links.
 */
export async function requestEmailChange(
  app: FastifyInstance,
  auth: Auth,
  body: CheckedBody<EmailChangeInput>,
): Promise<AccountDetailsView> {
  if (auth.impersonatorId) throw new DomainError('impersonation_forbidden');
  const user = await findUserById(app.db, auth.userId);
  if (!user) throw new DomainError('unauthenticated');
  const issues: ValidationIssue[] = [...body.issues];
  const raw = body.fields;
  if (typeof raw.currentPassword === 'string' && raw.currentPassword && !(await verifyPassword(user.passwordHash, raw.currentPassword))) {
    issues.push({ category: 'validate', field: 'currentPassword', message: INPUT_MESSAGES.currentPasswordIncorrect });
  }
  if (body.input) {
    if (body.input.email === user.email) issues.push({ category: 'validate', field: 'email', message: INPUT_MESSAGES.sameEmail });
    else if (await findUserByEmail(app.db, body.input.email)) issues.push(emailTaken());
  }
  if (!body.input || issues.length > 0) throw new ValidationError(issues);

  const newEmail = body.input.email;
  const now = app.clock.now();
  const token = await app.db.transaction(async (tx) => {
    await spendUserTokens(tx, user.id, 'change_email', now);
    return createUserToken(tx, user.id, 'change_email', now, { newEmail });
  });
  const locale = toLocale(user.locale);
  const link = `${app.config.areas.learn}/${locale}/account/settings/account?email-token=${encodeURIComponent(token)}`;
  const mails = [
    emailChangeLinkEmail({ email: newEmail, firstName: user.firstName, locale }, link),
    emailChangeRequestedEmail({ email: user.email, firstName: user.firstName, locale }, newEmail),
  ];
  for (const mail of mails) await app.mailer.send(mail).catch((error) => app.log.error({ err: error }, 'e-mail change mail failed'));
  return accountDetails(app, user.id);
}

/**
 * Opens the link: the signed-in owner's login becomes the new address, now verified (the link
 * reached it). Once, within 24 h; an address taken meanwhile is refused with the catalogue's message.
 */
export async function confirmEmailChange(app: FastifyInstance, auth: Auth, token: string): Promise<AccountDetailsView> {
  const now = app.clock.now();
  const result = await app.db
    .transaction(async (tx) => {
      const row = await findValidUserToken(tx, token, 'change_email', now, { lock: true });
      // Another account's link is answered like an unknown one.
      if (!row || row.userId !== auth.userId || !row.newEmail) throw new DomainError('invalid_token');
      const [before] = await tx
        .select({ email: users.email, firstName: users.firstName, locale: users.locale })
        .from(users)
        .where(eq(users.id, row.userId))
        .for('update');
      if (!before) throw new DomainError('invalid_token');
      await spendUserToken(tx, row.id, now);
      await tx.update(users).set({ email: row.newEmail, emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, row.userId));
      return { before, newEmail: row.newEmail };
    })
    .catch((error) => {
      if (uniqueViolation(error)) throw new DomainError('email_already_used');
      throw error;
    });
  const { before, newEmail } = result;
  await app.mailer
    .send(emailChangedEmail({ email: before.email, firstName: before.firstName, locale: toLocale(before.locale) }, newEmail))
    .catch((error) => app.log.error({ err: error }, 'e-mail changed notice failed'));
  return accountDetails(app, auth.userId);
}
