import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { phoneCodeInput, phoneRemindersInput } from '@parla/contracts';
import {
  DomainError,
  PHONE_CODE,
  type PhoneCodeState,
  assertPhoneCodeCheckable,
  attemptsLeftAfterMiss,
  nextPhoneCodeWindow,
} from '@parla/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { phoneChannels, users } from '../../db/schema/index.ts';
import { emailT } from '../../emails/email-i18n.ts';
import { MessageRefused, maskPhoneNumber } from '../../lib/messages/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { parseInput } from '../../lib/validation.ts';
import type { Auth } from '../../plugins/auth.ts';

/** What settings show of the user's phone for SMS and WhatsApp (decision 109). */
export interface PhoneChannelsView {
  /** The account's number (E.164), the one codes go to; null: none entered yet. */
  phoneNumber: string | null;
  verified: boolean;
  verifiedAt: Date | null;
  /** A code was sent and is still good until then. */
  codeExpiresAt: Date | null;
  smsReminders: boolean;
  whatsappReminders: boolean;
  /** The provider refused the number on this channel: the user sees why nothing arrives. */
  smsRefused: boolean;
  whatsappRefused: boolean;
  /** Whether this server sends SMS / WhatsApp at all (a configured provider, or the dev outbox). */
  smsAvailable: boolean;
  whatsappAvailable: boolean;
}

type Row = typeof phoneChannels.$inferSelect;

/** The user's number and their row, the row only when it is about that number. */
async function load(db: Db | Tx, userId: string, lock = false): Promise<{ phoneNumber: string | null; locale: string; row: Row | null }> {
  const query = db
    .select({ phoneNumber: users.phoneNumber, locale: users.locale, row: phoneChannels })
    .from(users)
    .leftJoin(phoneChannels, eq(phoneChannels.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const [found] = lock ? await query.for('update', { of: users }) : await query;
  if (!found) throw new DomainError('unauthenticated');
  const row = found.row && found.row.number === found.phoneNumber ? found.row : null;
  return { phoneNumber: found.phoneNumber, locale: found.locale, row };
}

function toView(app: FastifyInstance, phoneNumber: string | null, row: Row | null): PhoneChannelsView {
  const now = app.clock.now();
  const live = row?.codeExpiresAt && row.codeExpiresAt > now && row.codeAttempts < PHONE_CODE.maxAttempts && !row.verifiedAt;
  return {
    phoneNumber,
    verified: row?.verifiedAt != null,
    verifiedAt: row?.verifiedAt ?? null,
    codeExpiresAt: live ? row.codeExpiresAt : null,
    smsReminders: row?.verifiedAt != null && row.smsReminders,
    whatsappReminders: row?.verifiedAt != null && row.whatsappReminders,
    smsRefused: row?.smsRefusedAt != null,
    whatsappRefused: row?.whatsappRefusedAt != null,
    smsAvailable: app.messaging?.channels.has('sms') ?? false,
    whatsappAvailable: app.messaging?.channels.has('whatsapp') ?? false,
  };
}

export async function phoneChannelsOf(app: FastifyInstance, userId: string): Promise<PhoneChannelsView> {
  const { phoneNumber, row } = await load(app.db, userId);
  return toView(app, phoneNumber, row);
}

/** HMAC of the code bound to the user and the number: a leaked table gives no code, nor one for another number. */
function codeHash(secret: string, userId: string, number: string, code: string): string {
  return createHmac('sha256', secret).update(`phone-code:${userId}:${number}:${code}`).digest('base64url');
}

/** A personal phone is the account holder's: an impersonating admin neither sends codes to it nor switches it. */
function assertOwnSession(auth: Auth): void {
  if (auth.impersonatorId) throw new DomainError('impersonation_forbidden');
}

/**
 * Sends a 6-digit code by SMS to the account's number (throttled: one a minute, five an hour).
 * A number the provider refuses is marked and answered with `phone_number_unreachable`.
 */
export async function sendPhoneCode(app: FastifyInstance, auth: Auth): Promise<PhoneChannelsView> {
  assertOwnSession(auth);
  const messaging = app.messaging;
  if (!messaging?.channels.has('sms')) throw new DomainError('phone_messages_unavailable');
  const code = String(randomInt(0, 10 ** PHONE_CODE.digits)).padStart(PHONE_CODE.digits, '0');
  const now = app.clock.now();
  const { phoneNumber, locale, previous } = await inTransaction(app.db, async (tx) => {
    const { phoneNumber, locale, row } = await load(tx, auth.userId, true);
    if (!phoneNumber) throw new DomainError('phone_number_missing');
    const window = nextPhoneCodeWindow(row, now);
    const fresh = {
      codeHash: codeHash(app.config.jwtSecret, auth.userId, phoneNumber, code),
      codeExpiresAt: new Date(now.getTime() + PHONE_CODE.lifetimeMs),
      codeAttempts: 0,
      codeSentAt: now,
      ...window,
      updatedAt: now,
    };
    // A row about another number starts over: no verification, no switches, no refusal carried across.
    const restart = {
      number: phoneNumber,
      verifiedAt: null,
      smsReminders: false,
      whatsappReminders: false,
      smsRefusedAt: null,
      whatsappRefusedAt: null,
    };
    if (row) await tx.update(phoneChannels).set(fresh).where(eq(phoneChannels.userId, auth.userId));
    else
      await tx
        .insert(phoneChannels)
        .values({ userId: auth.userId, ...restart, ...fresh })
        .onConflictDoUpdate({ target: phoneChannels.userId, set: { ...restart, ...fresh } });
    return { phoneNumber, locale, previous: row };
  });
  const text = emailT(locale)('phoneCode.sms', { code, minutes: PHONE_CODE.lifetimeMs / 60_000 });
  try {
    await messaging.provider.send({ channel: 'sms', to: phoneNumber, text });
  } catch (error) {
    // The code never left: give the throttle back, so the person can try again at once.
    const undo = {
      codeHash: null,
      codeExpiresAt: null,
      codeSentAt: previous?.codeSentAt ?? null,
      codesInWindow: previous?.codesInWindow ?? 0,
      sendWindowStartedAt: previous?.sendWindowStartedAt ?? null,
      ...(error instanceof MessageRefused ? { smsRefusedAt: now } : {}),
      updatedAt: now,
    };
    await app.db.update(phoneChannels).set(undo).where(eq(phoneChannels.userId, auth.userId));
    app.log.warn({ err: error, phone: maskPhoneNumber(phoneNumber) }, 'phone verification code not sent');
    if (error instanceof MessageRefused) throw new DomainError('phone_number_unreachable');
    throw new DomainError('phone_messages_unavailable');
  }
  app.log.info({ phone: maskPhoneNumber(phoneNumber) }, 'phone verification code sent');
  return phoneChannelsOf(app, auth.userId);
}

/** Checks a typed code against the live one: right, the number is verified; wrong, one try fewer. */
export async function verifyPhoneCode(app: FastifyInstance, auth: Auth, raw: unknown): Promise<PhoneChannelsView> {
  assertOwnSession(auth);
  const typed = parseInput(phoneCodeInput, raw).code;
  const now = app.clock.now();
  const outcome = await inTransaction(app.db, async (tx) => {
    const { phoneNumber, row } = await load(tx, auth.userId, true);
    if (!phoneNumber) throw new DomainError('phone_number_missing');
    const state: PhoneCodeState | null = row?.codeHash ? row : null;
    assertPhoneCodeCheckable(state, now);
    const expected = Buffer.from(row?.codeHash ?? '');
    const given = Buffer.from(codeHash(app.config.jwtSecret, auth.userId, phoneNumber, typed));
    const right = expected.length === given.length && timingSafeEqual(expected, given);
    if (!right) {
      await tx
        .update(phoneChannels)
        .set({ codeAttempts: (row?.codeAttempts ?? 0) + 1, updatedAt: now })
        .where(eq(phoneChannels.userId, auth.userId));
      return { right: false as const, attemptsLeft: attemptsLeftAfterMiss(row as Row) };
    }
    await tx
      .update(phoneChannels)
      .set({ verifiedAt: now, codeHash: null, codeExpiresAt: null, codeAttempts: 0, smsRefusedAt: null, updatedAt: now })
      .where(eq(phoneChannels.userId, auth.userId));
    return { right: true as const };
  });
  if (!outcome.right) {
    if (outcome.attemptsLeft === 0) throw new DomainError('phone_code_attempts_exceeded');
    throw new DomainError('phone_code_invalid', undefined, { attempts: outcome.attemptsLeft });
  }
  return phoneChannelsOf(app, auth.userId);
}

/**
 * The reminder switches per channel (off until turned on; only for a verified number). Turning a
 * refused channel on again clears the refusal: one more try, then it is marked again if refused.
 */
export async function updatePhoneReminders(app: FastifyInstance, auth: Auth, raw: unknown): Promise<PhoneChannelsView> {
  assertOwnSession(auth);
  const input = parseInput(phoneRemindersInput, raw);
  const now = app.clock.now();
  await inTransaction(app.db, async (tx) => {
    const { phoneNumber, row } = await load(tx, auth.userId, true);
    const turningOn = input.sms || input.whatsapp;
    if (turningOn) {
      if (!phoneNumber) throw new DomainError('phone_number_missing');
      if (!row?.verifiedAt) throw new DomainError('phone_not_verified');
      if ((input.sms && !app.messaging?.channels.has('sms')) || (input.whatsapp && !app.messaging?.channels.has('whatsapp')))
        throw new DomainError('phone_messages_unavailable');
    }
    if (!row) return;
    await tx
      .update(phoneChannels)
      .set({
        smsReminders: input.sms,
        whatsappReminders: input.whatsapp,
        ...(input.sms && !row.smsReminders ? { smsRefusedAt: null } : {}),
        ...(input.whatsapp && !row.whatsappReminders ? { whatsappRefusedAt: null } : {}),
        updatedAt: now,
      })
      .where(eq(phoneChannels.userId, auth.userId));
  });
  return phoneChannelsOf(app, auth.userId);
}

/**
 * Called wherever users.phone_number is written (account details, the student record, the teacher
 * profile): another number starts over unverified with every phone reminder off.
 */
export async function forgetOtherPhoneNumbers(db: Db, userId: string, phoneNumber: string | null): Promise<void> {
  const other =
    phoneNumber === null ? eq(phoneChannels.userId, userId) : and(eq(phoneChannels.userId, userId), ne(phoneChannels.number, phoneNumber));
  await db.delete(phoneChannels).where(other);
}
