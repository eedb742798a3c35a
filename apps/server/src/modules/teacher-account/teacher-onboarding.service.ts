import { teacherOnboardingProfileInput } from '@parla/contracts';
import { DomainError, type TeacherOnboardingProgress, notFound, teacherOnboardingProgress, zonedDateKey } from '@parla/domain';
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sections, teacherAvailability, teacherOnboarding, teacherPayoutDetails, teacherProfiles } from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validation.ts';
import { pendingTeacherAgreements } from './agreements.service.ts';
import { calendarConnection } from './calendar-connection.service.ts';

/** The flow state the teacher app reads: progress plus what the steps show and prefill. */
export interface TeacherOnboardingView extends TeacherOnboardingProgress {
  teacherId: string;
  isOnboarded: boolean;
  completedAt: Date | null;
  headline: string;
  aboutMe: string;
  /** The languages the school lets the teacher teach (chosen at invitation, after recruitment). */
  teachingSections: string[];
  /** Agreements still waiting, in the order the terms page walks them. */
  pendingAgreementIds: string[];
  /** The teacher's local date and clock, for the availability form of the last step. */
  today: string;
  timeFormat: string;
}

/**
 * Reads everything the steps are judged on, in the caller's transaction when given (completion
 * judges inside the transaction that sets the flag). The calendar state is read apart: an
 * optional step never decides completion.
 */
async function onboardingFacts(db: Db, teacherId: string, now: Date, calendarConnected: boolean) {
  const [row] = await db
    .select({ profile: teacherProfiles, onboarding: teacherOnboarding })
    .from(teacherProfiles)
    .leftJoin(teacherOnboarding, eq(teacherOnboarding.teacherId, teacherProfiles.userId))
    .where(eq(teacherProfiles.userId, teacherId))
    .limit(1);
  if (!row) throw notFound();
  const { profile, onboarding } = row;
  const today = zonedDateKey(now, profile.timezone);
  // One after the other: inside a transaction the queries share one connection anyway.
  const [payout] = await db
    .select({ id: teacherPayoutDetails.teacherId })
    .from(teacherPayoutDetails)
    .where(eq(teacherPayoutDetails.teacherId, teacherId));
  const [availability] = await db
    .select({ hours: sql<number>`coalesce(sum(${teacherAvailability.endHour} - ${teacherAvailability.startHour}), 0)::int` })
    .from(teacherAvailability)
    .where(
      and(
        eq(teacherAvailability.teacherId, teacherId),
        eq(teacherAvailability.availability, 'available'),
        or(isNull(teacherAvailability.date), gte(teacherAvailability.date, today)),
      ),
    );
  const pending = await pendingTeacherAgreements(db, teacherId, now);
  const progress = teacherOnboardingProgress({
    headline: profile.headline,
    aboutMe: profile.aboutMe,
    spokenLanguages: profile.languages.length,
    teachingSections: profile.sectionIds.length,
    hasPayoutDetails: Boolean(payout),
    calendarConnected,
    calendarDecided: Boolean(onboarding?.calendarDecidedAt),
    pendingAgreements: pending.length,
    availableHours: availability?.hours ?? 0,
  });
  return { profile, onboarding, today, pending, progress };
}

export async function teacherOnboardingState(app: FastifyInstance, teacherId: string): Promise<TeacherOnboardingView> {
  const now = app.clock.now();
  const calendar = await calendarConnection(app, teacherId);
  const { profile, onboarding, today, pending, progress } = await onboardingFacts(app.db, teacherId, now, calendar.status === 'connected');
  const teachingSections =
    profile.sectionIds.length > 0
      ? await app.db
          .select({ name: sections.name })
          .from(sections)
          .where(inArray(sections.id, profile.sectionIds))
          .orderBy(asc(sections.position))
      : [];
  return {
    ...progress,
    teacherId,
    isOnboarded: profile.isOnboarded,
    completedAt: onboarding?.completedAt ?? null,
    headline: profile.headline,
    aboutMe: profile.aboutMe,
    teachingSections: teachingSections.map((s) => s.name),
    pendingAgreementIds: pending.map((a) => a.id),
    today,
    timeFormat: profile.timeFormat,
  };
}

async function upsertOnboarding(app: FastifyInstance, teacherId: string, changes: Partial<typeof teacherOnboarding.$inferInsert>) {
  const now = app.clock.now();
  await app.db
    .insert(teacherOnboarding)
    .values({ teacherId, ...changes, updatedAt: now })
    .onConflictDoUpdate({ target: teacherOnboarding.teacherId, set: { ...changes, updatedAt: now } });
}

/** The profile step: headline and about-me, checked by the contract's schema (the form's own). */
export async function saveOnboardingProfile(app: FastifyInstance, teacherId: string, raw: unknown): Promise<TeacherOnboardingView> {
  const input = parseInput(teacherOnboardingProfileInput, raw);
  const updated = await app.db
    .update(teacherProfiles)
    .set({ headline: input.headline, aboutMe: input.aboutMe, updatedAt: app.clock.now() })
    .where(eq(teacherProfiles.userId, teacherId))
    .returning({ userId: teacherProfiles.userId });
  if (updated.length === 0) throw notFound();
  return teacherOnboardingState(app, teacherId);
}

/** The optional calendar step answered: connected now, or skipped (the profile page connects later). */
export async function decideOnboardingCalendar(app: FastifyInstance, teacherId: string): Promise<TeacherOnboardingView> {
  await upsertOnboarding(app, teacherId, { calendarDecidedAt: app.clock.now() });
  return teacherOnboardingState(app, teacherId);
}

/**
 * Finishes onboarding: the server judges every required step from the data, inside the one
 * transaction that sets `isOnboarded`, with the profile row locked so a concurrent change of the
 * same teacher's steps (or a second click) waits. Finishing twice is harmless.
 */
export async function completeTeacherOnboarding(app: FastifyInstance, teacherId: string): Promise<TeacherOnboardingView> {
  const now = app.clock.now();
  const calendar = await calendarConnection(app, teacherId);
  await app.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ isOnboarded: teacherProfiles.isOnboarded })
      .from(teacherProfiles)
      .where(eq(teacherProfiles.userId, teacherId))
      .for('update');
    if (!locked) throw notFound();
    if (locked.isOnboarded) return;
    const { progress } = await onboardingFacts(tx, teacherId, now, calendar.status === 'connected');
    if (progress.missing.length > 0) {
      throw new DomainError('teacher_onboarding_incomplete', undefined, { steps: progress.missing.join(', '), missing: progress.missing });
    }
    await tx.update(teacherProfiles).set({ isOnboarded: true, updatedAt: now }).where(eq(teacherProfiles.userId, teacherId));
    await tx
      .insert(teacherOnboarding)
      .values({ teacherId, completedAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: teacherOnboarding.teacherId, set: { completedAt: now, updatedAt: now } });
  });
  return teacherOnboardingState(app, teacherId);
}
