import { desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { studentNotifications } from '../../db/schema/index.ts';

export type NotificationType = 'class_booked' | 'class_cancelled_by_student' | 'class_cancelled_by_school';

export interface NotificationInput {
  userId: string;
  type: NotificationType;
  /** i18n keys the web renders in order, e.g. ['notifications.classBooked']. */
  contentKeys: string[];
  /** Values for the keys' placeholders (ISO dates stay UTC; the web formats them in the viewer's zone). */
  contentValues: Record<string, unknown>;
  now: Date;
}

/**
 * Other services call this inside their own transaction, so a notification exists exactly
 * when the event it reports was committed.
 */
export async function notifyStudent(tx: Db | Tx, input: NotificationInput): Promise<void> {
  await tx.insert(studentNotifications).values({
    userId: input.userId,
    type: input.type,
    contentKeys: input.contentKeys,
    contentValues: input.contentValues,
    createdAt: input.now,
  });
}

export async function notificationsOf(db: Db, userId: string, limit: number) {
  return db
    .select()
    .from(studentNotifications)
    .where(eq(studentNotifications.userId, userId))
    .orderBy(desc(studentNotifications.createdAt), desc(studentNotifications.id))
    .limit(Math.min(Math.max(limit, 1), 100));
}
