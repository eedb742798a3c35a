import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { sessions } from '../src/db/schema/index.ts';
import { SessionCache } from '../src/modules/identity/session-cache.ts';
import { OTHER_STRONG_PASSWORD, buildUser } from './factories/index.ts';
import { loginCookies } from './graphql-requests.ts';
import { MemoryMailer, type TestApp, buildTestApp, clientHeaders } from './helper.ts';
import { cookieHeader, login, refresh } from './identity-requests.ts';
import { type TwoNodes, startTwoNodes } from './server-process.ts';

/**
 * Revocation stays instant with a per-node session cache (decision 053): two app nodes on one
 * database, each with its cache warmed by a signed-in request; a revocation on node A refuses the
 * very next request on node B. On PGlite (one process) the nodes share an in-process channel; with
 * REDIS_URL they hear each other over Redis pub/sub; on PostgreSQL without Redis, over LISTEN/NOTIFY
 * (decision 126).
 */
let t: TestApp;
let nodeB: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {});
  nodeB = await buildApp({ config: { ...t.config }, database: t.database, clock: t.clock, mailer: new MemoryMailer(), web: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await nodeB.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await nodeB?.close();
});

const ME = '{ me { id email } }';
/**
 * Requests go over real sockets, as in production: a node reads the revocation from its Redis
 * socket before a request that arrived after it. (`inject` skips the sockets, so a request could
 * run before the node's event loop read the message: a race the product does not have.)
 */
async function over(node: FastifyInstance, path: string, cookies: string, body?: unknown) {
  const res = await fetch(`${urlOf(node)}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { ...clientHeaders, cookie: cookies, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: the answers are checked field by field
  return { statusCode: res.status, json: (): any => JSON.parse(text) };
}
function urlOf(node: FastifyInstance): string {
  const address = node.server.address();
  if (!address || typeof address === 'string') throw new Error('the node is not listening');
  return `http://127.0.0.1:${address.port}`;
}
const graphqlOn = (node: FastifyInstance, cookies: string) => over(node, '/graphql', cookies, { query: ME });
const restMeOn = (node: FastifyInstance, cookies: string) => over(node, '/api/users/me', cookies);

async function sessionIdsOf(userId: string): Promise<string[]> {
  const rows = await t.app.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  return rows.map((row) => row.id);
}

/** Both nodes answer the cookies, and (where a cache runs) remember the session afterwards. */
async function warm(cookies: string, userId: string): Promise<void> {
  for (const node of [t.app, nodeB]) {
    expect((await graphqlOn(node, cookies)).json()).toMatchObject({ data: { me: { id: userId } } });
    expect((await restMeOn(node, cookies)).statusCode).toBe(200);
  }
  const expected = t.app.database.kind === 'pglite' ? 'memory' : process.env.REDIS_URL ? 'redis' : 'postgres';
  expect(nodeB.sessionCache.kind).toBe(expected);
  const ids = await sessionIdsOf(userId);
  expect(ids.some((id) => nodeB.sessionCache.get(id)?.userId === userId)).toBe(true);
}

async function expectRefusedOnB(cookies: string): Promise<void> {
  const res = await graphqlOn(nodeB, cookies);
  expect(res.json()).toMatchObject({ data: null, errors: [{ extensions: { code: 'unauthenticated' } }] });
  expect((await restMeOn(nodeB, cookies)).statusCode).toBe(401);
}

describe('session revocation across two nodes with warm caches', () => {
  it('logout on node A refuses the very next request on node B', async () => {
    const user = await buildUser(t.app);
    const cookies = cookieHeader(await login(t.app, user.email, user.password));
    await warm(cookies, user.id);
    const logout = await t.app.inject({ method: 'POST', url: '/api/jwt-logout', headers: { ...clientHeaders, cookie: cookies } });
    expect(logout.statusCode).toBe(200);
    await expectRefusedOnB(cookies);
    expect((await graphqlOn(t.app, cookies)).json().errors[0].extensions.code).toBe('unauthenticated');
  });

  it('a password change on node A ends the other sessions on node B; the changing session goes on', async () => {
    const user = await buildUser(t.app);
    const mine = cookieHeader(await login(t.app, user.email, user.password));
    const other = cookieHeader(await login(t.app, user.email, user.password, { ip: '10.9.0.1' }));
    await warm(mine, user.id);
    await warm(other, user.id);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/update-password',
      headers: { ...clientHeaders, cookie: mine },
      payload: { currentPassword: user.password, password: OTHER_STRONG_PASSWORD, passwordConfirmation: OTHER_STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    await expectRefusedOnB(other);
    expect((await restMeOn(nodeB, cookieHeader(res))).statusCode).toBe(200);
  });

  it('a spent refresh token presented again on node A ends the session on node B', async () => {
    const user = await buildUser(t.app);
    const first = await login(t.app, user.email, user.password);
    const cookies = cookieHeader(first);
    await warm(cookies, user.id);
    expect((await refresh(t.app, cookies)).statusCode).toBe(200);
    // The same (now spent) refresh token again: reuse detection revokes the whole session.
    expect((await refresh(t.app, cookies)).statusCode).toBe(401);
    await expectRefusedOnB(cookies);
  });

  it('a session checked while its revocation arrives is not remembered', () => {
    const cache = new SessionCache();
    cache.attach({ kind: 'memory', listening: () => true, publish: async () => {}, close: async () => {} });
    const facts = { userId: 'u1', impersonatorId: null, roles: ['student' as const] };
    const generation = cache.generation;
    // The lookup read the row just before the revoking commit; the revocation is heard before it returns.
    cache.apply({ sessionIds: ['s1'] });
    cache.set('s1', facts, generation);
    expect(cache.get('s1')).toBeUndefined();
    cache.set('s1', facts, cache.generation);
    expect(cache.get('s1')).toEqual(facts);
    cache.apply({ userIds: ['u1'] });
    expect(cache.get('s1')).toBeUndefined();
  });

  it('answers nothing from the cache while the channel is not listening', () => {
    let listening = true;
    const cache = new SessionCache();
    cache.attach({ kind: 'redis', listening: () => listening, publish: async () => {}, close: async () => {} });
    const facts = { userId: 'u1', impersonatorId: null, roles: ['student' as const] };
    cache.set('s1', facts, cache.generation);
    expect(cache.get('s1')).toEqual(facts);
    listening = false;
    expect(cache.get('s1')).toBeUndefined();
  });
});

const TIMEOUT = 150_000;

/**
 * Two real server processes on one PostgreSQL database, as production runs them: with Redis
 * (pub/sub), and without it (LISTEN/NOTIFY, decision 126).
 */
const redisUrl = process.env.REDIS_URL;
const channels = process.env.DATABASE_URL
  ? [...(redisUrl ? [{ channel: 'Redis pub/sub', redisUrl }] : []), { channel: 'PostgreSQL LISTEN/NOTIFY', redisUrl: undefined }]
  : [];
describe.skipIf(channels.length === 0).each(channels)('session revocation across two server processes over $channel', ({ redisUrl }) => {
  let nodes: TwoNodes | undefined;

  beforeAll(async () => {
    nodes = await startTwoNodes({ label: 'session-revocation', redisUrl, poolSize: 5, readyTimeoutMs: 120_000 });
  }, TIMEOUT);

  afterAll(() => nodes?.close(), TIMEOUT);

  const get = (baseUrl: string, cookies: string) => fetch(`${baseUrl}/api/users/me`, { headers: { ...clientHeaders, cookie: cookies } });

  it(
    'logout on one process refuses the very next request on the other, after both remembered the session',
    async () => {
      const [a, b] = nodes!.servers;
      const user = await buildUser(nodes!.app);
      const cookies = await loginCookies(nodes!.app, user);
      // Twice on each: the first request looks the session up, the second is answered from the cache.
      for (const server of [a, b, a, b]) expect((await get(server.baseUrl, cookies)).status).toBe(200);
      const logout = await fetch(`${a.baseUrl}/api/jwt-logout`, { method: 'POST', headers: { ...clientHeaders, cookie: cookies } });
      expect(logout.status).toBe(200);
      expect((await get(b.baseUrl, cookies)).status).toBe(401);
      expect((await get(a.baseUrl, cookies)).status).toBe(401);
    },
    TIMEOUT,
  );

  it(
    'a password change on one process ends the user’s other sessions on the other',
    async () => {
      const [a, b] = nodes!.servers;
      const user = await buildUser(nodes!.app);
      const mine = await loginCookies(nodes!.app, user);
      const other = await loginCookies(nodes!.app, user);
      for (const server of [a, b, a, b]) expect((await get(server.baseUrl, other)).status).toBe(200);
      const res = await fetch(`${a.baseUrl}/api/users/update-password`, {
        method: 'PUT',
        headers: { ...clientHeaders, 'content-type': 'application/json', cookie: mine },
        body: JSON.stringify({
          currentPassword: user.password,
          password: OTHER_STRONG_PASSWORD,
          passwordConfirmation: OTHER_STRONG_PASSWORD,
        }),
      });
      expect(res.status).toBe(200);
      expect((await get(b.baseUrl, other)).status).toBe(401);
    },
    TIMEOUT,
  );
});
