import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionCache } from '../src/modules/identity/session-cache.ts';
import { REVOCATION_LISTENER_NAME, postgresChannel, revocationPayload } from '../src/modules/identity/session-revocation-postgres.ts';
import { applyRevocationMessage } from '../src/modules/identity/session-revocation-wire.ts';
import { type CreatedDatabase, createDatabase } from './postgres-databases.ts';

/**
 * The LISTEN/NOTIFY revocation channel itself (decision 126): what the two-node tests in
 * identity-revocation-nodes.test.ts cannot provoke. A listener connection that dies empties and
 * bypasses the cache until it listens again; a revocation too long for one NOTIFY empties every
 * cache; the revoking node waits for every listening node's answer.
 */
// A disabled Fastify logger is a no-op FastifyBaseLogger.
const log = Fastify({ logger: false }).log;
const facts = { userId: 'u1', impersonatorId: null, roles: ['student' as const] };

describe('a revocation too long for one NOTIFY', () => {
  it('becomes "forget everything", which empties a cache', () => {
    const many = { sessionIds: Array.from({ length: 400 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`) };
    expect(JSON.parse(revocationPayload(many, 'r1'))).toEqual({ id: 'r1', all: true });
    expect(JSON.parse(revocationPayload({ sessionIds: ['s1'] }, 'r2'))).toEqual({ id: 'r2', sessionIds: ['s1'] });
    const cache = new SessionCache();
    cache.attach({ kind: 'postgres', listening: () => true, publish: async () => {}, close: async () => {} });
    cache.set('s9', facts, cache.generation);
    expect(applyRevocationMessage(cache, revocationPayload(many, 'r1'), log)).toBe('r1');
    expect(cache.get('s9')).toBeUndefined();
  });

  it('an unreadable message empties the cache and is not answered', () => {
    const cache = new SessionCache();
    cache.attach({ kind: 'postgres', listening: () => true, publish: async () => {}, close: async () => {} });
    cache.set('s9', facts, cache.generation);
    expect(applyRevocationMessage(cache, 'not json', log)).toBeUndefined();
    expect(cache.get('s9')).toBeUndefined();
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL revocation channel', () => {
  let database: CreatedDatabase;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await createDatabase(process.env.DATABASE_URL!, 'parla_revocations');
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.drop();
  });

  const listenerPids = async () =>
    (
      await pool.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and application_name = $1', [
        REVOCATION_LISTENER_NAME,
      ])
    ).rows.map((row) => row.pid);

  it('every node applies a revocation before the revoking node’s publish resolves', async () => {
    const caches = [new SessionCache(), new SessionCache(), new SessionCache()];
    for (const cache of caches) cache.attach(await postgresChannel(pool, cache, log));
    try {
      expect(await listenerPids()).toHaveLength(3);
      for (const cache of caches) cache.set('s1', facts, cache.generation);
      // Node 0 revokes: it evicts at once, and the others before its publish resolves.
      await caches[0].publish({ sessionIds: ['s1'] });
      for (const cache of caches) expect(cache.get('s1')).toBeUndefined();
      for (const cache of caches) cache.set('s2', facts, cache.generation);
      await caches[2].publish({ userIds: ['u1'] });
      for (const cache of caches) expect(cache.get('s2')).toBeUndefined();
    } finally {
      for (const cache of caches) await cache.close();
    }
    await vi.waitFor(async () => expect(await listenerPids()).toHaveLength(0));
  });

  it('a node whose listener dies forgets its sessions and answers none from the cache until it listens again', async () => {
    const cache = new SessionCache();
    cache.attach(await postgresChannel(pool, cache, log));
    try {
      expect(cache.kind).toBe('postgres');
      cache.set('s1', facts, cache.generation);
      expect(cache.get('s1')).toEqual(facts);
      const [pid] = await listenerPids();
      await pool.query('select pg_terminate_backend($1)', [pid]);
      await vi.waitFor(() => expect(cache.get('s1')).toBeUndefined());
      // Not listening: nothing is remembered.
      cache.set('s1', facts, cache.generation);
      expect(cache.get('s1')).toBeUndefined();
      // It reconnects by itself, starting empty.
      await vi.waitFor(async () => expect(await listenerPids()).toHaveLength(1), { timeout: 5_000, interval: 50 });
      await vi.waitFor(() => {
        cache.set('s1', facts, cache.generation);
        expect(cache.get('s1')).toEqual(facts);
      });
    } finally {
      await cache.close();
    }
  });
});
