import { shortName } from '@parla/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { appointmentLogs, appointments, classFeedbackDeliveries, classReviews, classes, lessons, users } from '../../db/schema/index.ts';
import { classFeedbackReadyEmail } from '../../emails/emails.ts';
import { classDetailsLink, recipients, sendQuietly } from './class-mail.ts';
import { classNotificationParams, notifyStudent } from '../notifications/notifications.service.ts';

/** A class whose feedback just became readable for a student: the e-mail goes out after the commit. */
export interface FeedbackDelivery {
  classId: string;
  studentId: string;
}

/**
 * The teacher's feedback becomes readable when it is written AND the student rated the class,
 * in either order (001 §4). Both writers call this in their transaction, after their own write:
 * it locks the student's appointment row first (the rating locks it too and the log writes it),
 * so the two transactions run one after the other and the second sees the first's write. The
 * delivery row's primary key makes the in-app notification once-only per class and student.
 */
export async function deliverFeedbackIfReadable(tx: Tx, classId: string, studentId: string, now: Date): Promise<FeedbackDelivery | null> {
  await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.classId, classId), eq(appointments.studentId, studentId)))
    .for('update');
  const [[log], [review]] = await Promise.all([
    tx
      .select({ feedback: appointmentLogs.feedback })
      .from(appointmentLogs)
      .where(and(eq(appointmentLogs.classId, classId), eq(appointmentLogs.studentId, studentId))),
    tx
      .select({ id: classReviews.id })
      .from(classReviews)
      .where(and(eq(classReviews.classId, classId), eq(classReviews.studentId, studentId)))
      .limit(1),
  ]);
  if (!log || log.feedback.trim() === '' || !review) return null;
  const [delivered] = await tx
    .insert(classFeedbackDeliveries)
    .values({ classId, studentId, deliveredAt: now })
    .onConflictDoNothing()
    .returning({ classId: classFeedbackDeliveries.classId });
  if (!delivered) return null;
  const [klass] = await tx
    .select({ uid: classes.uid, lessonId: classes.lessonId, startAt: classes.startAt })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  await notifyStudent(tx, { userId: studentId, key: 'classFeedbackReady', params: await classNotificationParams(tx, klass), now });
  return { classId, studentId };
}

/** After the commit: the e-mail (the gate drops it when the student's "teacher feedback" switch is off). */
export async function mailFeedbackDeliveries(app: FastifyInstance, deliveries: FeedbackDelivery[]): Promise<void> {
  for (const delivery of deliveries) {
    try {
      const to = (await recipients(app.db, [delivery.studentId])).get(delivery.studentId);
      const [row] = await app.db
        .select({
          uid: classes.uid,
          startAt: classes.startAt,
          title: lessons.title,
          teacherFirst: users.firstName,
          teacherLast: users.lastName,
        })
        .from(classes)
        .innerJoin(lessons, eq(lessons.id, classes.lessonId))
        .innerJoin(users, eq(users.id, classes.teacherId))
        .where(eq(classes.id, delivery.classId))
        .limit(1);
      if (!to || !row) continue;
      const email = classFeedbackReadyEmail(to, {
        lessonTitle: row.title,
        startAt: row.startAt,
        teacherName: shortName(row.teacherFirst, row.teacherLast),
        link: classDetailsLink(app, to.locale, row.uid),
      });
      await sendQuietly(app, email, { classUid: row.uid, studentId: delivery.studentId });
    } catch (error) {
      app.log.error({ err: error, ...delivery }, 'feedback e-mail not sent');
    }
  }
}
