import { type AppealStatus, DomainError, assertCanAppeal, decideAppeal, penaltyInfo, validateAppealReason, notFound } from '@parla/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { penaltyAppeals, teacherPenalties, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { uniqueViolation } from '../../db/unique-violation.ts';
import { liftPenalty, recordPenalty } from './penalties.service.ts';
import { backOfficeLink, mailAppealDecision, mailTeacherManager } from './teacher-booking-mail.ts';
import { appealReceivedEmail } from '../../emails/emails.ts';
import { currentPenalty, teacherProfile } from './teacher-facts.ts';
import { noteForAudit } from '../audit/audit-context.ts';

export interface AppealView {
  id: string;
  teacherId: string;
  teacherName: string;
  teacherEmail: string;
  reason: string;
  status: AppealStatus;
  createdAt: Date;
  decidedAt: Date | null;
  decisionNote: string | null;
  penaltyKind: string;
  penaltyReason: string;
  penaltyFrom: Date;
  penaltyUntil: Date;
}

/**
 * A teacher appeals the penalty in effect (000 §4, §5): a reason of at least 50 characters,
 * one appeal per penalty (the unique index settles a double submit), then the teacher sees the
 * in-progress notice until an admin decides. A penalty_until set without a penalty row gets a
 * 'manual' penalty row to attach the appeal to.
 */
export async function submitAppeal(app: FastifyInstance, teacherId: string, reason: string): Promise<void> {
  const text = validateAppealReason(reason);
  const now = app.clock.now();
  await inTransaction(app.db, async (tx) => {
    const profile = await teacherProfile(tx, teacherId, true);
    const current = await currentPenalty(tx, teacherId, now);
    assertCanAppeal(
      penaltyInfo({ penaltyUntil: profile.penaltyUntil, appealOfCurrentPenalty: current?.appealStatus as AppealStatus | null }, now),
    );
    const penaltyId =
      current?.penalty.id ??
      (await recordPenalty(tx, {
        teacherId,
        kind: 'manual',
        reason: 'Penalty set by the school.',
        until: profile.penaltyUntil!,
        from: now,
      }));
    try {
      await tx.insert(penaltyAppeals).values({ teacherId, penaltyId, reason: text, status: 'pending', createdAt: now });
    } catch (error) {
      if (uniqueViolation(error)) throw new DomainError('appeal_already_submitted');
      throw error;
    }
  });
  const [teacher] = await app.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, teacherId));
  await mailTeacherManager(
    app,
    appealReceivedEmail({
      teacher: { firstName: teacher?.firstName ?? '', lastName: teacher?.lastName ?? '', email: teacher?.email ?? teacherId },
      appeal: text,
      backOfficeLink: backOfficeLink(app),
    }),
  );
}

/**
 * An admin decides an appeal (pending -> accepted | rejected, decideAppeal). Accepting lifts
 * the appealed penalty and recomputes penalty_until from the penalties still standing.
 */
export async function decideTeacherAppeal(
  app: FastifyInstance,
  adminId: string,
  appealId: string,
  accept: boolean,
  note: string | null = null,
): Promise<AppealView> {
  const now = app.clock.now();
  const teacherId = await inTransaction(app.db, async (tx) => {
    const [appeal] = await tx.select().from(penaltyAppeals).where(eq(penaltyAppeals.id, appealId)).for('update');
    if (!appeal) throw notFound();
    noteForAudit({ before: { status: appeal.status } });
    const next = decideAppeal(appeal.status as AppealStatus, accept);
    await teacherProfile(tx, appeal.teacherId, true);
    await tx
      .update(penaltyAppeals)
      .set({ status: next, decidedAt: now, decidedBy: adminId, decisionNote: note?.trim() || null })
      .where(eq(penaltyAppeals.id, appealId));
    if (next === 'accepted') await liftPenalty(tx, appeal.teacherId, appeal.penaltyId, now);
    return appeal.teacherId;
  });
  await mailAppealDecision(app, teacherId, accept);
  const [view] = await listAppeals(app.db, { id: appealId });
  return view;
}

export async function listAppeals(
  db: Db,
  filter: { status?: AppealStatus | null; id?: string; teacherId?: string; limit?: number },
): Promise<AppealView[]> {
  const rows = await db
    .select({ appeal: penaltyAppeals, penalty: teacherPenalties, user: users })
    .from(penaltyAppeals)
    .innerJoin(teacherPenalties, eq(teacherPenalties.id, penaltyAppeals.penaltyId))
    .innerJoin(users, eq(users.id, penaltyAppeals.teacherId))
    .where(
      and(
        filter.status ? eq(penaltyAppeals.status, filter.status) : undefined,
        filter.id ? eq(penaltyAppeals.id, filter.id) : undefined,
        filter.teacherId ? eq(penaltyAppeals.teacherId, filter.teacherId) : undefined,
      ),
    )
    .orderBy(desc(penaltyAppeals.createdAt))
    .limit(Math.min(Math.max(filter.limit ?? 100, 1), 200));
  return rows.map(({ appeal, penalty, user }) => ({
    id: appeal.id,
    teacherId: appeal.teacherId,
    teacherName: `${user.firstName} ${user.lastName}`.trim(),
    teacherEmail: user.email,
    reason: appeal.reason,
    status: appeal.status as AppealStatus,
    createdAt: appeal.createdAt,
    decidedAt: appeal.decidedAt,
    decisionNote: appeal.decisionNote,
    penaltyKind: penalty.kind,
    penaltyReason: penalty.reason,
    penaltyFrom: penalty.fromAt,
    penaltyUntil: penalty.untilAt,
  }));
}
