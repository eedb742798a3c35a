import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { FlagRule } from '@parla/domain';

/** A flag's rule as stored for the running environment. */
export interface StoredFlag extends FlagRule {
  key: string;
}
export type FlagTable = ReadonlyMap<string, StoredFlag>;

/** How a change of any flag reaches every node's cache (the session cache's pattern, decision 053). */
export interface FlagChangeChannel {
  readonly kind: 'memory' | 'redis';
  /** True while the node is sure to hear every change; the cache is bypassed otherwise. */
  listening(): boolean;
  publish(): Promise<void>;
  close(): Promise<void>;
}

/** With a channel: a safety bound only (a change is heard at once). */
export const FLAG_CACHE_MAX_AGE_MS = 60_000;
/** PostgreSQL without Redis: no channel reaches the other nodes, so a change shows there within this bound. */
export const FLAG_CACHE_UNHEARD_MAX_AGE_MS = 5_000;

/**
 * Per-node cache of the running environment's flag table (decision 096): the table is small and
 * read on every decision, so a node holds all of it and reloads after a change. Changes evict on
 * every node through a channel: in-process for nodes on one PGlite database, Redis pub/sub when
 * REDIS_URL is set. PostgreSQL without Redis has no channel: the table is kept at most
 * FLAG_CACHE_UNHEARD_MAX_AGE_MS, so another node sees a change within 5 s (this node at once).
 *
 * A load that was in flight while a change arrived is not kept (the generation moved), so rows
 * read just before the changing commit cannot outlive the change.
 */
export class FlagCache {
  private table: { rows: FlagTable; at: number } | null = null;
  private loading: { generation: number; promise: Promise<FlagTable> } | null = null;
  private generationCounter = 0;
  private channel: FlagChangeChannel | null = null;

  constructor(private readonly now: () => number = () => performance.now()) {}

  get kind(): 'memory' | 'redis' | 'bounded' {
    return this.channel?.kind ?? 'bounded';
  }

  attach(channel: FlagChangeChannel): void {
    this.channel = channel;
  }

  private maxAgeMs(): number {
    return this.channel ? FLAG_CACHE_MAX_AGE_MS : FLAG_CACHE_UNHEARD_MAX_AGE_MS;
  }

  /** The flag table: cached when fresh, loaded (once for concurrent callers) otherwise. */
  async rows(load: () => Promise<FlagTable>): Promise<FlagTable> {
    // A Redis channel that lapsed may have missed changes: read the database every time until it is back.
    if (this.channel && !this.channel.listening()) return load();
    if (this.table && this.now() - this.table.at <= this.maxAgeMs()) return this.table.rows;
    const generation = this.generationCounter;
    if (this.loading?.generation === generation) return this.loading.promise;
    const promise = load();
    this.loading = { generation, promise };
    try {
      const rows = await promise;
      if (generation === this.generationCounter) this.table = { rows, at: this.now() };
      return rows;
    } finally {
      if (this.loading?.promise === promise) this.loading = null;
    }
  }

  /** A change heard from any node (this one included): forget the table. */
  invalidate(): void {
    this.generationCounter++;
    this.table = null;
    this.loading = null;
  }

  /** This node at once, then every other one. */
  async publish(): Promise<void> {
    this.invalidate();
    await this.channel?.publish();
  }

  async close(): Promise<void> {
    const channel = this.channel;
    this.channel = null;
    this.invalidate();
    await channel?.close();
  }
}

const localCaches = new WeakMap<object, Set<FlagCache>>();

/** Nodes in one process on one database (PGlite; tests start several apps on one handle). */
export function memoryFlagChannel(database: object, cache: FlagCache): FlagChangeChannel {
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
    publish: async () => {
      for (const peer of peers) peer.invalidate();
    },
    close: async () => {
      peers.delete(cache);
    },
  };
}

export const FLAG_CHANNEL = 'parla:flags:changed';

/**
 * Several nodes: Redis pub/sub on one channel. While the subscriber is not subscribed the cache is
 * bypassed, and it is emptied when the subscription (re)starts, since changes may have been missed.
 */
export async function redisFlagChannel(url: string, cache: FlagCache, log: FastifyBaseLogger): Promise<FlagChangeChannel> {
  const options = { maxRetriesPerRequest: 3, lazyConnect: false };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  let subscribed = false;
  for (const client of [pub, sub]) client.on('error', (err) => log.warn({ err }, 'feature flag redis error'));
  const lapse = () => {
    subscribed = false;
    cache.invalidate();
  };
  sub.on('close', lapse);
  sub.on('end', lapse);
  sub.on('message', (channel: string) => {
    if (channel === FLAG_CHANNEL) cache.invalidate();
  });
  const subscribe = async () => {
    await sub.subscribe(FLAG_CHANNEL);
    cache.invalidate();
    subscribed = true;
  };
  sub.on('ready', () => {
    if (!subscribed) subscribe().catch((err) => log.warn({ err }, 'feature flag subscribe failed'));
  });
  try {
    await subscribe();
  } catch (err) {
    log.warn({ err }, 'feature flag channel not listening yet; flags are read from the database every time');
  }
  return {
    kind: 'redis',
    listening: () => subscribed && sub.status === 'ready',
    publish: async () => {
      await pub.publish(FLAG_CHANNEL, '1');
    },
    close: async () => {
      sub.off('close', lapse);
      sub.off('end', lapse);
      subscribed = false;
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
