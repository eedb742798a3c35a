import { type ClientUser, DEFAULT_TIMEZONE, type GuestCheckoutInput, toLocale, INPUT_MESSAGES } from '@parla/contracts';
import { DomainError, ValidationError } from '@parla/domain';
import type { FastifyInstance } from 'fastify';
import type { CheckedBody } from '../../lib/validation.ts';
import { placeStudent } from '../curriculum/placement.service.ts';
import { sendPasswordSetLink } from './password-set.service.ts';
import { type IssuedTokens, startSession } from './session.service.ts';
import { countSignupAttempt } from './signup-throttle.ts';
import { type UserRow, findUserByEmail, insertStudentUser, toClientUser } from './user.service.ts';

const emailTaken = () => ({ category: 'validate' as const, field: 'email', message: INPUT_MESSAGES.emailAlreadyUsed });

export interface GuestContext {
  ip: string;
  userAgent?: string;
  headerLocale?: string;
  /** The visitor's own session, if any: a signed-in person buys as themselves, not as a guest. */
  signedInUserId: string | null;
}

/**
 * An address that already has an account is never signed in by its e-mail alone (that would hand
 * the account, its cards and its classes to anyone who knows the address). A full account logs in;
 * an earlier guest gets a password link (the only way back in) and the same instruction.
 */
async function refuseKnownAddress(app: FastifyInstance, holder: UserRow): Promise<never> {
  if (holder.isGuest && !holder.closedAt) {
    await sendPasswordSetLink(app, holder);
    throw new DomainError('guest_account_exists');
  }
  throw new ValidationError([emailTaken()]);
}

/**
 * Guest checkout (issue 15, 001 §1 "guest users"): creates an account with only an e-mail (no
 * password, isGuest) and signs it in, so the normal purchase entry and checkout run for it.
 * Counted like a sign-up (per client and per address) before anything is looked up; the unique
 * index on e-mail decides between two simultaneous checkouts with one address.
 */
export async function startGuestCheckout(
  app: FastifyInstance,
  body: CheckedBody<GuestCheckoutInput>,
  context: GuestContext,
): Promise<{ tokens: IssuedTokens; user: ClientUser }> {
  if (context.signedInUserId) throw new DomainError('already_signed_in');
  await countSignupAttempt(app, body.fields, context.ip);
  if (!body.input) throw new ValidationError(body.issues);
  const input = body.input;
  const holder = await findUserByEmail(app.db, input.email);
  if (holder) await refuseKnownAddress(app, holder);

  const now = app.clock.now();
  const user = await insertStudentUser(
    app.db,
    {
      email: input.email,
      passwordHash: null,
      isGuest: true,
      firstName: '',
      lastName: '',
      timezone: input.timezone ?? DEFAULT_TIMEZONE,
      locale: input.locale ?? toLocale(context.headerLocale),
      marketingAgreement: input.marketingAgreement,
      privacyAcceptedAt: now,
      termsAcceptedAt: now,
      ageConfirmedAt: now,
      createdAt: now,
      updatedAt: now,
    },
    async () => {
      // The other checkout with this address won the race: answer as if it had come first.
      const winner = await findUserByEmail(app.db, input.email);
      if (winner) await refuseKnownAddress(app, winner);
      throw new ValidationError([emailTaken()]);
    },
  );
  await placeStudent(app.db, user.id, input.section);
  // A guest cannot log in again until the password is set: the session lasts like a remember-me one.
  const tokens = await startSession(app, user, { area: 'learn', rememberMe: true, ip: context.ip, userAgent: context.userAgent });
  return { tokens, user: toClientUser(user, { publicUrl: app.config.publicUrl }) };
}
