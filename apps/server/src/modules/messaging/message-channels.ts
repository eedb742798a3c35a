import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { phoneChannels, users } from '../../db/schema/index.ts';
import { type MessageChannel, MessageRefused, type Messaging, maskPhoneNumber } from '../../lib/messages/index.ts';
import type { OutboundChannel, OutboundMessage } from '../notifications/outbound-channels.ts';

/** Two SMS segments at most (GSM-7: 160 characters each): longer texts cost more and arrive split. */
export const MAX_TEXT_LENGTH = 320;

/** Title, body and the link, cut so the link always survives whole. */
export function messageText(message: OutboundMessage): string {
  const room = MAX_TEXT_LENGTH - message.url.length - 1;
  let words = `${message.title}\n${message.body}`.trim();
  if (words.length > room) words = `${words.slice(0, Math.max(0, room - 1)).trimEnd()}…`;
  return `${words}\n${message.url}`;
}

const SWITCH = { sms: phoneChannels.smsReminders, whatsapp: phoneChannels.whatsappReminders } as const;
const REFUSED = { sms: phoneChannels.smsRefusedAt, whatsapp: phoneChannels.whatsappRefusedAt } as const;

/**
 * The `sms` / `whatsapp` channel (decision 109): delivers only to the user's current number, verified,
 * with this channel's reminder switch on and not refused before. A refusal marks the number for this
 * channel (settings show it) and answers 0; other provider errors throw so the reminder job retries.
 */
export function phoneChannel(app: FastifyInstance, messaging: Messaging, channel: MessageChannel): OutboundChannel {
  return {
    name: channel,
    async send(db: Db, userId: string, message: OutboundMessage): Promise<number> {
      const [target] = await db
        .select({ number: phoneChannels.number })
        .from(phoneChannels)
        .innerJoin(users, and(eq(users.id, phoneChannels.userId), eq(users.phoneNumber, phoneChannels.number)))
        .where(
          and(
            eq(phoneChannels.userId, userId),
            isNotNull(phoneChannels.verifiedAt),
            eq(SWITCH[channel], true),
            isNull(REFUSED[channel]),
            isNull(users.closedAt),
          ),
        )
        .limit(1);
      if (!target) return 0;
      try {
        await messaging.provider.send({ channel, to: target.number, text: messageText(message) });
        return 1;
      } catch (error) {
        if (!(error instanceof MessageRefused)) throw error;
        await db
          .update(phoneChannels)
          .set(channel === 'sms' ? { smsRefusedAt: app.clock.now() } : { whatsappRefusedAt: app.clock.now() })
          .where(and(eq(phoneChannels.userId, userId), eq(phoneChannels.number, target.number)));
        app.log.warn({ channel, phone: maskPhoneNumber(target.number), providerCode: error.providerCode }, 'the provider refused a number');
        return 0;
      }
    },
  };
}

/** At start-up: the channels this server's provider carries join the registry reminders send through. */
export function registerMessageChannels(app: FastifyInstance): void {
  const messaging = app.messaging;
  if (!messaging) return;
  for (const channel of messaging.channels) app.outboundChannels.register(phoneChannel(app, messaging, channel));
}
