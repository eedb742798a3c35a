import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import type { NOTIFICATION_CATALOGUE, NotificationKey, NotificationParams } from '@parla/contracts';
import { appointments, classes } from '../../../db/schema/index.ts';
import { classNotificationParams, notifyStudent } from '../../notifications/notifications.service.ts';
import { refundCredit } from './credits.service.ts';

export type CancelCause = 'pause' | 'subscription_end' | 'withdrawal' | 'account_closed';

/**
 * Cancels a student's booked classes that overlap [from, to) (to = null: everything after
 * `from`) because of their plan: a pause, the end of the subscription, a withdrawal (001 §4).
 * Locks each class, then its appointment, the order booking and cancelling use; frees the
 * seat; gives the credit back when `refund(classStart)` says so. Returns how many were cancelled.
 */
export async function cancelClassesForPlan(
  tx: Tx,
  input: {
    studentId: string;
    from: Date;
    to: Date | null;
    cause: CancelCause;
    /** Whether the credit comes back, from the class start and when it was booked (the grace period). */
    refund: (startAt: Date, bookedAt: Date) => boolean;
    now: Date;
  },
): Promise<number> {
  const { studentId, now } = input;
  const booked = await tx
    .select({ appointmentId: appointments.id, classId: classes.id })
    .from(appointments)
    .innerJoin(classes, eq(classes.id, appointments.classId))
    .where(
      and(
        eq(appointments.studentId, studentId),
        eq(appointments.status, 'booked'),
        // A pause takes every class overlapping it; an end takes the classes starting from it.
        // Never a class that already started.
        input.cause === 'pause' ? sql`${classes.endAt} > ${input.from.toISOString()}::timestamptz` : gte(classes.startAt, input.from),
        gte(classes.startAt, now),
        input.to ? lt(classes.startAt, input.to) : undefined,
      ),
    )
    .orderBy(asc(classes.id));
  let cancelled = 0;
  for (const { appointmentId, classId } of booked) {
    const [klass] = await tx.select().from(classes).where(eq(classes.id, classId)).for('update');
    const [appointment] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId)).for('update');
    if (!klass || appointment?.status !== 'booked') continue;
    const refunded = input.refund(klass.startAt, appointment.createdAt);
    await tx
      .update(appointments)
      .set({ status: 'cancelled_by_student', cancelledAt: now, refunded })
      .where(eq(appointments.id, appointmentId));
    await tx
      .update(classes)
      .set({ seatsTaken: sql`${classes.seatsTaken} - 1` })
      .where(eq(classes.id, classId));
    if (refunded) await refundCredit(tx, { appointmentId, reason: 'cancellation_refund', now });
    cancelled += 1;
    // A closed account reads no notifications: its closing e-mail lists what ended.
    if (input.cause === 'account_closed') continue;
    await notifyStudent(tx, {
      userId: studentId,
      key:
        input.cause === 'pause'
          ? 'classCancelledByPause'
          : input.cause === 'withdrawal'
            ? 'classCancelledByWithdrawal'
            : 'classCancelledBySubscriptionEnd',
      params: { ...(await classNotificationParams(tx, klass)), refunded },
      now,
    });
  }
  return cancelled;
}

/**
 * Notification of a commerce event (payment, renewal, trial): `key` is its entry in
 * NOTIFICATION_CATALOGUE (@parla/contracts), which also decides the stored type; `type` must match it.
 */
export async function notifyCommerce<Key extends NotificationKey>(
  tx: Tx,
  userId: string,
  type: (typeof NOTIFICATION_CATALOGUE)[Key]['type'],
  key: Key,
  values: NotificationParams<Key> & Record<string, unknown>,
  now: Date,
) {
  // `type` is checked against the catalogue at compile time; the stored type comes from the catalogue.
  void type;
  await notifyStudent(tx, { userId, key, params: values, now });
}
