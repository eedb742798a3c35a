import { type ReminderKind, REMINDER_KINDS } from '@parla/contracts';
import { MINUTE_MS, isReminderDue } from '@parla/domain';
import type { FastifyInstance } from 'fastify';
import type { JobHandler } from '../../lib/jobs.ts';
import type { OutboundChannelName } from '../notifications/outbound-channels.ts';
import { reminderCandidates } from './reminder-candidates.ts';
import { resolveReminder } from './reminder-content.ts';
import { deliverReminder, RELEASE_HELD_JOB, releaseHeld } from './reminder-delivery.ts';

export const SCAN_REMINDERS_JOB = 'reminders.scan';
export const SEND_REMINDER_JOB = 'reminders.send';
/** The scan plans the reminders of the next 5 minutes; each is sent by its own job at its minute. */
export const REMINDER_SCAN_EVERY_MS = 5 * MINUTE_MS;

const bucketStart = (at: Date) => new Date(Math.floor(at.getTime() / REMINDER_SCAN_EVERY_MS) * REMINDER_SCAN_EVERY_MS);

async function scheduleScan(app: FastifyInstance, runAt: Date): Promise<void> {
  await app.jobs.schedule(SCAN_REMINDERS_JOB, {}, { runAt, uniqueKey: `${SCAN_REMINDERS_JOB}@${runAt.toISOString()}`, maxAttempts: 3 });
}

/** Starts the scan chain at the current bucket (at boot; tests that set the clock back call it again). */
export function startReminderScans(app: FastifyInstance): Promise<void> {
  return scheduleScan(app, bucketStart(app.clock.now()));
}

/**
 * Plans every reminder due before the next scan: one send job each, at its own time, keyed by
 * kind, subject, recipient and time (a second scan or node plans nothing new). Answers how many
 * were found (planned now or before).
 */
export async function planReminders(app: FastifyInstance, now: Date): Promise<number> {
  const horizon = new Date(bucketStart(now).getTime() + REMINDER_SCAN_EVERY_MS);
  const candidates = await reminderCandidates(app.db, now, horizon, app.outboundChannels.names().length > 0);
  for (const c of candidates) {
    const runAt = c.fireAt > now ? c.fireAt : now;
    await app.jobs.schedule(
      SEND_REMINDER_JOB,
      { kind: c.kind, subject: c.subject, recipientId: c.recipientId },
      { runAt, uniqueKey: `${SEND_REMINDER_JOB}:${c.kind}:${c.subject}:${c.recipientId}@${c.fireAt.toISOString()}` },
    );
  }
  return candidates.length;
}

function reminderPayload(payload: Record<string, unknown>): { kind: ReminderKind; subject: string; recipientId: string } | null {
  const { kind, subject, recipientId } = payload;
  if (typeof kind !== 'string' || !(REMINDER_KINDS as readonly string[]).includes(kind)) return null;
  if (typeof subject !== 'string' || typeof recipientId !== 'string') return null;
  return { kind: kind as ReminderKind, subject, recipientId };
}

/** Sends one planned reminder if it still applies at `now` (the class was not cancelled or moved, the seat kept, ...). */
export async function sendReminder(
  app: FastifyInstance,
  planned: { kind: ReminderKind; subject: string; recipientId: string },
  now: Date,
): Promise<boolean> {
  const reminder = await resolveReminder(app, planned.kind, planned.subject, planned.recipientId);
  if (!reminder || !isReminderDue(reminder.window, now)) return false;
  await deliverReminder(app, reminder, now);
  return true;
}

/** The three job handlers, by job name (a second JobRunner in a test registers the same ones). */
export function reminderJobHandlers(app: FastifyInstance): Record<string, JobHandler> {
  return {
    [SCAN_REMINDERS_JOB]: async (_payload, { now }) => {
      await scheduleScan(app, new Date(bucketStart(now).getTime() + REMINDER_SCAN_EVERY_MS));
      await planReminders(app, now);
    },
    [SEND_REMINDER_JOB]: async (payload, { now }) => {
      const planned = reminderPayload(payload);
      if (planned) await sendReminder(app, planned, now);
    },
    [RELEASE_HELD_JOB]: async (payload, { now }) => {
      const planned = reminderPayload(payload);
      const channel = payload.channel as OutboundChannelName;
      if (!planned || !app.outboundChannels.names().includes(channel)) return;
      const reminder = await resolveReminder(app, planned.kind, planned.subject, planned.recipientId);
      await releaseHeld(app, reminder, { ...planned, channel }, now);
    },
  };
}

/**
 * Reminders (issue 20, docs/decisions/107): a scan every 5 minutes (one job per bucket, single
 * across nodes by its unique key) plans the reminders of the coming minutes; a send job per
 * reminder checks it again at its time and delivers it at most once per channel
 * (reminder_deliveries); a held phone message is released at 08:00 by its own job.
 */
export function registerReminderJobs(app: FastifyInstance): void {
  for (const [name, handler] of Object.entries(reminderJobHandlers(app))) app.jobs.register(name, handler);
  app.jobs.chain(() => startReminderScans(app));
}
