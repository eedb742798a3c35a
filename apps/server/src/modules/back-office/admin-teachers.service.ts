import { DomainError, HOUR_MS, notFound } from '@parla/domain';
import { and, asc, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { appointments, classes, sections, teacherPenalties, teacherProfiles, teachingHourRequests, users } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { noteForAudit } from '../audit/audit-context.ts';
import { classByUid } from '../classes/class-queries.ts';
import { announceRevocation, revokeUserSessions } from '../identity/session.service.ts';
import { mailStudentsTeacherCancelled } from '../teacher-booking/teacher-booking-mail.ts';
import { teacherProfile } from '../teacher-booking/teacher-facts.ts';
import type { AdminTeacherView } from './back-office.service.ts';

export const TEACHER_LIST_STATES = ['active', 'penalised', 'paused', 'deactivated', 'all'] as const;
export type TeacherListState = (typeof TEACHER_LIST_STATES)[number];

const escapeLike = (term: string) => `%${term.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The back office's teacher list: by name, e-mail or uid, filtered by state, paged, by name. */
export async function adminTeacherList(
  db: Db,
  options: { search?: string | null; state: TeacherListState; limit: number; offset: number },
  now: Date,
): Promise<{ items: AdminTeacherView[]; total: number }> {
  const term = options.search?.trim();
  const pattern = term ? escapeLike(term) : null;
  const stateWhere = {
    active: isNull(teacherProfiles.deactivatedAt),
    penalised: and(isNull(teacherProfiles.deactivatedAt), gt(teacherProfiles.penaltyUntil, now)),
    paused: and(isNull(teacherProfiles.deactivatedAt), gt(teacherProfiles.pausedUntil, now)),
    deactivated: isNotNull(teacherProfiles.deactivatedAt),
    all: undefined,
  }[options.state];
  const where = and(
    stateWhere,
    pattern
      ? or(
          ilike(users.email, pattern),
          ilike(users.firstName, pattern),
          ilike(users.lastName, pattern),
          ilike(teacherProfiles.uid, pattern),
        )
      : undefined,
  );
  const [rows, [{ total }], sectionRows] = await Promise.all([
    db
      .select({ user: users, profile: teacherProfiles })
      .from(teacherProfiles)
      .innerJoin(users, eq(users.id, teacherProfiles.userId))
      .where(where)
      .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(teacherProfiles)
      .innerJoin(users, eq(users.id, teacherProfiles.userId))
      .where(where),
    db.select({ id: sections.id, name: sections.name }).from(sections),
  ]);
  const sectionName = new Map(sectionRows.map((s) => [s.id, s.name]));
  return { items: rows.map(({ user, profile }) => teacherView(user, profile, sectionName)), total };
}

type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof teacherProfiles.$inferSelect;

function teacherView(user: UserRow, profile: ProfileRow, sectionName: Map<string, string>): AdminTeacherView {
  return {
    id: user.id,
    uid: profile.uid,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    sections: profile.sectionIds.map((id) => sectionName.get(id) ?? id),
    timezone: profile.timezone,
    penaltyUntil: profile.penaltyUntil,
    pausedFrom: profile.pausedFrom,
    pausedUntil: profile.pausedUntil,
    deactivatedAt: profile.deactivatedAt,
  };
}

export interface AdminPenaltyView {
  id: string;
  kind: string;
  reason: string;
  fromAt: Date;
  untilAt: Date;
  liftedAt: Date | null;
  classUid: string | null;
}

export interface AdminTeacherDetailView {
  teacher: AdminTeacherView;
  profile: ProfileRow;
  penalties: AdminPenaltyView[];
  upcomingClasses: number;
}

/** One teacher for the back office's teacher page; an unknown id is not_found. */
export async function adminTeacherDetail(db: Db, teacherId: string, now: Date): Promise<AdminTeacherDetailView> {
  const [row] = await db
    .select({ user: users, profile: teacherProfiles })
    .from(teacherProfiles)
    .innerJoin(users, eq(users.id, teacherProfiles.userId))
    .where(eq(teacherProfiles.userId, teacherId))
    .limit(1);
  if (!row) throw notFound();
  const [sectionRows, penalties, [{ upcoming }]] = await Promise.all([
    db.select({ id: sections.id, name: sections.name }).from(sections),
    db
      .select({ penalty: teacherPenalties, classUid: classes.uid })
      .from(teacherPenalties)
      .leftJoin(classes, eq(classes.id, teacherPenalties.classId))
      .where(eq(teacherPenalties.teacherId, teacherId))
      .orderBy(desc(teacherPenalties.fromAt))
      .limit(50),
    db
      .select({ upcoming: sql<number>`count(*)::int` })
      .from(classes)
      .where(and(eq(classes.teacherId, teacherId), eq(classes.status, 'active'), gt(classes.startAt, now))),
  ]);
  return {
    teacher: teacherView(row.user, row.profile, new Map(sectionRows.map((s) => [s.id, s.name]))),
    profile: row.profile,
    penalties: penalties.map(({ penalty, classUid }) => ({
      id: penalty.id,
      kind: penalty.kind,
      reason: penalty.reason,
      fromAt: penalty.fromAt,
      untilAt: penalty.untilAt,
      liftedAt: penalty.liftedAt,
      classUid,
    })),
    upcomingClasses: upcoming,
  };
}

/**
 * 000 §4 "a teacher may be observed in class by an observer and may opt out": the opt-out the
 * classroom reads (an admin joins as observer unless it is set), kept by the back office for
 * the teacher (decision 099).
 */
export async function setObservationOptOut(app: FastifyInstance, teacherId: string, optOut: boolean): Promise<void> {
  const now = app.clock.now();
  await inTransaction(app.db, async (tx) => {
    const profile = await teacherProfile(tx, teacherId, true);
    noteForAudit({ before: { observationOptOut: profile.observationOptOut } });
    await tx.update(teacherProfiles).set({ observationOptOut: optOut, updatedAt: now }).where(eq(teacherProfiles.userId, teacherId));
  });
}

/**
 * Deactivates a teacher (decision 099), in one transaction under their profile lock: the
 * profile is marked, the teacher role is taken away (no sign-in to the teacher app, no
 * commitment, not offered for staffing), every session ends, open teaching-hour requests are
 * cancelled, and each committed class still to come is released like a teacher's own
 * cancellation (teacher and confirmedAt cleared: back on the teacher booking list) without a
 * penalty. After the commit the booked students of those classes are told, as when a teacher
 * cancels. Invoices, pay lines and past classes stay. A second call is teacher_deactivated.
 */
export async function deactivateTeacher(app: FastifyInstance, teacherId: string): Promise<{ releasedClasses: number }> {
  const now = app.clock.now();
  const released = await inTransaction(app.db, async (tx) => {
    const profile = await teacherProfile(tx, teacherId, true);
    if (profile.deactivatedAt) throw new DomainError('teacher_deactivated');
    const future = await tx
      .select({ id: classes.id, uid: classes.uid })
      .from(classes)
      .where(and(eq(classes.teacherId, teacherId), eq(classes.status, 'active'), gt(classes.startAt, now)))
      .orderBy(asc(classes.startAt))
      .for('update');
    noteForAudit({ before: { deactivatedAt: null, committedFutureClasses: future.map((c) => c.uid) } });
    await tx.update(teacherProfiles).set({ deactivatedAt: now, updatedAt: now }).where(eq(teacherProfiles.userId, teacherId));
    await tx
      .update(users)
      .set({ roles: sql`array_remove(${users.roles}, 'teacher')`, updatedAt: now })
      .where(eq(users.id, teacherId));
    if (future.length > 0) {
      await tx
        .update(classes)
        .set({ teacherId: null, confirmedAt: null })
        .where(
          inArray(
            classes.id,
            future.map((c) => c.id),
          ),
        );
    }
    await tx
      .update(teachingHourRequests)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(teachingHourRequests.teacherId, teacherId), inArray(teachingHourRequests.status, ['requested', 'scheduled'])));
    await revokeUserSessions(tx, teacherId, 'teacher_deactivated', now);
    const booked =
      future.length > 0
        ? await tx
            .select({ classId: appointments.classId, studentId: appointments.studentId })
            .from(appointments)
            .where(
              and(
                inArray(
                  appointments.classId,
                  future.map((c) => c.id),
                ),
                eq(appointments.status, 'booked'),
              ),
            )
            .orderBy(asc(appointments.createdAt))
        : [];
    return future.map((c) => ({ uid: c.uid, studentIds: booked.filter((b) => b.classId === c.id).map((b) => b.studentId) }));
  });
  await announceRevocation(app, { userIds: [teacherId] });
  for (const cls of released) {
    const row = await classByUid(app.db, cls.uid, false);
    if (row) await mailStudentsTeacherCancelled(app, row, cls.studentIds, row.startAt.getTime() - now.getTime() < 24 * HOUR_MS);
  }
  app.log.info({ teacherId, releasedClasses: released.length }, 'teacher deactivated');
  return { releasedClasses: released.length };
}
