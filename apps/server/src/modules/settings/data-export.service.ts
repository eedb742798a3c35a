import { toLocale } from '@parla/contracts';
import { DATA_EXPORT_POLICY, DomainError, notFound } from '@parla/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  appointments,
  challengeParticipants,
  challenges,
  classReviews,
  classes,
  creditLedger,
  experienceReviews,
  lessons,
  missedClassReports,
  modules,
  phoneChannels,
  studentAchievements,
  reviewPrompts,
  studentInvoices,
  studentProfiles,
  supportTickets,
  users,
  weeklyGoalWeeks,
} from '../../db/schema/index.ts';
import { dataExportEmail } from '../../emails/emails.ts';
import { recordThrottleHits, throttleLockedMinutes } from '../identity/throttle.service.ts';
import { createUserToken, findValidUserToken } from '../identity/user-tokens.ts';
import { findUserById } from '../identity/user.service.ts';

export const dataExportPath = (token: string) => `/api/users/me/data-export/${encodeURIComponent(token)}`;

/**
 * "Export my data" (issue 14, decision 057): e-mails a link to a JSON copy of the account. The
 * link is a user token (only its hash stored) that expires in 48 hours and opens only for the
 * signed-in owner, so a forwarded or leaked mail gives nothing away. 3 requests a day.
 */
export async function requestDataExport(app: FastifyInstance, userId: string): Promise<{ sentTo: string; expiresAt: Date }> {
  const user = await findUserById(app.db, userId);
  if (!user) throw new DomainError('unauthenticated');
  const now = app.clock.now();
  const hit = { key: `export:user:${user.id}`, policy: DATA_EXPORT_POLICY };
  const minutes = await throttleLockedMinutes(app.db, [hit.key], now);
  if (minutes > 0) throw new DomainError('too_many_data_exports', undefined, { minutes });
  await recordThrottleHits(app.db, [hit], now);
  const token = await createUserToken(app.db, user.id, 'data_export', now);
  const link = `${app.config.publicUrl}${dataExportPath(token)}`;
  await app.mailer.send(dataExportEmail({ ...user, locale: toLocale(user.locale) }, link));
  const row = await findValidUserToken(app.db, token, 'data_export', now);
  return { sentTo: user.email, expiresAt: row?.expiresAt ?? now };
}

/** The export for a link: 404 for a token that is unknown, expired or someone else's. */
export async function dataExportFor(app: FastifyInstance, userId: string, token: string): Promise<AccountDataExport> {
  const row = await findValidUserToken(app.db, token, 'data_export', app.clock.now());
  if (!row || row.userId !== userId) throw notFound();
  return buildDataExport(app, userId);
}

export type AccountDataExport = Awaited<ReturnType<typeof buildDataExport>>;

/** Everything the school holds about the student that is theirs to take away (GDPR art. 15, 20). */
export async function buildDataExport(app: FastifyInstance, userId: string) {
  const db = app.db;
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const [profile] = await db.select().from(studentProfiles).where(eq(studentProfiles.userId, userId));
  // The phone behind SMS and WhatsApp reminders (decision 109): the state, never the code's hash.
  const [phone] = await db
    .select({
      number: phoneChannels.number,
      verifiedAt: phoneChannels.verifiedAt,
      smsReminders: phoneChannels.smsReminders,
      whatsappReminders: phoneChannels.whatsappReminders,
      smsRefusedAt: phoneChannels.smsRefusedAt,
      whatsappRefusedAt: phoneChannels.whatsappRefusedAt,
    })
    .from(phoneChannels)
    .where(eq(phoneChannels.userId, userId));
  const classRows = await db
    .select({
      uid: classes.uid,
      startAt: classes.startAt,
      type: classes.type,
      lesson: lessons.title,
      module: modules.name,
      status: appointments.status,
      bookedAt: appointments.createdAt,
      cancelledAt: appointments.cancelledAt,
      refunded: appointments.refunded,
    })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .innerJoin(lessons, eq(lessons.id, classes.lessonId))
    .innerJoin(modules, eq(modules.id, classes.moduleId))
    .where(eq(appointments.studentId, userId))
    .orderBy(asc(classes.startAt));
  const reviews = await db
    .select({
      classUid: classes.uid,
      teacherRating: classReviews.teacherRating,
      materialRating: classReviews.materialRating,
      technicalQuality: classReviews.technicalQuality,
      feedback: classReviews.feedback,
      isPublic: classReviews.isPublic,
      createdAt: classReviews.createdAt,
    })
    .from(classReviews)
    .innerJoin(classes, eq(classes.id, classReviews.classId))
    .where(eq(classReviews.studentId, userId))
    .orderBy(asc(classReviews.createdAt));
  const invoices = await db
    .select({
      number: studentInvoices.number,
      kind: studentInvoices.kind,
      issuedAt: studentInvoices.issuedAt,
      currency: studentInvoices.currency,
      totalCents: studentInvoices.totalCents,
    })
    .from(studentInvoices)
    .where(eq(studentInvoices.studentId, userId))
    .orderBy(asc(studentInvoices.issuedAt));
  const credits = await db
    .select({
      at: creditLedger.createdAt,
      kind: creditLedger.kind,
      delta: creditLedger.delta,
      reason: creditLedger.reason,
    })
    .from(creditLedger)
    .where(eq(creditLedger.studentId, userId))
    .orderBy(asc(creditLedger.createdAt));
  const tickets = await db
    .select({
      reference: supportTickets.reference,
      topic: supportTickets.topic,
      message: supportTickets.message,
      createdAt: supportTickets.createdAt,
    })
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(asc(supportTickets.createdAt));
  const progress = await progressOf(app, userId);
  // Booking-experience, personalized and feature-usefulness reviews and the prompts that asked (decision 090).
  const experience = await db
    .select({
      kind: experienceReviews.kind,
      subject: experienceReviews.subject,
      rating: experienceReviews.rating,
      comment: experienceReviews.comment,
      createdAt: experienceReviews.createdAt,
    })
    .from(experienceReviews)
    .where(eq(experienceReviews.studentId, userId))
    .orderBy(asc(experienceReviews.createdAt));
  const prompts = await db
    .select({
      kind: reviewPrompts.kind,
      subject: reviewPrompts.subject,
      shownAt: reviewPrompts.shownAt,
      dismissedAt: reviewPrompts.dismissedAt,
      answeredAt: reviewPrompts.answeredAt,
    })
    .from(reviewPrompts)
    .where(eq(reviewPrompts.studentId, userId))
    .orderBy(asc(reviewPrompts.shownAt));
  return {
    format: 'parla-account-export',
    version: 1,
    exportedAt: app.clock.now().toISOString(),
    profile: {
      studentId: user.studentId,
      email: user.email,
      emailVerifiedAt: user.emailVerifiedAt,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      whatsappNumber: user.whatsappNumber,
      countryCode: user.countryCode,
      createdAt: user.createdAt,
      aboutMe: profile?.aboutMe ?? null,
      learningNeeds: profile?.learningNeeds ?? null,
      learningGoals: profile?.learningGoals ?? [],
      focusAreas: profile?.focusAreas ?? [],
      spokenLanguages: profile?.spokenLanguages ?? [],
    },
    preferences: {
      timezone: user.timezone,
      locale: user.locale,
      timeFormat: user.timeFormat,
      weekStart: user.weekStart,
      marketingAgreement: user.marketingAgreement,
      preferredClassTime: profile?.preferredClassTime ?? null,
      weeklyClassGoal: profile?.goal ?? null,
      wordsPerWeekGoal: profile?.wordsPerWeekGoal ?? null,
      audioRecordingConsent: profile?.audioRecordingConsent ?? null,
      phoneReminders: phone && phone.number === user.phoneNumber ? phone : null,
    },
    classes: classRows,
    reviews,
    experienceReviews: experience,
    reviewPrompts: prompts,
    invoices,
    creditsLedger: credits,
    supportTickets: tickets,
    ...progress,
  };
}

/** Issue 18's records of the student: goal weeks, badges, challenges joined, missed-class reports. */
async function progressOf(app: FastifyInstance, userId: string) {
  const db = app.db;
  const [goalWeeks, achievements, challengeRows, missedReports] = await Promise.all([
    db
      .select({ weekStart: weeklyGoalWeeks.weekStart, classesPerWeek: weeklyGoalWeeks.classesPerWeek, metAt: weeklyGoalWeeks.metAt })
      .from(weeklyGoalWeeks)
      .where(eq(weeklyGoalWeeks.studentId, userId))
      .orderBy(asc(weeklyGoalWeeks.weekStart)),
    db
      .select({ slug: studentAchievements.slug, earnedAt: studentAchievements.earnedAt, claimedAt: studentAchievements.claimedAt })
      .from(studentAchievements)
      .where(eq(studentAchievements.studentId, userId))
      .orderBy(asc(studentAchievements.earnedAt)),
    db
      .select({
        challenge: challenges.slug,
        joinedAt: challengeParticipants.joinedAt,
        hideName: challengeParticipants.hideName,
        completedAt: challengeParticipants.completedAt,
        prizeGrantedAt: challengeParticipants.prizeGrantedAt,
      })
      .from(challengeParticipants)
      .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
      .where(eq(challengeParticipants.studentId, userId))
      .orderBy(asc(challengeParticipants.joinedAt)),
    db
      .select({
        classUid: classes.uid,
        reason: missedClassReports.reason,
        explanation: missedClassReports.explanation,
        createdAt: missedClassReports.createdAt,
      })
      .from(missedClassReports)
      .innerJoin(classes, eq(classes.id, missedClassReports.classId))
      .where(eq(missedClassReports.studentId, userId))
      .orderBy(asc(missedClassReports.createdAt)),
  ]);
  return { weeklyGoalWeeks: goalWeeks, achievements, challenges: challengeRows, missedClassReports: missedReports };
}
