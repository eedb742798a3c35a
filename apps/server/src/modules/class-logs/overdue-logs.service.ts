import { toDisplayLocale } from '@parla/contracts';
import { DEFAULT_TEACHING_CONFIG, HOUR_MS, classLogWindow } from '@parla/domain';
import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { classLogs, classes, lessons, teacherProfiles } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { recipients, sendQuietly } from '../classes/class-mail.ts';
import { recordClassEarning } from '../teacher-pay/earnings.service.ts';
import { logOverdueEmail } from '../../emails/emails.ts';
import { penaliseMissedClass } from './class-log.service.ts';

/** Classes handled per pass; the next pass picks up the rest. */
const BATCH = 200;

/**
 * Open logs are due 24 hours after the class ends (000 §5): a class still without a log then
 * counts as missed and its teacher gets the 2-week penalty (000 §9). Each class is its own
 * transaction and is re-checked under its row lock, so a log submitted at the last moment
 * wins and a pass that runs twice (or on two nodes) changes nothing the second time.
 */
export async function closeOverdueLogs(app: FastifyInstance, now: Date, only?: { teacherId: string }): Promise<number> {
  const endedBefore = new Date(now.getTime() - DEFAULT_TEACHING_CONFIG.classLogDueHours * HOUR_MS);
  const due = await app.db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.status, 'active'),
        isNotNull(classes.teacherId),
        // start_at first: the classes_start_idx index narrows it, end_at decides.
        lte(classes.startAt, endedBefore),
        lte(classes.endAt, endedBefore),
        only ? eq(classes.teacherId, only.teacherId) : undefined,
      ),
    )
    .orderBy(asc(classes.startAt))
    .limit(BATCH);
  let closed = 0;
  for (const { id } of due) {
    if (await closeOne(app, id, now)) closed += 1;
  }
  return closed;
}

async function closeOne(app: FastifyInstance, classId: string, now: Date): Promise<boolean> {
  const closed = await inTransaction(app.db, async (tx) => {
    const [klass] = await tx.select().from(classes).where(eq(classes.id, classId)).for('update');
    if (klass?.status !== 'active' || !klass.teacherId || classLogWindow(klass, now).state !== 'overdue') return null;
    await tx
      .insert(classLogs)
      .values({ classId, teacherId: klass.teacherId, outcome: 'missed', missedReason: 'log_overdue', submittedAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: classLogs.classId,
        set: { teacherId: klass.teacherId, outcome: 'missed', missedReason: 'log_overdue', missedExplanation: null, updatedAt: now },
      });
    const [missed] = await tx.update(classes).set({ status: 'missed' }).where(eq(classes.id, classId)).returning();
    await recordClassEarning(tx, missed, 'missed', now, app.jobs);
    await penaliseMissedClass(tx, missed, 'The class log was not submitted within 24 hours of the class.', now);
    const [profile] = await tx
      .select({ penaltyUntil: teacherProfiles.penaltyUntil })
      .from(teacherProfiles)
      .where(eq(teacherProfiles.userId, klass.teacherId));
    return { klass: missed, penaltyUntil: profile?.penaltyUntil ?? null };
  });
  if (!closed) return false;
  await mailTeacher(app, closed.klass, closed.penaltyUntil);
  return true;
}

async function mailTeacher(app: FastifyInstance, klass: typeof classes.$inferSelect, penaltyUntil: Date | null): Promise<void> {
  try {
    const to = (await recipients(app.db, [klass.teacherId!])).get(klass.teacherId!);
    if (!to) return;
    const [lesson] = await app.db.select({ title: lessons.title }).from(lessons).where(eq(lessons.id, klass.lessonId)).limit(1);
    const link = `${app.config.areas.teacher}/${toDisplayLocale(to.locale)}/payments`;
    await sendQuietly(app, logOverdueEmail(to, { lessonTitle: lesson?.title ?? '', startAt: klass.startAt, penaltyUntil, link }), {
      classUid: klass.uid,
    });
  } catch (error) {
    app.log.error({ err: error, classUid: klass.uid }, 'missed-class e-mail not sent');
  }
}

/** Screenshots uploaded for a report that never came, after a day: nobody can reach them. */
export async function deleteOrphanScreenshots(app: FastifyInstance, now: Date): Promise<number> {
  const before = new Date(now.getTime() - 24 * HOUR_MS);
  const result = (await app.db.execute(sql`
    delete from class_log_screenshots s
    where s.created_at < ${before.toISOString()}::timestamptz
      and not exists (select 1 from class_logs l where l.screenshot_id = s.id)`)) as unknown as {
    rowCount?: number;
    affectedRows?: number;
  };
  return result.rowCount ?? result.affectedRows ?? 0;
}
