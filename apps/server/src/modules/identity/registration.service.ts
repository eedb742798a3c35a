import {
  type ClientUser,
  DEFAULT_TIMEZONE,
  type RegisterInput,
  type ValidationIssue,
  INPUT_MESSAGES,
  type resendConfirmationInput,
  safeNextPath,
  toLocale,
} from '@parla/contracts';
import { DomainError, VERIFICATION_RESEND_POLICY, ValidationError } from '@parla/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { referralCodes, users } from '../../db/schema/index.ts';
import type { CheckedBody } from '../../lib/validation.ts';
import { placeNewStudent, startModuleFor } from '../curriculum/placement.service.ts';
import { assertCaptcha } from './captcha.ts';
import { verificationEmail } from '../../emails/emails.ts';
import { hashPassword, passwordProblem } from './password.service.ts';
import { type IssuedTokens, startSession } from './session.service.ts';
import { countSignupAttempt } from './signup-throttle.ts';
import { recordThrottleHits, throttleLockedMinutes } from './throttle.service.ts';
import { createUserToken, findValidUserToken, spendUserToken } from './user-tokens.ts';
import { type UserRow, findUserByEmail, findUserById, insertStudentUser, toClientUser } from './user.service.ts';

const emailTaken = (): ValidationIssue => ({ category: 'validate', field: 'email', message: INPUT_MESSAGES.emailAlreadyUsed });

/** Collects every field problem at once (format, consents, password policy, e-mail taken). */
async function validateRegistration(app: FastifyInstance, body: CheckedBody<RegisterInput>) {
  const issues = [...body.issues];
  const { fields } = body;
  if (typeof fields.password === 'string' && !issues.some((i) => i.field === 'password')) {
    const inputs = [fields.email, fields.firstName, fields.lastName].filter((v): v is string => typeof v === 'string');
    const problem = passwordProblem(fields.password, inputs);
    if (problem) issues.push({ category: 'validate', field: 'password', message: problem });
  }
  if (body.input && (await findUserByEmail(app.db, body.input.email))) issues.push(emailTaken());
  const { input } = body;
  const start = input
    ? await startModuleFor(app.db, { sectionSlug: input.section, curriculumId: input.curriculum, level: input.level })
    : null;
  if (start === 'curriculum_mismatch')
    issues.push({ category: 'validate', field: 'curriculum', message: INPUT_MESSAGES.curriculumNotOffered });
  if (!input || issues.length > 0 || start === 'curriculum_mismatch') throw new ValidationError(issues);
  return { input, start };
}

/**
 * The friend behind a referral code. An unknown or mistyped code never blocks the sign-up: the
 * landing page already said it is invalid, and the account simply has no referrer.
 */
async function referrerOf(app: FastifyInstance, code: string | undefined): Promise<string | null> {
  if (!code) return null;
  const [row] = await app.db.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.code, code.toUpperCase()));
  return row?.userId ?? null;
}

/** Sends the verification link; mail trouble is logged, never fails the caller's request. */
export async function sendVerificationEmail(app: FastifyInstance, user: UserRow, next?: string | null): Promise<void> {
  try {
    const token = await createUserToken(app.db, user.id, 'verify_email', app.clock.now());
    // The funnel's next step rides along, so verifying on another device continues the purchase.
    const continueTo = safeNextPath(next);
    const link = `${app.config.areas.learn}/${toLocale(user.locale)}/account/email-verification?token=${encodeURIComponent(token)}${continueTo ? `&next=${encodeURIComponent(continueTo)}` : ''}`;
    await app.mailer.send(verificationEmail(user, link));
  } catch (error) {
    app.log.error({ err: error, userId: user.id }, 'verification e-mail failed');
  }
}

/**
 * Creates a student account and signs it in. The unique index on e-mail is the real guard:
 * of two simultaneous sign-ups with one address, the loser gets the same 422 as a late one.
 */
export async function register(
  app: FastifyInstance,
  body: CheckedBody<RegisterInput>,
  context: { ip: string; userAgent?: string; headerLocale?: string },
): Promise<{ tokens: IssuedTokens; user: ClientUser }> {
  // Before validation: the "already used" answer must not be an unlimited oracle.
  await countSignupAttempt(app, body.fields, context.ip);
  // A robot learns nothing about the form either: the captcha comes before the field checks.
  await assertCaptcha(
    app,
    typeof body.fields.recaptcha_token === 'string' ? body.fields.recaptcha_token : undefined,
    context.ip,
    'register',
  );
  const { input, start } = await validateRegistration(app, body);
  const referredById = await referrerOf(app, input.referralCode);
  const passwordHash = await hashPassword(input.password);
  const now = app.clock.now();
  const user = await insertStudentUser(
    app.db,
    {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      timezone: input.timezone ?? DEFAULT_TIMEZONE,
      locale: input.locale ?? toLocale(context.headerLocale),
      marketingAgreement: input.marketingAgreement,
      referredById,
      privacyAcceptedAt: now,
      termsAcceptedAt: now,
      ageConfirmedAt: now,
      passwordChangedAt: now,
      createdAt: now,
      updatedAt: now,
    },
    async () => {
      throw new ValidationError([emailTaken()]);
    },
  );
  await placeNewStudent(app.db, user.id, start, input.learningGoals);
  // A new student stays signed in on this device, like a remember-me login.
  const tokens = await startSession(app, user, { area: 'learn', rememberMe: true, ip: context.ip, userAgent: context.userAgent });
  await sendVerificationEmail(app, user, input.next);
  return { tokens, user: toClientUser(user, { publicUrl: app.config.publicUrl }) };
}

/**
 * Sends the verification link again: to the given address, or the signed-in user's. The
 * answer is the same whether or not the address has an account; the quota counts per address.
 */
export async function resendConfirmation(
  app: FastifyInstance,
  input: z.output<typeof resendConfirmationInput>,
  signedInUserId: string | null,
): Promise<void> {
  const signedIn = !input.email && signedInUserId ? await findUserById(app.db, signedInUserId) : undefined;
  const email = input.email ?? signedIn?.email;
  if (!email) throw new ValidationError([{ field: 'email', message: INPUT_MESSAGES.emailInvalid }]);

  const hit = { key: `verify:email:${email}`, policy: VERIFICATION_RESEND_POLICY };
  const minutes = await throttleLockedMinutes(app.db, [hit.key], app.clock.now());
  if (minutes > 0) throw new DomainError('too_many_verification_requests', undefined, { minutes });
  await recordThrottleHits(app.db, [hit], app.clock.now());

  const user = signedIn ?? (await findUserByEmail(app.db, email));
  if (user && !user.emailVerifiedAt && !user.isGuest && !user.closedAt) await sendVerificationEmail(app, user);
}

/** Marks the address verified; the link works once and for 7 days. */
export async function verifyEmail(app: FastifyInstance, token: string): Promise<ClientUser> {
  const now = app.clock.now();
  const user = await app.db.transaction(async (tx) => {
    const row = await findValidUserToken(tx, token, 'verify_email', now, { lock: true });
    if (!row) return null;
    await spendUserToken(tx, row.id, now);
    const [updated] = await tx
      .update(users)
      // A second verification (another valid link) keeps the first date.
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(eq(users.id, row.userId))
      .returning();
    return updated ?? null;
  });
  if (!user) throw new DomainError('invalid_token');
  return toClientUser(user, { publicUrl: app.config.publicUrl });
}
