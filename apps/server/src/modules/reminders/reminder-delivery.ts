import { type QuietHoursDecision, quietHoursDecision } from '@parla/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { type ReminderChannel, reminderDeliveries } from '../../db/schema/index.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { notifyUser } from '../notifications/notifications.service.ts';
import type { OutboundChannelName, OutboundMessage } from '../notifications/outbound-channels.ts';
import type { ResolvedReminder } from './reminder-content.ts';

export const RELEASE_HELD_JOB = 'reminders.release-held';

type DeliveryState = 'sent' | 'held' | 'dropped';

interface Key {
  kind: string;
  subject: string;
  recipientId: string;
  channel: ReminderChannel;
}

const whereKey = (key: Key) =>
  and(
    eq(reminderDeliveries.kind, key.kind),
    eq(reminderDeliveries.subject, key.subject),
    eq(reminderDeliveries.recipientId, key.recipientId),
    eq(reminderDeliveries.channel, key.channel),
  );

/**
 * Claims one (kind, subject, recipient, channel): the unique index lets exactly one claim in,
 * whichever job, retry or node comes first; everyone else finds the row and sends nothing.
 */
async function claim(db: Db | Tx, key: Key, state: DeliveryState, now: Date, notificationId: string | null): Promise<string | null> {
  const [row] = await db
    .insert(reminderDeliveries)
    .values({ ...key, state, notificationId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: reminderDeliveries.id });
  return row?.id ?? null;
}

/** A send that failed for a passing reason gives its claim back, so the job's retry sends it. */
async function unclaim(db: Db, id: string): Promise<void> {
  await db.delete(reminderDeliveries).where(eq(reminderDeliveries.id, id));
}

const keyOf = (reminder: ResolvedReminder, channel: ReminderChannel): Key => ({
  kind: reminder.kind,
  subject: reminder.subject,
  recipientId: reminder.recipient.id,
  channel,
});

/** The feed message, written in one transaction with its delivery row; answers its id (the existing one on a repeat). */
async function deliverToFeed(app: FastifyInstance, reminder: ResolvedReminder, now: Date): Promise<string | null> {
  const { feed } = reminder;
  if ('existingId' in feed) return feed.existingId;
  const key = keyOf(reminder, 'feed');
  return inTransaction(app.db, async (tx) => {
    const claimed = await claim(tx, key, 'sent', now, null);
    if (!claimed) {
      const [existing] = await tx.select({ id: reminderDeliveries.notificationId }).from(reminderDeliveries).where(whereKey(key)).limit(1);
      return existing?.id ?? null;
    }
    const notificationId = await notifyUser(tx, { userId: reminder.recipient.id, key: feed.key, params: feed.params as never, now });
    await tx.update(reminderDeliveries).set({ notificationId }).where(eq(reminderDeliveries.id, claimed));
    return notificationId;
  });
}

/** The e-mail through the mailer's one gate (the recipient's switches decide there, decision 058). */
async function deliverByEmail(app: FastifyInstance, reminder: ResolvedReminder, now: Date, notificationId: string | null): Promise<void> {
  if (!reminder.email) return;
  const claimed = await claim(app.db, keyOf(reminder, 'email'), 'sent', now, notificationId);
  if (!claimed) return;
  try {
    await app.mailer.send(reminder.email);
  } catch (error) {
    await unclaim(app.db, claimed);
    throw error;
  }
}

const messageOf = (reminder: ResolvedReminder, notificationId: string | null): OutboundMessage => ({
  notificationId,
  title: reminder.phone.title,
  body: reminder.phone.body,
  url: reminder.phone.url,
  tag: `${reminder.kind}:${reminder.subject}`,
});

async function sendOutbound(app: FastifyInstance, name: OutboundChannelName, reminder: ResolvedReminder, notificationId: string | null) {
  const channel = app.outboundChannels.get(name);
  if (!channel) return;
  await channel.send(app.db, reminder.recipient.id, messageOf(reminder, notificationId));
}

/**
 * Push, SMS and WhatsApp: each registered channel, each deciding the user's opt-in itself. At
 * night in the recipient's zone (quiet hours) a message is held until 08:00 by a job, or dropped
 * when 08:00 would be too late; a class within the hour goes out at once.
 */
async function deliverOutbound(app: FastifyInstance, reminder: ResolvedReminder, now: Date, notificationId: string | null): Promise<void> {
  const decision: QuietHoursDecision = quietHoursDecision(now, reminder.recipient.timezone, {
    classStartAt: reminder.classStartAt,
    staleAt: reminder.window.staleAt,
  });
  for (const name of app.outboundChannels.names()) {
    const key = keyOf(reminder, name);
    if (decision.action === 'drop') {
      await claim(app.db, key, 'dropped', now, notificationId);
      continue;
    }
    if (decision.action === 'hold') {
      if (await claim(app.db, key, 'held', now, notificationId)) {
        await app.jobs.schedule(
          RELEASE_HELD_JOB,
          { kind: reminder.kind, subject: reminder.subject, recipientId: reminder.recipient.id, channel: name },
          { runAt: decision.until, uniqueKey: `${RELEASE_HELD_JOB}:${reminder.kind}:${reminder.subject}:${reminder.recipient.id}:${name}` },
        );
      }
      continue;
    }
    const claimed = await claim(app.db, key, 'sent', now, notificationId);
    if (!claimed) continue;
    try {
      await sendOutbound(app, name, reminder, notificationId);
    } catch (error) {
      await unclaim(app.db, claimed);
      throw error;
    }
  }
}

/**
 * Sends a resolved reminder on every channel at most once: the feed (always), e-mail (the
 * switches), then the phone channels (their opt-ins, quiet hours). Safe to call again: every
 * channel already claimed is skipped, so a retry only finishes what a failure left undone.
 */
export async function deliverReminder(app: FastifyInstance, reminder: ResolvedReminder, now: Date): Promise<void> {
  const notificationId = await deliverToFeed(app, reminder, now);
  await deliverByEmail(app, reminder, now, notificationId);
  await deliverOutbound(app, reminder, now, notificationId);
}

/**
 * 08:00 came for a held phone message: sent if the reminder still applies and is not stale, else
 * marked dropped. The held row turns to sent in one UPDATE, so two nodes cannot both send it.
 */
export async function releaseHeld(
  app: FastifyInstance,
  reminder: ResolvedReminder | null,
  key: Omit<Key, 'channel'> & { channel: OutboundChannelName },
  now: Date,
): Promise<void> {
  const where = and(whereKey(key), eq(reminderDeliveries.state, 'held'));
  if (!reminder || now >= reminder.window.staleAt) {
    await app.db.update(reminderDeliveries).set({ state: 'dropped', updatedAt: now }).where(where);
    return;
  }
  const [taken] = await app.db
    .update(reminderDeliveries)
    .set({ state: 'sent', updatedAt: now })
    .where(where)
    .returning({ id: reminderDeliveries.id, notificationId: reminderDeliveries.notificationId });
  if (!taken) return;
  try {
    await sendOutbound(app, key.channel, reminder, taken.notificationId);
  } catch (error) {
    await app.db.update(reminderDeliveries).set({ state: 'held', updatedAt: now }).where(eq(reminderDeliveries.id, taken.id));
    throw error;
  }
}
