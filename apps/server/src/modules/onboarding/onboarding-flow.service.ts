import { type OnboardingFlowStep, onboardingLevelInput, onboardingStepInput } from '@parla/contracts';
import { DomainError, furthestOnboardingStep } from '@parla/domain';
import { and, asc, desc, eq, gt, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import {
  appointments,
  classes,
  lessons,
  modules,
  onboardingProgress,
  placementAttempts,
  sections,
  studentProfiles,
  users,
} from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validation.ts';
import { balance } from '../commerce/credits/credits.service.ts';
import { placementOf } from '../curriculum/placement.service.ts';
import { moveCourseToPlacement } from './placement-course.service.ts';

type ProgressRow = typeof onboardingProgress.$inferSelect;

export interface OnboardingFlowView {
  /** The furthest step reached: where the flow resumes. 'welcome' before the first visit. */
  step: OnboardingFlowStep;
  started: boolean;
  completedAt: Date | null;
  skippedAt: Date | null;
  bookingSkipped: boolean;
  /** Neither completed nor skipped: Today offers to continue. */
  open: boolean;
  section: { slug: string; name: string } | null;
  module: { name: string; code: string; level: string } | null;
  sublevel: number | null;
  timezone: string;
  preferredClassTime: string | null;
  groupCredits: number;
  privateCredits: number;
  /** The student's soonest upcoming booked class: the congratulations page's "your class". */
  upcomingClass: { uid: string; startDate: Date; endDate: Date; type: string; lessonTitle: string; lessonNumber: number } | null;
  /** The student's latest placement test in their language, for level/placed. */
  latestPlacement: { attemptId: string; finished: boolean; level: string | null; sublevel: number | null } | null;
}

async function progressOf(db: FastifyInstance['db'] | Tx, studentId: string): Promise<ProgressRow | undefined> {
  const [row] = await db.select().from(onboardingProgress).where(eq(onboardingProgress.userId, studentId));
  return row;
}

/** The flow as the student sees it (issue 16): progress, course, zone, credits, class, placement. */
export async function onboardingFlow(app: FastifyInstance, studentId: string): Promise<OnboardingFlowView> {
  const { db } = app;
  const now = app.clock.now();
  // Places a student who was never placed (the booking search does the same), so the flow always has a course.
  await placementOf(db, studentId);
  const [progress, [profile], credits, [upcoming]] = await Promise.all([
    progressOf(db, studentId),
    db
      .select({
        timezone: users.timezone,
        preferredClassTime: studentProfiles.preferredClassTime,
        sublevel: studentProfiles.sublevel,
        sectionId: studentProfiles.sectionId,
        sectionSlug: sections.slug,
        sectionName: sections.name,
        moduleName: modules.name,
        moduleCode: modules.code,
        moduleLevel: modules.cefrLevelName,
      })
      .from(users)
      .leftJoin(studentProfiles, eq(studentProfiles.userId, users.id))
      .leftJoin(sections, eq(sections.id, studentProfiles.sectionId))
      .leftJoin(modules, eq(modules.id, studentProfiles.moduleId))
      .where(eq(users.id, studentId)),
    balance(db, studentId, now),
    db
      .select({
        uid: classes.uid,
        startDate: classes.startAt,
        endDate: classes.endAt,
        type: classes.type,
        lessonTitle: lessons.title,
        lessonNumber: lessons.number,
      })
      .from(appointments)
      .innerJoin(classes, eq(classes.id, appointments.classId))
      .innerJoin(lessons, eq(lessons.id, classes.lessonId))
      .where(
        and(
          eq(appointments.studentId, studentId),
          eq(appointments.status, 'booked'),
          ne(classes.status, 'cancelled'),
          gt(classes.endAt, now),
        ),
      )
      .orderBy(asc(classes.startAt))
      .limit(1),
  ]);
  const [placement] = profile?.sectionId
    ? await db
        .select()
        .from(placementAttempts)
        .where(and(eq(placementAttempts.userId, studentId), eq(placementAttempts.sectionId, profile.sectionId)))
        .orderBy(desc(placementAttempts.startedAt))
        .limit(1)
    : [];
  return {
    step: progress?.step ?? 'welcome',
    started: !!progress,
    completedAt: progress?.completedAt ?? null,
    skippedAt: progress?.skippedAt ?? null,
    bookingSkipped: !!progress?.bookingSkippedAt,
    open: !progress?.completedAt && !progress?.skippedAt,
    section: profile?.sectionSlug ? { slug: profile.sectionSlug, name: profile.sectionName ?? profile.sectionSlug } : null,
    module: profile?.moduleName ? { name: profile.moduleName, code: profile.moduleCode ?? '', level: profile.moduleLevel ?? '' } : null,
    sublevel: profile?.sublevel ?? null,
    timezone: profile?.timezone ?? 'Europe/Berlin',
    preferredClassTime: profile?.preferredClassTime ?? null,
    groupCredits: credits.group,
    privateCredits: credits.private,
    upcomingClass: upcoming ?? null,
    latestPlacement: placement
      ? {
          attemptId: placement.id,
          finished: placement.state === 'finished',
          level: placement.resultLevel,
          sublevel: placement.resultSublevel,
        }
      : null,
  };
}

/**
 * Writes the progress in one statement per change (the primary key makes a first visit from two
 * tabs one row). `change` turns the current row into the new values.
 */
async function saveProgress(
  app: FastifyInstance,
  studentId: string,
  change: (row: ProgressRow | undefined, now: Date) => Partial<ProgressRow>,
): Promise<void> {
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    await tx
      .insert(onboardingProgress)
      .values({ userId: studentId, startedAt: now, updatedAt: now })
      .onConflictDoNothing({ target: onboardingProgress.userId });
    const [row] = await tx.select().from(onboardingProgress).where(eq(onboardingProgress.userId, studentId)).for('update');
    await tx
      .update(onboardingProgress)
      .set({ ...change(row, now), updatedAt: now })
      .where(eq(onboardingProgress.userId, studentId));
  });
}

/**
 * The student reached a step: the flow resumes at the furthest one reached. Coming back into a
 * skipped flow (from Today or the checklist) opens it again; a completed flow stays completed.
 */
export async function advanceOnboarding(app: FastifyInstance, studentId: string, raw: unknown): Promise<OnboardingFlowView> {
  const { step } = parseInput(onboardingStepInput, raw);
  await saveProgress(app, studentId, (row) => ({ step: furthestOnboardingStep(row?.step ?? null, step), skippedAt: null }));
  return onboardingFlow(app, studentId);
}

/** "Skip for now": the whole flow; Today stops offering it. A completed flow stays completed. */
export async function skipOnboarding(app: FastifyInstance, studentId: string): Promise<OnboardingFlowView> {
  await saveProgress(app, studentId, (row, now) => (row?.completedAt ? {} : { skippedAt: now }));
  return onboardingFlow(app, studentId);
}

/** booking/skip: no first class now; the flow goes on to the congratulations page. */
export async function skipOnboardingBooking(app: FastifyInstance, studentId: string): Promise<OnboardingFlowView> {
  await saveProgress(app, studentId, (row, now) => ({
    step: furthestOnboardingStep(row?.step ?? null, 'congratulations'),
    bookingSkippedAt: now,
    skippedAt: null,
  }));
  return onboardingFlow(app, studentId);
}

/** The congratulations page was reached: the flow is done. */
export async function completeOnboarding(app: FastifyInstance, studentId: string): Promise<OnboardingFlowView> {
  await saveProgress(app, studentId, (row, now) => ({
    step: 'congratulations',
    completedAt: row?.completedAt ?? now,
    skippedAt: null,
  }));
  return onboardingFlow(app, studentId);
}

/**
 * level/{level}/{sublevel}: places the student in the module of that level (in their language's
 * default curriculum) and that sublevel, as a placement result does, then the flow moves on to
 * the survey. Refused once the student has classes booked or attended (onboarding_level_locked):
 * moving them would strand those classes; the learning settings change the course then.
 */
export async function confirmOnboardingLevel(app: FastifyInstance, studentId: string, raw: unknown): Promise<OnboardingFlowView> {
  const input = parseInput(onboardingLevelInput, raw);
  const now = app.clock.now();
  const { sectionId } = await placementOf(app.db, studentId);
  if (!sectionId) throw new DomainError('not_found');
  await app.db.transaction(async (tx) => {
    const outcome = await moveCourseToPlacement(tx, studentId, { sectionId, level: input.level, sublevel: input.sublevel }, now);
    if (!outcome.moved) throw new DomainError('onboarding_level_locked');
  });
  await saveProgress(app, studentId, (row) => ({ step: furthestOnboardingStep(row?.step ?? null, 'survey'), skippedAt: null }));
  return onboardingFlow(app, studentId);
}
