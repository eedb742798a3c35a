import { toDisplayLocale } from '@parla/contracts';
import { DomainError, notFound } from '@parla/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appointments, classes } from '../../db/schema/index.ts';
import { classChangedForTeacherEmail, classCancelledBySchoolEmail } from '../../emails/emails.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { noteForAudit } from '../audit/audit-context.ts';
import { mailFacts } from '../classes/booking.service.ts';
import { bookingLink, recipients, sendQuietly } from '../classes/class-mail.ts';
import type { ClassRow } from '../classes/klass-views.ts';
import { refundCredit } from '../commerce/credits/credits.service.ts';
import { classNotificationParams, notifyStudent } from '../notifications/notifications.service.ts';

type TeacherChange = 'invalidated' | 'released' | 'moved' | 'movedKept';

/** Locks the class by its public id (the order every booking and cancellation uses: class, then appointments). */
export async function lockClass(tx: Parameters<Parameters<typeof inTransaction>[1]>[0], uid: string): Promise<ClassRow> {
  const [klass] = await tx.select().from(classes).where(eq(classes.uid, uid)).for('update');
  if (!klass) throw notFound();
  return klass;
}

export const snapshot = (k: ClassRow) => ({
  status: k.status,
  startAt: k.startAt.toISOString(),
  lessonId: k.lessonId,
  teacherId: k.teacherId,
  seatsTaken: k.seatsTaken,
});

/**
 * The back office cancels a class (001 §1 "invalidates"): every booked student gets the credit
 * back (a ledger row each), a notification and an e-mail; the teacher is told. The class row is
 * locked first, so a booking racing it either committed before (and is refunded here) or waits
 * and then finds the class cancelled (the seat UPDATE requires status 'active': class_not_available).
 */
export async function invalidateClass(app: FastifyInstance, uid: string): Promise<{ uid: string; refunded: number }> {
  const now = app.clock.now();
  const done = await inTransaction(app.db, async (tx) => {
    const klass = await lockClass(tx, uid);
    if (klass.status !== 'active' || klass.startAt <= now) throw new DomainError('class_not_available');
    noteForAudit({ before: snapshot(klass) });
    const booked = await tx
      .select({ id: appointments.id, studentId: appointments.studentId })
      .from(appointments)
      .where(and(eq(appointments.classId, klass.id), eq(appointments.status, 'booked')))
      .orderBy(asc(appointments.id))
      .for('update');
    await tx.update(classes).set({ status: 'cancelled', cancelledAt: now, seatsTaken: 0 }).where(eq(classes.id, klass.id));
    const params = await classNotificationParams(tx, klass);
    for (const appointment of booked) {
      await tx
        .update(appointments)
        .set({ status: 'class_cancelled', cancelledAt: now, refunded: true })
        .where(eq(appointments.id, appointment.id));
      await refundCredit(tx, { appointmentId: appointment.id, reason: 'class_cancelled_refund', now });
      await notifyStudent(tx, { userId: appointment.studentId, key: 'classInvalidated', params: { ...params, refunded: true }, now });
    }
    return { klass, studentIds: booked.map((a) => a.studentId) };
  });
  await mailCancelled(app, done.klass, done.studentIds);
  await tellTeacher(app, done.klass, done.klass.teacherId, 'invalidated');
  return { uid, refunded: done.studentIds.length };
}

/**
 * The back office takes the class from its teacher (001 §1 "releases"): the teacher is unset and
 * the class is back on the teacher booking list (it lists active classes without a teacher). The
 * students keep their seats; the unconfirmed-class cut-off applies again as to any unstaffed class.
 */
export async function releaseClass(app: FastifyInstance, uid: string): Promise<{ uid: string }> {
  const now = app.clock.now();
  const klass = await inTransaction(app.db, async (tx) => {
    const row = await lockClass(tx, uid);
    if (row.status !== 'active' || row.startAt <= now) throw new DomainError('class_not_available');
    if (!row.teacherId) throw new DomainError('class_has_no_teacher');
    noteForAudit({ before: snapshot(row) });
    await tx.update(classes).set({ teacherId: null, confirmedAt: null }).where(eq(classes.id, row.id));
    return row;
  });
  await tellTeacher(app, klass, klass.teacherId, 'released');
  return { uid };
}

async function mailCancelled(app: FastifyInstance, klass: ClassRow, studentIds: string[]): Promise<void> {
  if (studentIds.length === 0) return;
  try {
    const [people, facts] = await Promise.all([recipients(app.db, studentIds), mailFacts(app, klass)]);
    for (const to of people.values()) {
      const link = bookingLink(app, to.locale);
      await sendQuietly(app, classCancelledBySchoolEmail(to, { ...facts, link, bookingLink: link, cause: 'school' }), {
        classUid: klass.uid,
      });
    }
  } catch (error) {
    app.log.error({ err: error, classUid: klass.uid }, 'class invalidation e-mails not sent');
  }
}

export async function tellTeacher(app: FastifyInstance, klass: ClassRow, teacherId: string | null, change: TeacherChange): Promise<void> {
  if (!teacherId) return;
  try {
    const to = (await recipients(app.db, [teacherId])).get(teacherId);
    if (!to) return;
    const facts = await mailFacts(app, klass);
    const link = `${app.config.areas.teacher}/${toDisplayLocale(to.locale)}/my-schedule`;
    await sendQuietly(app, classChangedForTeacherEmail(to, { change, lessonTitle: facts.lessonTitle, startAt: klass.startAt, link }), {
      classUid: klass.uid,
      to: 'teacher',
    });
  } catch (error) {
    app.log.error({ err: error, classUid: klass.uid }, 'teacher e-mail about a class change not sent');
  }
}
