import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  DomainError,
  ValidationError,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MS,
  isVerificationCodeShape,
  verificationCodeRetryMinutes,
  verificationCodeState,
} from '@parla/domain';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { teacherPayoutDetails, users, verificationCodes } from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validation.ts';
import type { Auth } from '../../plugins/auth.ts';
import { assertNotImpersonating } from './access.ts';
import { payoutChangedEmail, payoutCodeEmail } from '../../emails/emails.ts';
import { type PayoutDetails, payoutDetailsInput, INPUT_MESSAGES } from '@parla/contracts';

const PURPOSE = 'payout_details';

export type PayoutDetailsView = PayoutDetails & { updatedAt: Date };

export async function payoutDetails(db: Db, teacherId: string): Promise<PayoutDetailsView | null> {
  const [row] = await db.select().from(teacherPayoutDetails).where(eq(teacherPayoutDetails.teacherId, teacherId)).limit(1);
  if (!row) return null;
  return {
    address: row.address,
    address2: row.address2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
    incomeTaxNumber: row.incomeTaxNumber,
    paymentMethod: row.paymentMethod as PayoutDetails['paymentMethod'],
    iban: row.iban,
    accountNumber: row.accountNumber,
    bic: row.bic,
    paypalEmail: row.paypalEmail,
    updatedAt: row.updatedAt,
  };
}

/** Binds a code to the exact change it was sent for: same fields, same values. */
function payloadHash(details: PayoutDetails): string {
  const ordered = Object.fromEntries(Object.entries(details).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(ordered)).digest('base64url');
}

/** Keyed with the server secret: six digits are too few to keep secret from someone who reads the table. */
function codeHash(app: FastifyInstance, codeId: string, code: string): string {
  return createHmac('sha256', app.config.jwtSecret).update(`${PURPOSE}:${codeId}:${code}`).digest('base64url');
}

function maskEmail(email: string): string {
  const [name, domain] = email.split('@');
  return `${name.slice(0, 2)}${'•'.repeat(Math.max(1, name.length - 2))}@${domain}`;
}

export interface CodeRequestResult {
  sentTo: string;
  expiresAt: Date;
}

/**
 * Step 1 of a change (000 §5): validate the new details, then e-mail a 6-digit code bound to
 * them. A new code replaces the previous one; at most 5 codes per hour.
 */
export async function requestPayoutDetailsCode(app: FastifyInstance, auth: Auth, raw: unknown): Promise<CodeRequestResult> {
  assertNotImpersonating(auth);
  const details = parseInput(payoutDetailsInput, raw);
  const now = app.clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + VERIFICATION_CODE_TTL_MS);
  const user = await app.db.transaction(async (tx) => {
    // The user row lock serialises code requests of one teacher, so the hourly limit holds under races.
    const [locked] = await tx
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, auth.userId))
      .for('update');
    if (!locked) throw new DomainError('unauthenticated');
    const recent = await tx
      .select({ createdAt: verificationCodes.createdAt })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.userId, auth.userId),
          eq(verificationCodes.purpose, PURPOSE),
          gt(verificationCodes.createdAt, new Date(now.getTime() - 60 * 60_000)),
        ),
      );
    const minutes = verificationCodeRetryMinutes(
      recent.map((r) => r.createdAt),
      now,
    );
    if (minutes > 0) throw new DomainError('too_many_verification_codes', undefined, { minutes });
    await tx
      .update(verificationCodes)
      .set({ supersededAt: now })
      .where(
        and(
          eq(verificationCodes.userId, auth.userId),
          eq(verificationCodes.purpose, PURPOSE),
          isNull(verificationCodes.usedAt),
          isNull(verificationCodes.supersededAt),
        ),
      );
    const id = crypto.randomUUID();
    await tx.insert(verificationCodes).values({
      id,
      userId: auth.userId,
      purpose: PURPOSE,
      codeHash: codeHash(app, id, code),
      payloadHash: payloadHash(details),
      expiresAt,
      createdAt: now,
    });
    return locked;
  });
  await app.mailer.send(payoutCodeEmail(user, code, VERIFICATION_CODE_TTL_MS / 60_000));
  return { sentTo: maskEmail(user.email), expiresAt };
}

type VerifyOutcome =
  | { ok: true; details: PayoutDetailsView; user: { email: string; firstName: string; locale: string } }
  | { ok: false; error: DomainError };

/**
 * Step 2: the code and the same details. A wrong code counts against the code (5 tries), and that
 * count is committed even though the call fails; a right code is spent in the same transaction
 * that saves the details, so it works once even when two requests race.
 */
export async function updatePayoutDetails(app: FastifyInstance, auth: Auth, raw: unknown, code: string): Promise<PayoutDetailsView> {
  assertNotImpersonating(auth);
  const details = parseInput(payoutDetailsInput, raw);
  if (!isVerificationCodeShape(code)) throw new ValidationError([{ field: 'code', message: INPUT_MESSAGES.verificationCodeInvalid }]);
  const now = app.clock.now();
  const outcome = await app.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const [row] = await tx
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.userId, auth.userId), eq(verificationCodes.purpose, PURPOSE), isNull(verificationCodes.supersededAt)))
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1)
      .for('update');
    if (!row) return { ok: false, error: new DomainError('verification_code_required') };
    const state = verificationCodeState(row, now);
    if (state === 'used') return { ok: false, error: new DomainError('verification_code_required') };
    if (state === 'exhausted') return { ok: false, error: new DomainError('verification_code_attempts_exceeded') };
    if (state === 'expired') return { ok: false, error: new DomainError('verification_code_expired') };
    const expected = Buffer.from(row.codeHash);
    const given = Buffer.from(codeHash(app, row.id, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      const attempts = row.attempts + 1;
      await tx.update(verificationCodes).set({ attempts }).where(eq(verificationCodes.id, row.id));
      const left = Math.max(0, VERIFICATION_CODE_MAX_ATTEMPTS - attempts);
      return {
        ok: false,
        error:
          left === 0
            ? new DomainError('verification_code_attempts_exceeded')
            : new DomainError('verification_code_invalid', undefined, { attemptsLeft: left }),
      };
    }
    if (row.payloadHash !== payloadHash(details)) return { ok: false, error: new DomainError('verification_code_details_changed') };
    await tx.update(verificationCodes).set({ usedAt: now }).where(eq(verificationCodes.id, row.id));
    await tx
      .insert(teacherPayoutDetails)
      .values({ teacherId: auth.userId, ...details, updatedAt: now })
      .onConflictDoUpdate({ target: teacherPayoutDetails.teacherId, set: { ...details, updatedAt: now } });
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(eq(users.id, auth.userId));
    return { ok: true, details: { ...details, updatedAt: now }, user };
  });
  if (!outcome.ok) throw outcome.error;
  await app.mailer.send(payoutChangedEmail(outcome.user, outcome.details.paymentMethod));
  return outcome.details;
}
