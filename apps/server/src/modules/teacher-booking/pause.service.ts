import { DomainError, type TeachingPauseChange, changeTeachingPause } from '@parla/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { classes, teacherProfiles } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { commitmentsBetween, teacherProfile } from './teacher-facts.ts';
import { type TeachingPauseView, pauseView } from './teacher-status.service.ts';

/**
 * Set, edit, end or remove the teaching pause (000 §4) under the teacher's profile lock, so a
 * commitment made at the same moment either lands before (and then refuses the pause) or
 * after (and is refused by it). A pause may not cover classes the teacher still teaches: the
 * teacher cancels those first (pause_overlaps_commitments names them).
 */
export async function changePause(app: FastifyInstance, teacherId: string, change: TeachingPauseChange): Promise<TeachingPauseView> {
  const now = app.clock.now();
  return inTransaction(app.db, async (tx) => {
    const profile = await teacherProfile(tx, teacherId, true);
    const next = changeTeachingPause(profile, change, now, profile.timezone);
    if (next.pausedFrom && next.pausedUntil) {
      const from = next.pausedFrom.getTime() > now.getTime() ? next.pausedFrom : now;
      const clashes = await commitmentsBetween(tx, teacherId, from, next.pausedUntil);
      if (clashes.length > 0) {
        const uids = await tx.select({ uid: classes.uid, startAt: classes.startAt }).from(classes).where(eq(classes.id, clashes[0].id));
        throw new DomainError('pause_overlaps_commitments', undefined, { classes: clashes.length, firstClassUid: uids[0]?.uid });
      }
    }
    const [row] = await tx
      .update(teacherProfiles)
      .set({ pausedFrom: next.pausedFrom, pausedUntil: next.pausedUntil, updatedAt: now })
      .where(eq(teacherProfiles.userId, teacherId))
      .returning();
    return pauseView(row, now);
  });
}
