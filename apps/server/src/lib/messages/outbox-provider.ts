import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import type { MessageProvider } from './message-provider.ts';

/** Without a provider, messages land in the database and show on the dev outbox page (/dev/messages). */
export function outboxMessageProvider(getDb: () => Db): MessageProvider {
  return {
    async send(message) {
      const [row] = await getDb()
        .insert(outboxMessages)
        .values({ channel: message.channel, to: message.to, text: message.text })
        .returning({ id: outboxMessages.id });
      return { providerMessageId: `outbox-${row.id}` };
    },
  };
}
