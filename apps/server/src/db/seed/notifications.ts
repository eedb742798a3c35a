import { NOTIFICATION_CATALOGUE, type NotificationKey } from '@parla/contracts';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { appointments, classes, lessons, studentNotifications } from '../schema/index.ts';
import { DAY, HOUR } from './class-plan.ts';
import type { People } from './people.ts';

/**
 * The demo student's notification feed (issue 18): what their history would have told them, so the
 * bell and Today show real messages. Written once: a feed that already has rows is left alone (the
 * student may have read or received others since).
 */
export async function seedDemoNotifications(tx: Tx, people: People, now: Date): Promise<void> {
  const userId = people.demoStudentId;
  const [existing] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(studentNotifications)
    .where(eq(studentNotifications.userId, userId));
  if ((existing?.n ?? 0) > 0) return;
  const classOf = (direction: 'next' | 'last') =>
    tx
      .select({ uid: classes.uid, startAt: classes.startAt, title: lessons.title })
      .from(appointments)
      .innerJoin(classes, eq(classes.id, appointments.classId))
      .innerJoin(lessons, eq(lessons.id, classes.lessonId))
      .where(
        and(
          eq(appointments.studentId, userId),
          eq(appointments.status, 'booked'),
          direction === 'next' ? gt(classes.startAt, now) : lt(classes.startAt, now),
        ),
      )
      .orderBy(direction === 'next' ? asc(classes.startAt) : desc(classes.startAt))
      .limit(1);
  const [next] = await classOf('next');
  const [last] = await classOf('last');
  const rows: { key: NotificationKey; values: Record<string, unknown>; at: Date; read: boolean }[] = [
    { key: 'purchaseSucceeded', values: { name: 'Flex 8' }, at: new Date(now.getTime() - 20 * DAY), read: true },
    { key: 'achievementEarned', values: { classes: 5 }, at: new Date(now.getTime() - 2 * DAY), read: false },
    { key: 'weeklyGoalMet', values: { classes: 2, streak: 1 }, at: new Date(now.getTime() - 20 * HOUR), read: false },
  ];
  if (last) {
    const values = { lesson: last.title, startDate: last.startAt.toISOString(), classUid: last.uid };
    rows.push({ key: 'classFeedbackReady', values, at: new Date(now.getTime() - 3 * HOUR), read: false });
  }
  if (next) {
    const values = { lesson: next.title, startDate: next.startAt.toISOString(), classUid: next.uid };
    rows.push({ key: 'classBooked', values, at: new Date(now.getTime() - 3 * DAY), read: true });
  }
  await tx.insert(studentNotifications).values(
    rows.map((row) => ({
      userId,
      type: NOTIFICATION_CATALOGUE[row.key].type,
      contentKeys: [row.key],
      contentValues: row.values,
      createdAt: row.at,
      readAt: row.read ? row.at : null,
    })),
  );
}
