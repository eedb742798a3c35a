import type { Role } from '@parla/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';

/** What a live session grants: the facts the session lookup proved (decision 053). */
export interface SessionFacts {
  userId: string;
  impersonatorId: string | null;
  roles: Role[];
}

/** Sessions that ended: by id (logout, reuse detection) or every session of a user (password change, reset). */
export interface SessionRevocation {
  sessionIds?: string[];
  userIds?: string[];
}

/** How revocations reach every node's cache. */
interface RevocationChannel {
  readonly kind: 'memory' | 'redis';
  /** True while the node is sure to hear every revocation; the cache answers nothing otherwise. */
  listening(): boolean;
  publish(revocation: SessionRevocation): Promise<void>;
  close(): Promise<void>;
}

/** How long a cached session is believed without hearing of it (a bound, not the revocation path). */
export const SESSION_CACHE_MAX_AGE_MS = 30_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/**
 * Per-node cache of live sessions (decision 053): session id -> the facts its lookup proved, so a
 * signed-in request needs no database round trip for its session check. Only sessions are cached,
 * never user rows. Revocations evict on every node through a channel: in-process for nodes on one
 * PGlite database (one process), Redis pub/sub when REDIS_URL is set. PostgreSQL without Redis has
 * no channel that is instant on every node, so there is no cache (`disabled`): every request runs
 * the one prepared lookup.
 *
 * A lookup that was in flight while a revocation arrived is not cached (the generation moved), so
 * a row read just before the revoking commit cannot outlive the revocation.
 */
export class SessionCache {
  private readonly entries = new Map<string, { facts: SessionFacts; at: number }>();
  private generationCounter = 0;
  private channel: RevocationChannel | null = null;

  constructor(
    private readonly maxAgeMs = SESSION_CACHE_MAX_AGE_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {}

  get kind(): 'memory' | 'redis' | 'disabled' {
    return this.channel?.kind ?? 'disabled';
  }

  /** Bumped by every revocation heard and every lapse of the channel. */
  get generation(): number {
    return this.generationCounter;
  }

  attach(channel: RevocationChannel): void {
    this.channel = channel;
  }

  get(sessionId: string): SessionFacts | undefined {
    if (!this.channel?.listening()) return undefined;
    const entry = this.entries.get(sessionId);
    if (!entry) return undefined;
    if (performance.now() - entry.at > this.maxAgeMs) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return entry.facts;
  }

  /** Keeps what a lookup started at `generation` found, unless a revocation came in meanwhile. */
  set(sessionId: string, facts: SessionFacts, generation: number): void {
    if (generation !== this.generationCounter || !this.channel?.listening()) return;
    if (this.entries.size >= this.maxEntries) {
      // Oldest first (a Map keeps insertion order).
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(sessionId, { facts, at: performance.now() });
  }

  /** A revocation heard from any node (this one included). */
  apply(revocation: SessionRevocation): void {
    this.generationCounter++;
    for (const id of revocation.sessionIds ?? []) this.entries.delete(id);
    const users = new Set(revocation.userIds ?? []);
    if (users.size > 0) for (const [id, entry] of this.entries) if (users.has(entry.facts.userId)) this.entries.delete(id);
  }

  /** Forgets everything (the channel lapsed: revocations may have been missed). */
  clear(): void {
    this.generationCounter++;
    this.entries.clear();
  }

  /** Tells every node; resolves once the channel has taken the message (Redis: published). */
  async publish(revocation: SessionRevocation): Promise<void> {
    // This node at once (its own next request must not wait for the echo), then every other.
    this.apply(revocation);
    if (!this.channel) return;
    await this.channel.publish(revocation);
  }

  async close(): Promise<void> {
    const channel = this.channel;
    this.channel = null;
    this.clear();
    await channel?.close();
  }
}

/**
 * Nodes in one process on one database (PGlite is one process; tests start several apps on one
 * handle): a revocation reaches each of their caches synchronously, before `publish` resolves.
 */
const localCaches = new WeakMap<object, Set<SessionCache>>();

export function memoryChannel(database: object, cache: SessionCache): RevocationChannel {
  let caches = localCaches.get(database);
  if (!caches) {
    caches = new Set();
    localCaches.set(database, caches);
  }
  caches.add(cache);
  const peers = caches;
  return {
    kind: 'memory',
    listening: () => true,
    publish: async (revocation) => {
      for (const peer of peers) peer.apply(revocation);
    },
    close: async () => {
      peers.delete(cache);
    },
  };
}

const CHANNEL = 'parla:sessions:revoked';
/** Each node answers a revocation here once its cache has applied it. */
const ACK_CHANNEL = 'parla:sessions:revoked:ack';
/** How long the revoking node waits for every node's answer before it answers its own request. */
export const REVOCATION_ACK_TIMEOUT_MS = 2_000;

/** A revocation on the wire: its id lets the revoking node count the answers. */
interface RevocationMessage extends SessionRevocation {
  id: string;
}

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
  // Revocations this node published, waiting for every subscribed node (itself included) to answer.
  const pending = new Map<string, { answers: number; expected?: number; done: () => void }>();
  sub.on('message', (channel: string, message: string) => {
    if (channel === ACK_CHANNEL) {
      const waiting = pending.get(message);
      if (!waiting) return;
      waiting.answers++;
      if (waiting.expected !== undefined && waiting.answers >= waiting.expected) waiting.done();
      return;
    }
    if (channel !== CHANNEL) return;
    let id: string | undefined;
    try {
      const revocation = JSON.parse(message) as RevocationMessage;
      id = revocation.id;
      cache.apply(revocation);
    } catch (err) {
      // Unreadable: forget everything rather than miss a revocation.
      cache.clear();
      log.error({ err }, 'session revocation unreadable; session cache cleared');
    }
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
    // Resolves once every node that received the revocation has applied it (decision 053): the
    // revoking request answers only then, so no node can serve the ended session afterwards, however
    // Redis and the nodes are scheduled. A node that does not answer in time is logged.
    publish: async (revocation) => {
      const id = randomUUID();
      let done = () => {};
      const answered = new Promise<void>((resolve) => {
        done = resolve;
      });
      const waiting: { answers: number; expected?: number; done: () => void } = { answers: 0, done };
      pending.set(id, waiting);
      try {
        const receivers = await pub.publish(CHANNEL, JSON.stringify({ ...revocation, id } satisfies RevocationMessage));
        // Answers may come in before the count does: compare once both are known.
        waiting.expected = receivers;
        if (waiting.answers >= receivers) done();
        let timer: NodeJS.Timeout | undefined;
        const timedOut = await Promise.race([
          answered.then(() => false),
          new Promise<boolean>((resolve) => {
            timer = setTimeout(() => resolve(true), REVOCATION_ACK_TIMEOUT_MS);
          }),
        ]);
        clearTimeout(timer);
        if (timedOut) log.warn({ receivers, answers: waiting.answers }, 'session revocation: not every node answered in time');
      } finally {
        pending.delete(id);
      }
    },
    close: async () => {
      sub.off('close', lapse);
      sub.off('end', lapse);
      subscribed = false;
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
