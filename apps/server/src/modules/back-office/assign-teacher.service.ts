import { DomainError, notFound } from '@parla/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { classes } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { noteForAudit } from '../audit/audit-context.ts';
import { teacherAvailableAt } from '../availability/availability.service.ts';
import { isUuid } from '../classes/class-queries.ts';
import { type KlassView, type Viewer, classView } from '../classes/klass-views.ts';
import { assertTeachingRules, classForCommit } from '../teacher-booking/commit.service.ts';
import { teacherProfile } from '../teacher-booking/teacher-facts.ts';

export interface AssignTeacherInput {
  classUid: string;
  teacherId: string;
  /** Take the class away from the teacher it has now: never done silently. */
  replaceCurrentTeacher?: boolean | null;
  /** Staff the class although a teaching rule refuses it; needs a reason, and is logged. */
  override?: boolean | null;
  reason?: string | null;
}

/**
 * The back office staffs a class (docs/decisions/025). The teacher must meet the very rules of
 * their own commitment (assertTeachingRules: section and class type, course, penalty, pause,
 * overlapping classes) and, since nobody asked them, have the hour in their availability. An
 * admin may override a refusal only explicitly, with a reason; a class that has a teacher is
 * reassigned only with replaceCurrentTeacher. Every override and replacement is logged with
 * the admin, the class, both teachers and the reason.
 */
export async function assignTeacher(app: FastifyInstance, viewer: Viewer, adminId: string, input: AssignTeacherInput): Promise<KlassView> {
  const override = input.override === true;
  // The reason's rules (required with an override, at most 500 characters) are the contract's
  // `assignTeacherInput`, checked on the GraphQL arguments.
  const reason = input.reason?.trim() ?? '';
  if (!isUuid(input.teacherId)) throw notFound();
  const now = app.clock.now();
  const { row, refusal, previousTeacherId } = await inTransaction(app.db, async (tx) => {
    // The teacher's row lock queues this with their own commitments, cancellations and pause changes.
    const profile = await teacherProfile(tx, input.teacherId, true);
    // Not even an override staffs a class with someone who no longer teaches here (decision 099).
    if (profile.deactivatedAt) throw new DomainError('teacher_deactivated');
    const found = await classForCommit(tx, input.classUid);
    if (!found) throw notFound();
    const { cls } = found;
    if (cls.status !== 'active' || cls.startAt <= now) throw new DomainError('class_not_available');
    const previous = cls.teacherId;
    if (previous === input.teacherId) return { row: cls, refusal: null, previousTeacherId: previous };
    if (previous && input.replaceCurrentTeacher !== true) throw new DomainError('class_already_taken');
    let refused: DomainError | null = null;
    try {
      await assertTeachingRules(tx, profile, found, now, { replacing: true });
      const available = await teacherAvailableAt(tx, input.teacherId, [cls.startAt]);
      if (!available.has(cls.startAt.getTime())) throw new DomainError('teacher_not_available');
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      refused = error;
    }
    if (refused && !override) throw refused;
    const [updated] = await tx
      .update(classes)
      .set({ teacherId: input.teacherId, confirmedAt: now })
      // The teacher read above is still there: a concurrent commitment is not overwritten silently.
      .where(
        and(
          eq(classes.id, cls.id),
          eq(classes.status, 'active'),
          gt(classes.startAt, now),
          previous ? eq(classes.teacherId, previous) : isNull(classes.teacherId),
        ),
      )
      .returning();
    if (!updated) throw new DomainError('class_already_taken');
    return { row: updated, refusal: refused, previousTeacherId: previous };
  });
  const facts = { adminId, classUid: input.classUid, teacherId: input.teacherId, previousTeacherId, reason: reason || null };
  // The audit row (decision 094) keeps who taught before and which refusal, if any, was overridden.
  noteForAudit({ before: { teacherId: previousTeacherId ?? null, overriddenRefusal: refusal?.code ?? null } });
  if (refusal) app.log.warn({ ...facts, overridden: refusal.code }, 'admin overrode the teaching rules to assign a teacher');
  else if (previousTeacherId && previousTeacherId !== input.teacherId) app.log.info(facts, 'admin replaced the teacher of a class');
  else app.log.info(facts, 'admin assigned a teacher');
  return classView(row, viewer, app.config, now);
}
