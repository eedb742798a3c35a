import { DEFAULT_CLASS_CONFIG, HOUR_MS, MINUTE_MS, unconfirmedClassCutoff } from '@parla/domain';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, classes } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { refundCredit } from '../commerce/credits/credits.service.ts';
import { classNotificationParams, notifyStudent } from '../notifications/notifications.service.ts';
import { mailFacts } from './booking.service.ts';
import { classCancelledBySchoolEmail } from '../../emails/emails.ts';
import { bookingLink, recipients, sendQuietly } from './class-mail.ts';
import type { ClassRow } from './klass-views.ts';

export const CANCEL_UNCONFIRMED_JOB = 'classes.cancel-unconfirmed';
/** How often the scan runs; a class is cancelled at most this long after its cut-off. */
const SCAN_EVERY_MS = 10 * MINUTE_MS;
/** Classes handled per pass; the next pass picks up the rest. */
const BATCH = 200;

const bucketStart = (at: Date) => new Date(Math.floor(at.getTime() / SCAN_EVERY_MS) * SCAN_EVERY_MS);

/** One job per 10-minute bucket: the unique key makes scheduling idempotent across nodes and restarts. */
async function scheduleScan(app: FastifyInstance, runAt: Date): Promise<void> {
  await app.jobs.schedule(
    CANCEL_UNCONFIRMED_JOB,
    {},
    { runAt, uniqueKey: `${CANCEL_UNCONFIRMED_JOB}@${runAt.toISOString()}`, maxAttempts: 3 },
  );
}

/**
 * Starts the scan chain at the current bucket; runs at every boot (a chain broken by a job
 * that gave up restarts here). Tests that set the clock back call it again.
 */
export function startCutoffScans(app: FastifyInstance): Promise<void> {
  return scheduleScan(app, bucketStart(app.clock.now()));
}

/**
 * The unconfirmed-class cut-off as a durable recurring scan (docs/decisions/008): every pass
 * first schedules the next bucket, then cancels every active class still without a teacher
 * whose cut-off (24 h before start) has passed. Each class is its own transaction and is
 * re-checked under its row lock, so a teacher committing at the last moment wins and a pass
 * that runs twice changes nothing.
 */
export function registerClassJobs(app: FastifyInstance): void {
  app.jobs.register(CANCEL_UNCONFIRMED_JOB, async (_payload, { now }) => {
    await scheduleScan(app, new Date(bucketStart(now).getTime() + SCAN_EVERY_MS));
    await cancelUnconfirmedClasses(app, now);
  });
  app.jobs.chain(() => startCutoffScans(app));
}

export async function cancelUnconfirmedClasses(app: FastifyInstance, now: Date): Promise<number> {
  const cutoffHorizon = new Date(now.getTime() + DEFAULT_CLASS_CONFIG.unconfirmedClassCutoffHours * HOUR_MS);
  // Includes classes whose start already passed (a node was down): their students still get the credit back.
  const due = await app.db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.status, 'active'), isNull(classes.teacherId), lte(classes.startAt, cutoffHorizon)))
    .orderBy(asc(classes.startAt))
    .limit(BATCH);
  let cancelled = 0;
  for (const { id } of due) {
    if (await cancelOne(app, id, now)) cancelled += 1;
  }
  return cancelled;
}

async function cancelOne(app: FastifyInstance, classId: string, now: Date): Promise<boolean> {
  const result = await inTransaction(app.db, async (tx) => {
    const [klass] = await tx.select().from(classes).where(eq(classes.id, classId)).for('update');
    if (
      !klass ||
      !unconfirmedClassCutoff({ ...klass, status: klass.status as 'active', hasTeacher: klass.teacherId !== null }, now).mustCancel
    ) {
      return null;
    }
    const booked = await tx
      .select({ id: appointments.id, studentId: appointments.studentId })
      .from(appointments)
      .where(and(eq(appointments.classId, classId), eq(appointments.status, 'booked')))
      .orderBy(asc(appointments.id))
      .for('update');
    await tx.update(classes).set({ status: 'cancelled', cancelledAt: now, seatsTaken: 0 }).where(eq(classes.id, classId));
    for (const appointment of booked) {
      await tx
        .update(appointments)
        .set({ status: 'class_cancelled', cancelledAt: now, refunded: true })
        .where(eq(appointments.id, appointment.id));
      await refundCredit(tx, { appointmentId: appointment.id, reason: 'class_cancelled_refund', now });
      await notifyStudent(tx, {
        userId: appointment.studentId,
        key: 'classCancelledNoTeacher',
        params: { ...(await classNotificationParams(tx, klass)), refunded: true },
        now,
      });
    }
    return { klass, studentIds: booked.map((a) => a.studentId) };
  });
  if (!result) return false;
  await mailStudents(app, result.klass, result.studentIds);
  return true;
}

async function mailStudents(app: FastifyInstance, klass: ClassRow, studentIds: string[]): Promise<void> {
  if (studentIds.length === 0) return;
  try {
    const [people, facts] = await Promise.all([recipients(app.db, studentIds), mailFacts(app, klass)]);
    for (const to of people.values()) {
      const link = bookingLink(app, to.locale);
      await sendQuietly(app, classCancelledBySchoolEmail(to, { ...facts, link, bookingLink: link }), { classUid: klass.uid });
    }
  } catch (error) {
    app.log.error({ err: error, classUid: klass.uid }, 'class cancellation e-mails not sent');
  }
}
