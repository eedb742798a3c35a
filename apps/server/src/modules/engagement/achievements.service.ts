import { ATTENDANCE_MILESTONES, DomainError, attendanceAchievementSlug, milestoneOfSlug, nextMilestone, notFound } from '@parla/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { appointments, studentAchievements } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { notifyStudent } from '../notifications/notifications.service.ts';

/** One milestone as the achievements page and Today show it (decision 086). */
export interface AttendanceAchievementView {
  slug: string;
  milestone: number;
  earned: boolean;
  /** When the class log reached it; null for one earned before achievements were stored (derived from the count). */
  earnedAt: Date | null;
  claimedAt: Date | null;
  /** Classes still to attend; 0 once earned. */
  classesLeft: number;
}

export interface AttendanceAchievementsView {
  attendedClasses: number;
  achievements: AttendanceAchievementView[];
  /** The next milestone to reach; null after the last one. */
  next: AttendanceAchievementView | null;
  /** The highest milestone earned; null before the first class. */
  latest: AttendanceAchievementView | null;
}

/** Classes the teacher's log marked the student as attended (appointments.attendance, decision 014). */
export async function attendedClassCount(db: Db | Tx, studentId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.studentId, studentId), eq(appointments.attendance, 'attended')));
  return row?.n ?? 0;
}

/**
 * Called inside the class-log transaction for every student the log marks attended. A per-student
 * advisory lock serialises two logs of the same student, so the count read after it is exact
 * (READ COMMITTED: the other log's class is counted once it commits), and the count passes every
 * milestone one class at a time. The row and its notification are written only when the insert
 * wins the (student, slug) unique index: a re-submitted log or a racing one notifies nobody twice.
 */
export async function recordAttendanceAchievements(tx: Tx, studentIds: string[], now: Date): Promise<void> {
  for (const studentId of [...new Set(studentIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`achievements:${studentId}`}, 0))`);
    const attended = await attendedClassCount(tx, studentId);
    if (!(ATTENDANCE_MILESTONES as readonly number[]).includes(attended)) continue;
    const inserted = await tx
      .insert(studentAchievements)
      .values({ studentId, slug: attendanceAchievementSlug(attended), earnedAt: now })
      .onConflictDoNothing()
      .returning({ id: studentAchievements.id });
    if (inserted.length > 0) await notifyStudent(tx, { userId: studentId, key: 'achievementEarned', params: { classes: attended }, now });
  }
}

/** Every milestone with its state: stored rows first, the attended count for milestones reached before rows existed. */
export async function attendanceAchievements(db: Db, studentId: string): Promise<AttendanceAchievementsView> {
  const [attended, rows] = await Promise.all([
    attendedClassCount(db, studentId),
    db.select().from(studentAchievements).where(eq(studentAchievements.studentId, studentId)),
  ]);
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const achievements = ATTENDANCE_MILESTONES.map((milestone): AttendanceAchievementView => {
    const slug = attendanceAchievementSlug(milestone);
    const row = bySlug.get(slug);
    const earned = row !== undefined || attended >= milestone;
    return {
      slug,
      milestone,
      earned,
      earnedAt: row?.earnedAt ?? null,
      claimedAt: row?.claimedAt ?? null,
      classesLeft: earned ? 0 : milestone - attended,
    };
  });
  const next = nextMilestone(attended);
  const earned = achievements.filter((a) => a.earned);
  return {
    attendedClasses: attended,
    achievements,
    next: next ? (achievements.find((a) => a.milestone === next.milestone) ?? null) : null,
    latest: earned.at(-1) ?? null,
  };
}

/**
 * The student claims an earned achievement: claimedAt is set once. The conditional update (or,
 * for one earned before rows existed, the insert) is atomic, so of racing claims exactly one wins
 * and the rest answer achievement_already_claimed.
 */
export async function claimAttendanceAchievement(db: Db, studentId: string, slug: string, now: Date): Promise<AttendanceAchievementView> {
  const milestone = milestoneOfSlug(slug);
  if (milestone === null) throw notFound();
  await inTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ id: studentAchievements.id })
      .from(studentAchievements)
      .where(and(eq(studentAchievements.studentId, studentId), eq(studentAchievements.slug, slug)));
    if (!row) {
      if ((await attendedClassCount(tx, studentId)) < milestone) throw new DomainError('achievement_not_earned');
      const inserted = await tx
        .insert(studentAchievements)
        .values({ studentId, slug, earnedAt: now, claimedAt: now })
        .onConflictDoNothing()
        .returning({ id: studentAchievements.id });
      if (inserted.length > 0) return;
    }
    const claimed = await tx
      .update(studentAchievements)
      .set({ claimedAt: now })
      .where(and(eq(studentAchievements.studentId, studentId), eq(studentAchievements.slug, slug), isNull(studentAchievements.claimedAt)))
      .returning({ id: studentAchievements.id });
    if (claimed.length === 0) throw new DomainError('achievement_already_claimed');
  });
  const view = await attendanceAchievements(db, studentId);
  return view.achievements.find((a) => a.slug === slug)!;
}
