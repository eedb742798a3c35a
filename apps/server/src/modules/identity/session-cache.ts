import type { Role } from '@parla/contracts';

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
export interface RevocationChannel {
  readonly kind: 'memory' | 'redis' | 'postgres';
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
 * PGlite database (one process), Redis pub/sub when REDIS_URL is set, PostgreSQL LISTEN/NOTIFY
 * otherwise (session-revocation-postgres.ts). Either network channel has every listening node
 * answer, and the revoking request waits for the answers (RevocationAnswers).
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

  get kind(): RevocationChannel['kind'] | 'disabled' {
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
