import { toDisplayLocale } from '@parla/contracts';
import { DomainError, assertCancellable, notFound } from '@parla/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, classes } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { refundCredit } from '../commerce/credits/credits.service.ts';
import { classNotificationParams, notifyStudent } from '../notifications/notifications.service.ts';
import { mailFacts } from './booking.service.ts';
import { cancellationEmail, studentCancelledForTeacherEmail } from '../../emails/emails.ts';
import { classDetailsLink, recipients, sendQuietly } from './class-mail.ts';
import { isUuid } from './class-queries.ts';

/**
 * A student cancels their booking (001 §9). Locks the class, then the appointment (the same
 * order as booking, so the two never deadlock); cancellationOutcome decides the refund.
 * `immediate` is the undo right after booking: only inside the 30-minute grace period.
 */
export async function cancelClass(
  app: FastifyInstance,
  studentId: string,
  appointmentId: string,
  immediate: boolean,
  /** The back office cancels for the student (decision 098): before the start, with the refund the admin chose. */
  byAdmin?: { refund: boolean },
): Promise<{ appointmentId: string; classUid: string; refunded: boolean }> {
  if (!isUuid(appointmentId)) throw notFound();
  const now = app.clock.now();
  const done = await inTransaction(app.db, async (tx) => {
    const [ref] = await tx
      .select({ classId: appointments.classId, studentId: appointments.studentId })
      .from(appointments)
      .where(eq(appointments.id, appointmentId))
      .limit(1);
    if (!ref || ref.studentId !== studentId) throw notFound();
    const [klass] = await tx.select().from(classes).where(eq(classes.id, ref.classId)).for('update');
    const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');

    const outcome = byAdmin ? adminCancellation(appointment, klass, now, byAdmin.refund) : assertCancellable(appointment, klass, now);
    if (immediate && outcome.reason !== 'within_grace_period') {
      throw new DomainError('class_cannot_be_cancelled', undefined, { reason: 'grace_period_over' });
    }
    await tx
      .update(appointments)
      .set({ status: 'cancelled_by_student', cancelledAt: now, refunded: outcome.refund })
      .where(eq(appointments.id, appointmentId));
    await tx
      .update(classes)
      .set({ seatsTaken: sql`${classes.seatsTaken} - 1` })
      .where(eq(classes.id, klass.id));
    if (outcome.refund) await refundCredit(tx, { appointmentId, reason: 'cancellation_refund', now });
    await notifyStudent(tx, {
      userId: studentId,
      key: outcome.refund ? 'classCancelledRefunded' : 'classCancelledCreditLost',
      params: { ...(await classNotificationParams(tx, klass)), refunded: outcome.refund },
      now,
    });
    return { klass: { ...klass, seatsTaken: klass.seatsTaken - 1 }, refunded: outcome.refund };
  });

  try {
    const to = (await recipients(app.db, [studentId])).get(studentId);
    if (to) {
      const facts = await mailFacts(app, done.klass);
      const link = classDetailsLink(app, to.locale, done.klass.uid);
      await sendQuietly(app, cancellationEmail(to, { ...facts, link, refunded: done.refunded }), { appointmentId });
    }
  } catch (error) {
    app.log.error({ err: error, appointmentId }, 'cancellation e-mail not sent');
  }
  await tellTeacher(app, done.klass, now, appointmentId);
  return { appointmentId, classUid: done.klass.uid, refunded: done.refunded };
}

/** An admin may cancel any booked seat of a class that has not started; the refund is theirs to choose. */
function adminCancellation(appointment: { status: string }, klass: { startAt: Date }, now: Date, refund: boolean) {
  if (appointment.status !== 'booked') throw new DomainError('class_cannot_be_cancelled', undefined, { reason: 'not_booked' });
  if (klass.startAt.getTime() <= now.getTime()) throw new DomainError('class_cannot_be_cancelled', undefined, { reason: 'class_started' });
  return { refund, reason: 'admin' as const };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The class's teacher hears of it; their notification settings decide through the mailer's gate. */
async function tellTeacher(
  app: FastifyInstance,
  klass: { uid: string; teacherId: string | null; startAt: Date; seatsTaken: number } & Parameters<typeof mailFacts>[1],
  now: Date,
  appointmentId: string,
): Promise<void> {
  if (!klass.teacherId) return;
  try {
    const to = (await recipients(app.db, [klass.teacherId])).get(klass.teacherId);
    if (!to) return;
    const facts = await mailFacts(app, klass);
    const link = `${app.config.areas.teacher}/${toDisplayLocale(to.locale)}/classes/${klass.uid}`;
    const shortNotice = klass.startAt.getTime() - now.getTime() < DAY_MS;
    const email = studentCancelledForTeacherEmail(to, {
      lessonTitle: facts.lessonTitle,
      startAt: klass.startAt,
      link,
      shortNotice,
      stillBooked: Math.max(0, klass.seatsTaken),
    });
    await sendQuietly(app, email, { appointmentId, to: 'teacher' });
  } catch (error) {
    app.log.error({ err: error, appointmentId }, 'teacher cancellation e-mail not sent');
  }
}
