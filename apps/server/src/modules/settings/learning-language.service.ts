import { INPUT_MESSAGES, LEARNING_LANGUAGE_CHANGE_FLAG, learningLanguageChangeInput } from '@parla/contracts';
import { DomainError, ValidationError, notFound } from '@parla/domain';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, classes, curricula, modules, studentProfiles, subscriptions, users } from '../../db/schema/index.ts';
import { parseInput } from '../../lib/validation.ts';
import { entryModuleOfCurriculum } from '../curriculum/catalogue.service.ts';
import { isFlagEnabled, setFlagForEveryone, studentSubject } from '../flags/flags.service.ts';
import { placementOf } from '../curriculum/placement.service.ts';
import { type LearningSettingsView, learningSettingsOf } from './learning-settings.service.ts';

/**
 * The learning language change (001 §5 "gated by a flag") is the feature flag
 * `learning_language_change` (decision 096; no rule stored: on). A student's own switch, when
 * set, wins over it (decision 059).
 */
export { LEARNING_LANGUAGE_CHANGE_FLAG };

/** Subscriptions still giving access: their language follows the student's (001 §5 consequences). */
const LIVE_SUBSCRIPTION_STATUSES = ['trial', 'active', 'past_due', 'pending', 'cancelled', 'suspended', 'waiting'];

export type LanguageChangeRefusal = 'learning_language_change_disabled' | 'learning_language_change_not_allowed';

export interface LanguageChangeStatus {
  allowed: boolean;
  /** Why not: the error code the change would answer. */
  refusal: LanguageChangeRefusal | null;
  /** Classes booked or attended in the current language (what blocks the change). */
  classesInCurrentLanguage: number;
  hasSubscription: boolean;
}

async function flagAllows(app: FastifyInstance, db: Db | Tx, studentId: string): Promise<boolean> {
  const [own] = await db
    .select({ allowed: studentProfiles.languageChangeAllowed })
    .from(studentProfiles)
    .where(eq(studentProfiles.userId, studentId))
    .limit(1);
  if (own && own.allowed !== null) return own.allowed;
  return isFlagEnabled(app, LEARNING_LANGUAGE_CHANGE_FLAG, studentSubject(studentId), db);
}

/**
 * Classes of the student's current language that are booked (upcoming) or were attended: a
 * seat still held in a class not cancelled. Cancelled bookings and cancelled classes do not count.
 */
async function classesInLanguage(db: Db | Tx, studentId: string, sectionId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .innerJoin(modules, eq(modules.id, classes.moduleId))
    .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
    .where(
      and(
        eq(appointments.studentId, studentId),
        eq(appointments.status, 'booked'),
        ne(classes.status, 'cancelled'),
        eq(curricula.sectionId, sectionId),
      ),
    );
  return row?.count ?? 0;
}

async function hasLiveSubscription(db: Db | Tx, studentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.studentId, studentId), inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES)))
    .limit(1);
  return !!row;
}

/** Whether the student may change language now, and why not (001 §5). */
export async function languageChangeStatus(app: FastifyInstance, db: Db | Tx, studentId: string): Promise<LanguageChangeStatus> {
  const placement = await placementOf(db, studentId);
  const [allowedByFlag, taken, hasSubscription] = await Promise.all([
    flagAllows(app, db, studentId),
    placement.sectionId ? classesInLanguage(db, studentId, placement.sectionId) : Promise.resolve(0),
    hasLiveSubscription(db, studentId),
  ]);
  const refusal: LanguageChangeRefusal | null = !allowedByFlag
    ? 'learning_language_change_disabled'
    : taken > 0
      ? 'learning_language_change_not_allowed'
      : null;
  return { allowed: refusal === null, refusal, classesInCurrentLanguage: taken, hasSubscription };
}

/**
 * Changes the learning language (001 §5, §7): refused while classes are booked or attended in the
 * current language, or when the flag is off. The student moves to the chosen curriculum's entry
 * module (or back to where they stood in it before); credits stay as they are, live subscriptions
 * take the new language, and the old course's lesson states stay for a return.
 */
export async function changeLearningLanguage(app: FastifyInstance, studentId: string, raw: unknown): Promise<LearningSettingsView> {
  const input = parseInput(learningLanguageChangeInput, raw);
  await placementOf(app.db, studentId);
  await app.db.transaction(async (tx) => {
    // The profile row is the student's lock: two changes at once run one after the other.
    await tx.insert(studentProfiles).values({ userId: studentId }).onConflictDoNothing();
    const [profile] = await tx.select().from(studentProfiles).where(eq(studentProfiles.userId, studentId)).for('update');
    const status = await languageChangeStatus(app, tx, studentId);
    if (status.refusal) throw new DomainError(status.refusal);
    const entry = await entryModuleOfCurriculum(tx, input.sectionId, input.curriculumId);
    if (!entry) throw new ValidationError([{ field: 'curriculumId', message: INPUT_MESSAGES.curriculumRequired }]);
    const [current] = profile.moduleId
      ? await tx.select({ curriculumId: modules.curriculumId }).from(modules).where(eq(modules.id, profile.moduleId))
      : [];
    if (current?.curriculumId === input.curriculumId) throw new DomainError('learning_language_unchanged');
    const previousModules = { ...profile.previousModules };
    if (current && profile.moduleId) previousModules[current.curriculumId] = { moduleId: profile.moduleId, sublevel: profile.sublevel };
    const resumeAt = previousModules[input.curriculumId];
    delete previousModules[input.curriculumId];
    const now = app.clock.now();
    await tx
      .update(studentProfiles)
      .set({
        sectionId: input.sectionId,
        moduleId: resumeAt?.moduleId ?? entry.id,
        sublevel: resumeAt?.sublevel ?? null,
        previousModules,
        updatedAt: now,
      })
      .where(eq(studentProfiles.userId, studentId));
    await tx
      .update(subscriptions)
      .set({ sectionId: input.sectionId })
      .where(and(eq(subscriptions.studentId, studentId), inArray(subscriptions.status, LIVE_SUBSCRIPTION_STATUSES)));
  });
  return learningSettingsOf(app.db, studentId);
}

/**
 * Back office: the learning language change switch. With a student: their own switch (null: follow
 * the school's); without: the flag, everyone or nobody in this environment (finer rules: adminSetFeatureFlag). Answers whether the change is now allowed for them.
 */
export async function setLearningLanguageChangeFlag(
  app: FastifyInstance,
  target: { studentId: string | null; allowed: boolean | null },
  adminId: string | null,
): Promise<boolean> {
  const now = app.clock.now();
  if (!target.studentId) return setFlagForEveryone(app, LEARNING_LANGUAGE_CHANGE_FLAG, target.allowed ?? true, adminId);
  const [student] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, target.studentId), sql`'student' = ANY(${users.roles})`))
    .limit(1);
  if (!student) throw notFound();
  await placementOf(app.db, target.studentId);
  const updated = await app.db
    .update(studentProfiles)
    .set({ languageChangeAllowed: target.allowed, updatedAt: now })
    .where(eq(studentProfiles.userId, target.studentId))
    .returning({ id: studentProfiles.userId });
  if (updated.length === 0) throw notFound();
  return flagAllows(app, app.db, target.studentId);
}
