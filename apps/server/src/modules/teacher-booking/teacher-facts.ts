import { notFound } from '@parla/domain';
import type { TeacherQualification } from '@parla/domain';
import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { classes, penaltyAppeals, teacherPenalties, teacherProfiles } from '../../db/schema/index.ts';

export type TeacherProfileRow = typeof teacherProfiles.$inferSelect;

/**
 * The teacher's profile row. `lock` takes it FOR UPDATE: every commitment, cancellation,
 * pause change and appeal of one teacher queues on this row, so the checks they make
 * (penalty, pause, overlapping classes) read what the previous one wrote.
 */
export async function teacherProfile(db: Db | Tx, teacherId: string, lock = false): Promise<TeacherProfileRow> {
  const query = db.select().from(teacherProfiles).where(eq(teacherProfiles.userId, teacherId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export function qualificationOf(profile: TeacherProfileRow): TeacherQualification {
  return {
    isOnboarded: profile.isOnboarded,
    sectionIds: profile.sectionIds,
    canTeachGroup: profile.canTeachGroup,
    canTeachPrivate: profile.canTeachPrivate,
    canTeachSpecialized: profile.canTeachSpecialized,
  };
}

/** The teacher's active classes overlapping [from, to): what a new commitment must not clash with. */
export async function commitmentsBetween(db: Db | Tx, teacherId: string, from: Date, to: Date, exceptClassId?: string) {
  return db
    .select({ id: classes.id, startAt: classes.startAt, endAt: classes.endAt })
    .from(classes)
    .where(
      and(
        eq(classes.teacherId, teacherId),
        eq(classes.status, 'active'),
        lt(classes.startAt, to),
        gt(classes.endAt, from),
        exceptClassId ? ne(classes.id, exceptClassId) : undefined,
      ),
    );
}

/**
 * The penalty that sets penalty_until now (the latest-ending one in effect and not lifted) and
 * its appeal, if any: one appeal per penalty (000 §4).
 */
export async function currentPenalty(db: Db | Tx, teacherId: string, now: Date) {
  const [row] = await db
    .select({ penalty: teacherPenalties, appealStatus: penaltyAppeals.status, appealId: penaltyAppeals.id })
    .from(teacherPenalties)
    .leftJoin(penaltyAppeals, eq(penaltyAppeals.penaltyId, teacherPenalties.id))
    .where(and(eq(teacherPenalties.teacherId, teacherId), isNull(teacherPenalties.liftedAt), gt(teacherPenalties.untilAt, now)))
    .orderBy(desc(teacherPenalties.untilAt), desc(teacherPenalties.createdAt))
    .limit(1);
  return row ?? null;
}
