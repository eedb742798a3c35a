import { accountErasureAt, erasedEmailOf } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  phoneChannels,
  missedClassReports,
  practiceReviews,
  experienceReviews,
  sessions,
  studentNotifications,
  studentProfiles,
  supportTickets,
  userTokens,
  users,
} from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';

export const ERASE_CLOSED_ACCOUNT_JOB = 'identity.erase-closed-account';

/**
 * Anonymises a closed account once its retention period is over (decision 057): the person
 * behind it can no longer be identified, while the rows other people's records need stay
 * (classes and their seats, teachers' logs and pay, the credit ledger) and the invoices,
 * which the law keeps for ten years, stay untouched. Idempotent: a second run finds it erased.
 */
export async function eraseClosedAccount(app: FastifyInstance, userId: string, now: Date): Promise<boolean> {
  return inTransaction(app.db, async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user?.closedAt || user.erasedAt || accountErasureAt(user.closedAt) > now) return false;
    await tx
      .update(users)
      .set({
        email: erasedEmailOf(user.id),
        passwordHash: null,
        firstName: '',
        lastName: '',
        phoneNumber: null,
        whatsappNumber: null,
        countryCode: null,
        photoUrl: null,
        calendarToken: null,
        marketingAgreement: false,
        closeFeedback: null,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx
      .update(studentProfiles)
      .set({ aboutMe: null, learningNeeds: null, spokenLanguages: [], learningGoals: [], updatedAt: now })
      .where(eq(studentProfiles.userId, user.id));
    // The verified phone behind SMS and WhatsApp goes with the number (decision 109).
    await tx.delete(phoneChannels).where(eq(phoneChannels.userId, user.id));
    // Words the student wrote about a class or a lesson may name them; the facts (reason, rating) stay.
    await tx.update(missedClassReports).set({ explanation: '' }).where(eq(missedClassReports.studentId, user.id));
    await tx.update(practiceReviews).set({ comment: null }).where(eq(practiceReviews.studentId, user.id));
    // A review's comment is the student's own words; the rating stays for the school's averages.
    await tx.update(experienceReviews).set({ comment: null }).where(eq(experienceReviews.studentId, user.id));
    await tx.delete(supportTickets).where(eq(supportTickets.userId, user.id));
    await tx.delete(studentNotifications).where(eq(studentNotifications.userId, user.id));
    await tx.delete(userTokens).where(eq(userTokens.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return true;
  });
}

export function registerAccountErasureJobs(app: FastifyInstance): void {
  app.jobs.register(ERASE_CLOSED_ACCOUNT_JOB, async (payload, { now }) => {
    const userId = typeof payload.userId === 'string' ? payload.userId : null;
    if (!userId) return;
    const erased = await eraseClosedAccount(app, userId, now);
    app.log.info({ userId, erased }, 'closed account erasure');
  });
}
