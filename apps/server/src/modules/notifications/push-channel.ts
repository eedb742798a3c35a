import { createConnection } from 'node:net';
import { Agent as HttpsAgent } from 'node:https';
import type { PushPayload } from '@parla/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import webPush from 'web-push';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OutboundChannel, OutboundMessage } from './outbound-channels.ts';

/** How long a push service keeps a message for a device that is offline: a reminder is stale after a day. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that does not answer within this fails the send (the job retries). */
const PUSH_TIMEOUT_MS = 10_000;

/**
 * web-push speaks https only (it calls https.request). Outside production a subscription may name an
 * http endpoint (a push service stand-in on this machine, as the tests run one): this agent hands
 * web-push a plain TCP socket for those. Production refuses http endpoints when they are subscribed.
 */
class PlainHttpAgent extends HttpsAgent {
  override createConnection(options: { host?: string; port?: number }) {
    return createConnection({ host: options.host ?? 'localhost', port: options.port ?? 80 });
  }
}

export interface PushChannelOptions {
  vapid: { subject: string; publicKey: string; privateKey: string };
  clock: Clock;
  allowPlainHttp: boolean;
  log: Pick<FastifyInstance['log'], 'warn'>;
}

/**
 * The `push` outbound channel (issue 20, decision 108): one encrypted message (RFC 8291, aes128gcm,
 * VAPID-signed) to each browser the user subscribed. A 404 or 410 means the browser dropped the
 * subscription: the row goes. Any other failure throws, so the reminder job retries; a device that
 * took the message gets its last-used time.
 */
export function pushChannel(options: PushChannelOptions): OutboundChannel {
  const plainHttp = new PlainHttpAgent();
  return {
    name: 'push',
    async send(db: Db, userId: string, message: OutboundMessage): Promise<number> {
      const devices = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
      const payload: PushPayload = {
        title: message.title,
        body: message.body,
        url: message.url,
        tag: message.tag,
        notificationId: message.notificationId,
      };
      let delivered = 0;
      const failures: unknown[] = [];
      for (const device of devices) {
        const plain = new URL(device.endpoint).protocol === 'http:';
        if (plain && !options.allowPlainHttp) continue;
        try {
          await webPush.sendNotification(
            { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
            JSON.stringify(payload),
            {
              vapidDetails: options.vapid,
              TTL: PUSH_TTL_SECONDS,
              urgency: 'high',
              timeout: PUSH_TIMEOUT_MS,
              contentEncoding: 'aes128gcm',
              ...(plain ? { agent: plainHttp } : {}),
            },
          );
          delivered += 1;
          await db.update(pushSubscriptions).set({ lastUsedAt: options.clock.now() }).where(eq(pushSubscriptions.id, device.id));
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410) {
            await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
            continue;
          }
          // Never the endpoint (a capability URL) nor the keys: the device's id and the status only.
          options.log.warn({ deviceId: device.id, status: status ?? null }, 'push delivery failed');
          failures.push(error);
        }
      }
      if (failures.length > 0) {
        throw new Error(`push: ${failures.length} of ${devices.length} devices did not take the message`, { cause: failures[0] });
      }
      return delivered;
    },
  };
}

/** At start-up: the push channel joins the outbound channels the reminders send through. */
export function registerPushChannel(app: FastifyInstance): void {
  app.outboundChannels.register(
    pushChannel({ vapid: app.config.vapid, clock: app.clock, allowPlainHttp: !app.config.isProduction, log: app.log }),
  );
}
