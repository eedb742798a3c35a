import type { ClassType } from '@parla/contracts';
import { DomainError, canCommit, canTeachClass, notFound } from '@parla/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { classes, courses, curricula, modules } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';

import type { ClassRow } from '../classes/klass-views.ts';
import { type TeacherProfileRow, commitmentsBetween, qualificationOf, teacherProfile } from './teacher-facts.ts';

/** The class with what committing needs to know about it: its section and its course's teacher. */
export async function classForCommit(tx: Tx, uid: string) {
  const [row] = await tx
    .select({ cls: classes, sectionId: curricula.sectionId, courseTeacherId: courses.teacherId })
    .from(classes)
    .innerJoin(modules, eq(modules.id, classes.moduleId))
    .innerJoin(curricula, eq(curricula.id, modules.curriculumId))
    .leftJoin(courses, eq(courses.id, classes.courseId))
    .where(eq(classes.uid, uid))
    .limit(1);
  return row ?? null;
}

export type ClassForCommit = NonNullable<Awaited<ReturnType<typeof classForCommit>>>;

/**
 * The teaching rules for one teacher taking one class, whoever asks (the teacher committing,
 * or the back office assigning): who may teach it (section, class type, onboarding), a course
 * class needs its course booked, then canCommit (penalty, pause, own overlapping classes).
 * A class with another teacher is taken (class_already_taken) unless `replacing` says the caller
 * means to replace them (the back office, explicitly). Throws the catalogue's DomainError.
 */
export async function assertTeachingRules(
  tx: Tx,
  profile: TeacherProfileRow,
  found: ClassForCommit,
  now: Date,
  options: { replacing?: boolean } = {},
): Promise<void> {
  const { cls } = found;
  const type = cls.type as ClassType;
  if (!canTeachClass(qualificationOf(profile), { sectionId: found.sectionId, type, isSpecialized: cls.courseId !== null })) {
    throw new DomainError('teacher_cannot_teach_class');
  }
  if (cls.courseId && !found.courseTeacherId) throw new DomainError('course_class_needs_course_booking');
  if (cls.teacherId && !options.replacing) throw new DomainError('class_already_taken');
  const commitments = await commitmentsBetween(tx, profile.userId, cls.startAt, cls.endAt, cls.id);
  const decision = canCommit(
    {
      cls: { status: cls.status as 'active', startAt: cls.startAt, endAt: cls.endAt, hasTeacher: false },
      teacher: { penaltyUntil: profile.penaltyUntil, pausedFrom: profile.pausedFrom, pausedUntil: profile.pausedUntil, commitments },
    },
    now,
  );
  if (!decision.allowed) {
    throw new DomainError(decision.code, undefined, decision.until ? { until: decision.until.toISOString() } : undefined);
  }
}

/**
 * A teacher commits to a class (000 §4, §6): in one transaction, lock the teacher's profile
 * (their commitments queue), check who may teach it and canCommit (penalty, pause, own
 * overlapping classes), then take it with a conditional UPDATE ... WHERE teacher_id IS NULL:
 * of several teachers committing at once exactly one row update succeeds, the others find
 * the class taken (class_already_taken). Committing twice to one's own class is a no-op.
 * `privateOnly`: the approve-a-pending-private-class action.
 */
export async function commitToClass(
  app: FastifyInstance,
  teacherId: string,
  classUid: string,
  options: { privateOnly?: boolean } = {},
): Promise<ClassRow> {
  const now = app.clock.now();
  return inTransaction(app.db, async (tx) => {
    const profile = await teacherProfile(tx, teacherId, true);
    const found = await classForCommit(tx, classUid);
    if (!found) throw notFound();
    const { cls } = found;
    if (cls.teacherId === teacherId) return cls;
    if (options.privateOnly && cls.type !== 'individual')
      throw new DomainError('cannot_commit_to_class', undefined, { reason: 'not_private' });
    await assertTeachingRules(tx, profile, found, now);
    const [taken] = await tx
      .update(classes)
      .set({ teacherId, confirmedAt: now })
      .where(and(eq(classes.id, cls.id), isNull(classes.teacherId), eq(classes.status, 'active'), gt(classes.startAt, now)))
      .returning();
    if (taken) return taken;
    // Lost a race: someone committed (or the class was cancelled) between the read and the update.
    const [after] = await tx.select({ teacherId: classes.teacherId }).from(classes).where(eq(classes.id, cls.id));
    throw new DomainError(after?.teacherId ? 'class_already_taken' : 'cannot_commit_to_class');
  });
}
