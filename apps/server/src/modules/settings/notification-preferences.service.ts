import {
  type MarketingPreferencesInput,
  marketingPreferencesInput,
  type NotificationPreferencesInput,
  notificationPreferencesInput,
  type ValidationIssue,
  INPUT_MESSAGES,
} from '@parla/contracts';
import { DomainError, ValidationError } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { studentEmailPreferences, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { parseInput } from '../../lib/validation.ts';

export type NotificationPreferencesView = NotificationPreferencesInput;

type Row = typeof studentEmailPreferences.$inferSelect;

/** No row yet: learning e-mails on, marketing off until the student opts in (decision 058). */
const DEFAULTS: NotificationPreferencesView = {
  classReminders: true,
  bookingChanges: true,
  teacherFeedback: true,
  practiceReminders: true,
  marketing: { email: false, phone: false, whatsapp: false },
};

function toView(row: Row | undefined, marketingAgreement: boolean): NotificationPreferencesView {
  // Before this page existed, sign-up's marketing agreement was the only consent: it counts as e-mail.
  if (!row) return { ...DEFAULTS, marketing: { ...DEFAULTS.marketing, email: marketingAgreement } };
  return {
    classReminders: row.classReminders,
    bookingChanges: row.bookingChanges,
    teacherFeedback: row.teacherFeedback,
    practiceReminders: row.practiceReminders,
    marketing: { email: row.marketingEmail, phone: row.marketingPhone, whatsapp: row.marketingWhatsapp },
  };
}

export async function notificationPreferences(db: Db, userId: string): Promise<NotificationPreferencesView> {
  const [row] = await db
    .select({ prefs: studentEmailPreferences, marketingAgreement: users.marketingAgreement })
    .from(users)
    .leftJoin(studentEmailPreferences, eq(studentEmailPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new DomainError('unauthenticated');
  return toView(row.prefs ?? undefined, row.marketingAgreement);
}

const PHONE_FIRST = INPUT_MESSAGES.phoneFirst;
const WHATSAPP_FIRST = INPUT_MESSAGES.whatsappFirst;

/** SMS and WhatsApp need a number to reach: the account page keeps them (001 §3 "Phone number used for SMS/WhatsApp"). */
async function assertReachable(db: Db, userId: string, marketing: MarketingPreferencesInput): Promise<void> {
  if (!marketing.phone && !marketing.whatsapp) return;
  const [user] = await db
    .select({ phone: users.phoneNumber, whatsapp: users.whatsappNumber })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const issues: ValidationIssue[] = [];
  if (marketing.phone && !user?.phone) issues.push({ category: 'validate', field: 'marketing.phone', message: PHONE_FIRST });
  if (marketing.whatsapp && !(user?.whatsapp || user?.phone)) {
    issues.push({ category: 'validate', field: 'marketing.whatsapp', message: WHATSAPP_FIRST });
  }
  if (issues.length > 0) throw new ValidationError(issues);
}

/**
 * Saves the whole notifications page (PUT /api/students/{id}/preferences and the mutation).
 * users.marketing_agreement (the client user's marketingAgreement) follows: true while any channel is on.
 */
export async function saveNotificationPreferences(
  app: FastifyInstance,
  userId: string,
  raw: unknown,
): Promise<NotificationPreferencesView> {
  const input = parseInput(notificationPreferencesInput, raw);
  await assertReachable(app.db, userId, input.marketing);
  const now = app.clock.now();
  const values = {
    classReminders: input.classReminders,
    bookingChanges: input.bookingChanges,
    teacherFeedback: input.teacherFeedback,
    practiceReminders: input.practiceReminders,
    marketingEmail: input.marketing.email,
    marketingPhone: input.marketing.phone,
    marketingWhatsapp: input.marketing.whatsapp,
    updatedAt: now,
  };
  await inTransaction(app.db, async (tx) => {
    await tx
      .insert(studentEmailPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: studentEmailPreferences.userId, set: values });
    const anyChannel = input.marketing.email || input.marketing.phone || input.marketing.whatsapp;
    await tx.update(users).set({ marketingAgreement: anyChannel, updatedAt: now }).where(eq(users.id, userId));
  });
  return notificationPreferences(app.db, userId);
}

/** 001 §7 Profile "marketing preferences": the three channels alone, the e-mail switches kept. */
export async function saveMarketingPreferences(app: FastifyInstance, userId: string, raw: unknown): Promise<NotificationPreferencesView> {
  const marketing = parseInput(marketingPreferencesInput, raw);
  const current = await notificationPreferences(app.db, userId);
  return saveNotificationPreferences(app, userId, { ...current, marketing });
}
