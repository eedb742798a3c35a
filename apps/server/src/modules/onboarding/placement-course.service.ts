import { CEFR_LEVELS } from '@parla/contracts';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { appointments, classes, curricula, modules, studentProfiles, subscriptions } from '../../db/schema/index.ts';

/** Subscriptions still giving access: their language is the student's (001 §5). */
const LIVE_SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'pending', 'cancelled', 'suspended', 'waiting'];

/** Why a placement result did not move the course: shown beside the result. */
export type CourseKeptReason = 'has_classes' | 'other_language_subscription' | 'no_module';

async function hasClasses(tx: Tx, studentId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .where(and(eq(appointments.studentId, studentId), eq(appointments.status, 'booked'), ne(classes.status, 'cancelled')))
    .limit(1);
  return !!row;
}

async function hasLiveSubscriptionElsewhere(tx: Tx, studentId: string, sectionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.studentId, studentId),
        inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES),
        ne(subscriptions.sectionId, sectionId),
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * The module of a level in the section's default curriculum: the first module of that CEFR level,
 * or, when the curriculum has none (no C2 course yet), the highest level below it.
 */
async function moduleForLevel(tx: Tx, sectionId: string, level: string): Promise<{ id: string; curriculumId: string } | null> {
  const levels = CEFR_LEVELS.slice(0, CEFR_LEVELS.indexOf(level as (typeof CEFR_LEVELS)[number]) + 1);
  const rows = await tx
    .select({ id: modules.id, curriculumId: modules.curriculumId, level: modules.cefrLevelName })
    .from(modules)
    .innerJoin(curricula, and(eq(curricula.id, modules.curriculumId), eq(curricula.isDefault, true)))
    .where(and(eq(curricula.sectionId, sectionId), inArray(modules.cefrLevelName, [...levels])))
    .orderBy(asc(modules.position));
  const best = rows.reduce<(typeof rows)[number] | null>(
    (found, row) => (!found || levels.indexOf(row.level as never) > levels.indexOf(found.level as never) ? row : found),
    null,
  );
  return best ? { id: best.id, curriculumId: best.curriculumId } : null;
}

/**
 * Moves a student's course to a placement result (issue 16): their section becomes the test's,
 * their module the level's, their sublevel the result's. Not for a student who has classes booked
 * or attended (their course stays; they change it in settings), nor one whose live subscription is
 * for another language (a language change goes through settings and its rules). Inside the
 * caller's transaction; answers why not when it keeps the course.
 */
export async function moveCourseToPlacement(
  tx: Tx,
  studentId: string,
  placement: { sectionId: string; level: string; sublevel: number },
  now: Date,
): Promise<{ moved: true } | { moved: false; reason: CourseKeptReason }> {
  // The profile row is the student's lock (as the language change takes it).
  await tx.insert(studentProfiles).values({ userId: studentId }).onConflictDoNothing();
  const [profile] = await tx.select().from(studentProfiles).where(eq(studentProfiles.userId, studentId)).for('update');
  if (await hasClasses(tx, studentId)) return { moved: false, reason: 'has_classes' };
  if (await hasLiveSubscriptionElsewhere(tx, studentId, placement.sectionId))
    return { moved: false, reason: 'other_language_subscription' };
  const target = await moduleForLevel(tx, placement.sectionId, placement.level);
  if (!target) return { moved: false, reason: 'no_module' };
  const previousModules = { ...profile.previousModules };
  if (profile.moduleId) {
    const [current] = await tx.select({ curriculumId: modules.curriculumId }).from(modules).where(eq(modules.id, profile.moduleId));
    // Leaving a curriculum keeps where the student stood in it, as the language change does.
    if (current && current.curriculumId !== target.curriculumId) {
      previousModules[current.curriculumId] = { moduleId: profile.moduleId, sublevel: profile.sublevel };
    }
  }
  delete previousModules[target.curriculumId];
  await tx
    .update(studentProfiles)
    .set({ sectionId: placement.sectionId, moduleId: target.id, sublevel: placement.sublevel, previousModules, updatedAt: now })
    .where(eq(studentProfiles.userId, studentId));
  return { moved: true };
}
