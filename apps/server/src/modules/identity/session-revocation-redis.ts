import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { RevocationChannel, SessionCache } from './session-cache.ts';
import { type RevocationMessage, RevocationAnswers, applyRevocationMessage } from './session-revocation-wire.ts';

const CHANNEL = 'parla:sessions:revoked';
/** Each node answers a revocation here once its cache has applied it. */
const ACK_CHANNEL = 'parla:sessions:revoked:ack';

/**
 * Several nodes: Redis pub/sub on one channel (like the classroom's bus, docs/decisions/016).
 * The cache is used only while the subscriber is connected and subscribed; when the connection
 * drops, the cache is emptied and bypassed until it is back (revocations may have been missed).
 */
export async function redisChannel(url: string, cache: SessionCache, log: FastifyBaseLogger): Promise<RevocationChannel> {
  const options = { maxRetriesPerRequest: 3, enableAutoPipelining: true, lazyConnect: false };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  let subscribed = false;
  for (const client of [pub, sub]) client.on('error', (err) => log.warn({ err }, 'session revocation redis error'));
  const lapse = () => {
    subscribed = false;
    cache.clear();
  };
  sub.on('close', lapse);
  sub.on('end', lapse);
  const answers = new RevocationAnswers(log);
  sub.on('message', (channel: string, message: string) => {
    if (channel === ACK_CHANNEL) return answers.answered(message);
    if (channel !== CHANNEL) return;
    const id = applyRevocationMessage(cache, message, log);
    if (id) pub.publish(ACK_CHANNEL, id).catch((err) => log.warn({ err }, 'session revocation answer failed'));
  });
  const subscribe = async () => {
    await sub.subscribe(CHANNEL, ACK_CHANNEL);
    cache.clear();
    subscribed = true;
  };
  // After a reconnect ioredis subscribes again by itself; `ready` fires once it has.
  sub.on('ready', () => {
    if (!subscribed) subscribe().catch((err) => log.warn({ err }, 'session revocation subscribe failed'));
  });
  try {
    await subscribe();
  } catch (err) {
    log.warn({ err }, 'session revocation channel not listening yet; sessions are looked up every time');
  }
  return {
    kind: 'redis',
    listening: () => subscribed && sub.status === 'ready',
    publish: (revocation) =>
      answers.publish((id) => pub.publish(CHANNEL, JSON.stringify({ ...revocation, id } satisfies RevocationMessage))),
    close: async () => {
      sub.off('close', lapse);
      sub.off('end', lapse);
      subscribed = false;
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
