import {
  type AnyNotificationKey,
  missingNotificationParams,
  type NotificationKey,
  type NotificationParams,
  notificationType,
} from '@parla/contracts';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notFound } from '@parla/domain';
import type { Db, Tx } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { lessons, studentNotifications } from '../../db/schema/index.ts';

export interface NotificationInput<Key extends AnyNotificationKey> {
  userId: string;
  /** The message (NOTIFICATION_CATALOGUE in @parla/contracts): decides the stored type, the text and the link. */
  key: Key;
  /** What the text and the link need (ISO instants stay UTC; the web formats them in the viewer's zone). */
  params: NotificationParams<Key> & Record<string, unknown>;
  now: Date;
}

// Written inside bookings, cancellations and most other events (decision 082's prepared statements).
const insertNotification = (tx: Db | Tx) =>
  prepared(tx, 'parla_insert_notification', (tx) =>
    tx
      .insert(studentNotifications)
      .values({
        userId: sql.placeholder('userId'),
        type: sql.placeholder('type'),
        contentKeys: sql.placeholder('contentKeys'),
        contentValues: sql.placeholder('contentValues'),
        createdAt: sql.placeholder('createdAt'),
      })
      .returning({ id: studentNotifications.id }),
  );

/**
 * Other services call this inside their own transaction, so a notification exists exactly
 * when the event it reports was committed. A message without the values its sentence needs is
 * a programming error: it throws (and rolls the event back) rather than show "{{lesson}}".
 */
export async function notifyStudent<Key extends NotificationKey>(tx: Db | Tx, input: NotificationInput<Key>): Promise<void> {
  await notifyUser(tx, input);
}

/**
 * The feed is one per user (issue 20): a teacher's messages (TEACHER_NOTIFICATION_CATALOGUE) live
 * in the same table and are read and marked read through the same operations. Answers the new
 * notification's id (the reminders pass it to push, so opening the push marks it read).
 */
export async function notifyUser<Key extends AnyNotificationKey>(tx: Db | Tx, input: NotificationInput<Key>): Promise<string> {
  const missing = missingNotificationParams(input.key, input.params);
  if (missing.length > 0) throw new Error(`notification ${input.key} lacks ${missing.join(', ')}`);
  const [row] = await insertNotification(tx).execute({
    userId: input.userId,
    type: notificationType(input.key),
    contentKeys: [input.key],
    contentValues: input.params,
    createdAt: input.now,
  });
  return row.id;
}

export async function notificationsOf(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(studentNotifications)
    .where(eq(studentNotifications.userId, userId))
    .orderBy(desc(studentNotifications.createdAt), desc(studentNotifications.id))
    .limit(Math.min(Math.max(limit, 1), 100));
}

export async function unreadNotificationCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(studentNotifications)
    .where(and(eq(studentNotifications.userId, userId), isNull(studentNotifications.readAt)));
  return row?.n ?? 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Marks the recipient's own notifications read (seen in the list). Already read ones keep their
 * first readAt. An id that is not one of the viewer's notifications answers not_found, so nobody
 * learns whether someone else's exists.
 */
export async function markNotificationsRead(db: Db, userId: string, ids: string[], now: Date) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  if (unique.length > 100 || !unique.every((id) => UUID.test(id))) throw notFound();
  return inTransaction(db, async (tx) => {
    const own = await tx
      .select({ id: studentNotifications.id })
      .from(studentNotifications)
      .where(and(eq(studentNotifications.userId, userId), inArray(studentNotifications.id, unique)));
    if (own.length !== unique.length) throw notFound();
    await tx
      .update(studentNotifications)
      .set({ readAt: now })
      .where(and(eq(studentNotifications.userId, userId), inArray(studentNotifications.id, unique), isNull(studentNotifications.readAt)));
    return tx
      .select()
      .from(studentNotifications)
      .where(and(eq(studentNotifications.userId, userId), inArray(studentNotifications.id, unique)))
      .orderBy(desc(studentNotifications.createdAt), desc(studentNotifications.id));
  });
}

/** "Mark all read": every unread notification of the viewer; answers how many changed. */
export async function markAllNotificationsRead(db: Db, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(studentNotifications)
    .set({ readAt: now })
    .where(and(eq(studentNotifications.userId, userId), isNull(studentNotifications.readAt)))
    .returning({ id: studentNotifications.id });
  return rows.length;
}

/** What every class message needs (NOTIFICATION_CATALOGUE's class params), read in the caller's transaction. */
export async function classNotificationParams(
  tx: Db | Tx,
  klass: { uid: string; lessonId: string; startAt: Date },
  /** The lesson's title when the caller already read it (booking): no second read. */
  lessonTitle?: string,
): Promise<NotificationParams<'classBooked'> & { lessonId: string }> {
  const title =
    lessonTitle ?? (await tx.select({ title: lessons.title }).from(lessons).where(eq(lessons.id, klass.lessonId)).limit(1))[0]?.title;
  return { lesson: title ?? '', startDate: klass.startAt.toISOString(), classUid: klass.uid, lessonId: klass.lessonId };
}
