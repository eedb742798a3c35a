import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { MessageChannel, MessageProvider } from './message-provider.ts';
import { outboxMessageProvider } from './outbox-provider.ts';
import { twilioMessageProvider } from './twilio-provider.ts';

export * from './message-provider.ts';

/** The configured provider and which channels it carries. */
export interface Messaging {
  provider: MessageProvider;
  channels: ReadonlySet<MessageChannel>;
}

/**
 * Twilio when configured (TWILIO_*); else the dev outbox, outside production only: a production
 * server without a provider offers no SMS or WhatsApp (null) rather than codes nobody receives.
 */
export function messagingFor(config: Config, getDb: () => Db): Messaging | null {
  if (config.twilio) {
    return {
      provider: twilioMessageProvider(config.twilio),
      channels: new Set<MessageChannel>(config.twilio.whatsappFrom ? ['sms', 'whatsapp'] : ['sms']),
    };
  }
  if (config.isProduction) return null;
  return { provider: outboxMessageProvider(getDb), channels: new Set<MessageChannel>(['sms', 'whatsapp']) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** SMS and WhatsApp (decision 109); null when this server sends none. */
    messaging: Messaging | null;
  }
}
