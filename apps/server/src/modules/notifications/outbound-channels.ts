import type { Db } from '../../db/client.ts';

/**
 * Ways to reach a person outside the app besides e-mail (issue 20): web push on their devices,
 * SMS and WhatsApp on their verified phone. Reminders (modules/reminders) decide *whether* and
 * *when* to send (preferences, quiet hours, at most once); a channel only delivers.
 *
 * Each channel module registers itself at start-up (`app.outboundChannels.register(...)`), so the
 * reminder jobs never import push or SMS code and a channel that is not configured is simply absent.
 */
export type OutboundChannelName = 'push' | 'sms' | 'whatsapp';

export interface OutboundMessage {
  /** The in-app notification this message repeats; opening the message marks it read. */
  notificationId: string | null;
  /** Already in the recipient's language. */
  title: string;
  body: string;
  /** Where opening the message leads: an absolute URL of the recipient's area. */
  url: string;
  /** Collapses repeats on one device (the reminder's key, e.g. `class_24h:<classId>`). */
  tag: string;
}

export interface OutboundChannel {
  readonly name: OutboundChannelName;
  /**
   * Delivers to every destination the user has for this channel and has opted into (each push
   * subscription; the verified phone). Answers how many destinations took it: 0 when the user has
   * none or opted out. A dead destination (push 404/410, a number the provider refuses) is removed
   * or marked, never thrown about; a transient failure throws, so the calling job retries.
   */
  send(db: Db, userId: string, message: OutboundMessage): Promise<number>;
}

export class OutboundChannels {
  private readonly channels = new Map<OutboundChannelName, OutboundChannel>();

  register(channel: OutboundChannel): void {
    this.channels.set(channel.name, channel);
  }

  get(name: OutboundChannelName): OutboundChannel | undefined {
    return this.channels.get(name);
  }

  names(): OutboundChannelName[] {
    return [...this.channels.keys()];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    outboundChannels: OutboundChannels;
  }
}
