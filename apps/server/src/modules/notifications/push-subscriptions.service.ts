import { MAX_PUSH_DEVICES, type PushSubscriptionInput, INPUT_MESSAGES } from '@parla/contracts';
import { DomainError, notFound, ValidationError } from '@parla/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { deviceLabel } from './device-label.ts';

export type PushDeviceRow = typeof pushSubscriptions.$inferSelect;

/** The viewer's subscribed browsers, newest first. */
export async function pushDevicesOf(db: Db, userId: string): Promise<PushDeviceRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id));
}

/**
 * This browser now receives the viewer's pushes. The endpoint is the browser's identity: subscribing
 * it again refreshes its keys, and a browser someone else signed in on before moves to the viewer
 * (the previous person signed out there, and must not be notified on a device that is not theirs).
 * Never while impersonating: the student's reminders would go to the admin's browser. Past
 * MAX_PUSH_DEVICES the least recently used device makes room.
 */
export async function subscribePush(
  db: Db,
  viewer: { userId: string; impersonatorId?: string | null },
  input: PushSubscriptionInput,
  context: { userAgent: string | undefined; now: Date; allowPlainHttp: boolean },
): Promise<PushDeviceRow> {
  if (viewer.impersonatorId) throw new DomainError('impersonation_forbidden');
  if (!context.allowPlainHttp && new URL(input.endpoint).protocol !== 'https:') {
    throw new ValidationError([{ field: 'endpoint', message: INPUT_MESSAGES.pushEndpointHttps }]);
  }
  return inTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({
        userId: viewer.userId,
        endpoint: input.endpoint,
        p256dh: input.p256dh,
        auth: input.auth,
        deviceLabel: deviceLabel(context.userAgent),
        createdAt: context.now,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId: viewer.userId,
          p256dh: input.p256dh,
          auth: input.auth,
          deviceLabel: deviceLabel(context.userAgent),
          // A browser moving to another person is a new device for them.
          createdAt: sql`CASE WHEN ${pushSubscriptions.userId} = ${viewer.userId} THEN ${pushSubscriptions.createdAt} ELSE ${context.now} END`,
        },
      })
      .returning();
    const devices = await tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, viewer.userId))
      .orderBy(
        desc(sql`coalesce(${pushSubscriptions.lastUsedAt}, ${pushSubscriptions.createdAt})`),
        desc(pushSubscriptions.createdAt),
        asc(pushSubscriptions.id),
      );
    const surplus = devices.filter((device) => device.id !== row.id).slice(MAX_PUSH_DEVICES - 1);
    for (const device of surplus) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    return row;
  });
}

/** The viewer removes one of their devices; any other id answers not_found (never says whose it is). */
export async function removePushDevice(db: Db, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound();
  return true;
}

/** The browser signing out forgets its subscription (the next person on it must not get these pushes). */
export async function forgetPushEndpoint(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}
