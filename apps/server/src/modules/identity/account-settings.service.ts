import { type InvoiceAddress, accountNameInput, invoiceAddressInput, phoneNumbersInput, studentRecordInput } from '@parla/contracts';
import { DomainError } from '@parla/domain';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { forgetOtherPhoneNumbers } from '../messaging/phone-channels.service.ts';
import type { Db } from '../../db/client.ts';
import { userTokens, users } from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validation.ts';
import type { Auth } from '../../plugins/auth.ts';

/** What account/settings/account shows (001 §3 client user, the parts a student edits there). */
export interface AccountDetailsView {
  id: string;
  email: string;
  /** A requested new address whose link has not been opened yet; the login stays `email` until then. */
  pendingEmail: string | null;
  verified: boolean;
  firstName: string;
  lastName: string;
  studentId: string | null;
  photoUrl: string | null;
  countryCode: string | null;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  invoiceAddress: InvoiceAddress | null;
  /** False for an account that signs in only through a social provider (or a guest). */
  hasPassword: boolean;
}

/** The newest change_email link still good now, if any. */
export async function pendingEmailOf(db: Db, userId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: userTokens.newEmail })
    .from(userTokens)
    .where(
      and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'change_email'), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)),
    )
    .orderBy(desc(userTokens.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

export async function accountDetails(app: FastifyInstance, userId: string): Promise<AccountDetailsView> {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new DomainError('unauthenticated');
  return {
    id: user.id,
    email: user.email,
    pendingEmail: await pendingEmailOf(app.db, user.id, app.clock.now()),
    verified: user.emailVerifiedAt != null,
    firstName: user.firstName,
    lastName: user.lastName,
    studentId: user.studentId,
    photoUrl: user.photoUrl,
    countryCode: user.countryCode,
    phoneNumber: user.phoneNumber,
    whatsappNumber: user.whatsappNumber,
    invoiceAddress: user.invoiceAddress ?? null,
    hasPassword: user.passwordHash != null,
  };
}

async function saveUser(app: FastifyInstance, userId: string, changes: Partial<typeof users.$inferInsert>): Promise<AccountDetailsView> {
  const updated = await app.db
    .update(users)
    .set({ ...changes, updatedAt: app.clock.now() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw new DomainError('unauthenticated');
  // Another number is unverified again, its SMS and WhatsApp reminders off (decision 109).
  if (changes.phoneNumber !== undefined) await forgetOtherPhoneNumbers(app.db, userId, changes.phoneNumber);
  return accountDetails(app, userId);
}

export async function updateAccountName(app: FastifyInstance, userId: string, raw: unknown): Promise<AccountDetailsView> {
  const input = parseInput(accountNameInput, raw);
  return saveUser(app, userId, { firstName: input.firstName, lastName: input.lastName });
}

/** Phone and WhatsApp numbers in E.164 with the country that reads local numbers; blank clears one. */
export async function updatePhoneNumbers(app: FastifyInstance, userId: string, raw: unknown): Promise<AccountDetailsView> {
  const input = parseInput(phoneNumbersInput, raw);
  return saveUser(app, userId, input);
}

/** Invoice data is the account holder's: an impersonating admin may not change it (as for teachers, 000 §5). */
export async function updateInvoiceAddress(app: FastifyInstance, auth: Auth, raw: unknown): Promise<AccountDetailsView> {
  if (auth.impersonatorId) throw new DomainError('impersonation_forbidden');
  const input = raw === null ? null : parseInput(invoiceAddressInput, raw);
  return saveUser(app, auth.userId, { invoiceAddress: input });
}

/** PUT /api/students/{id}: name and phone numbers in one write. */
export async function updateStudentRecord(app: FastifyInstance, userId: string, raw: unknown): Promise<AccountDetailsView> {
  const input = parseInput(studentRecordInput, raw);
  return saveUser(app, userId, input);
}
