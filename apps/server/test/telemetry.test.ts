// Issue 19's telemetry (decision 097): product events (append-only, consent, limits), client and
// server errors grouped by fingerprint with the spec's ignore rules, Sentry forwarding to a local
// fake endpoint, /metrics (token, Prometheus text, a booking counted) and the admin queries' access.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { queryRows } from '../src/db/client.ts';
import { throttles } from '../src/db/schema/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { TestClock, buildTestApp, clientHeaders, freshDatabase, MemoryMailer } from './helper.ts';
import {
  buildAdmin,
  buildCatalogue,
  buildClass,
  buildStudent,
  buildTeacher,
  type Catalogue,
  roundHourAhead,
  type TestUser,
} from './factories/index.ts';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';
const { app, clock } = await buildTestApp({ telemetry: { metricsToken: METRICS_TOKEN } });

let admin: TestUser;
let student: TestUser;
let teacher: TestUser;
let catalogue: Catalogue;

beforeAll(async () => {
  clock.set(new Date('2026-06-10T10:00:00Z'));
  admin = await buildAdmin(app);
  catalogue = await buildCatalogue(app);
  student = await buildStudent(app, { catalogue, group: 3 });
  teacher = await buildTeacher(app, catalogue);
});

const json = { ...clientHeaders, 'content-type': 'application/json' };

async function postEvents(body: unknown, extra: Record<string, string> = {}, ip = '203.0.113.9') {
  return app.inject({ method: 'POST', url: '/api/events', headers: { ...json, ...extra }, payload: body as object, remoteAddress: ip });
}

async function postError(body: unknown, extra: Record<string, string> = {}, ip = '203.0.113.9') {
  return app.inject({
    method: 'POST',
    url: '/api/client-errors',
    headers: { ...json, ...extra },
    payload: body as object,
    remoteAddress: ip,
  });
}

const event = (name: string, props?: Record<string, unknown>, at = clock.now().toISOString()) => ({
  name,
  at,
  path: '/en/booking?day=x',
  props,
});

describe('POST /api/events', () => {
  it('stores a visitor batch without a user, the path without its query', async () => {
    const res = await postEvents({
      sessionId: 'visitor-aaaa',
      events: [event('page_view'), event('sign_up_started', { section: 'german' })],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ stored: 2 });
    const rows = await queryRows<{ name: string; user_id: string | null; path: string; props: unknown }>(
      app.db,
      sql`select name, user_id, path, props from product_events where session_id = 'visitor-aaaa' order by name`,
    );
    expect(rows).toEqual([
      { name: 'page_view', user_id: null, path: '/en/booking', props: null },
      { name: 'sign_up_started', user_id: null, path: '/en/booking', props: { section: 'german' } },
    ]);
  });

  it('keeps the signed-in student; a future or day-old browser time becomes the time of receipt', async () => {
    const cookie = await loginCookies(app, student);
    const future = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const old = new Date(clock.now().getTime() - 25 * 3_600_000).toISOString();
    const res = await postEvents(
      { sessionId: 'student-bbbb', events: [event('booking_previewed', {}, future), event('page_view', {}, old)] },
      { cookie },
    );
    expect(res.json()).toEqual({ stored: 2 });
    const [row] = await queryRows<{ user_id: string; occurred_at: Date }>(
      app.db,
      sql`select user_id, occurred_at from product_events where session_id = 'student-bbbb' and name = 'booking_previewed'`,
    );
    expect(row.user_id).toBe(student.id);
    // Clamped to the server's clock at receipt (the test clock runs on in real time meanwhile).
    const occurred = new Date(row.occurred_at).getTime();
    expect(occurred).toBeLessThanOrEqual(clock.now().getTime());
    expect(clock.now().getTime() - occurred).toBeLessThan(10_000);
  });

  it('stores nothing when the browser opts out (Global Privacy Control, Do Not Track)', async () => {
    expect((await postEvents({ sessionId: 'gpc-cccccc', events: [event('page_view')] }, { 'sec-gpc': '1' })).json()).toEqual({ stored: 0 });
    expect((await postEvents({ sessionId: 'dnt-cccccc', events: [event('page_view')] }, { dnt: '1' })).json()).toEqual({ stored: 0 });
    const rows = await queryRows(app.db, sql`select 1 from product_events where session_id in ('gpc-cccccc', 'dnt-cccccc')`);
    expect(rows).toHaveLength(0);
  });

  it('refuses unknown names, oversized batches, personal-looking props and a missing release header', async () => {
    expect((await postEvents({ sessionId: 'bad-dddddd', events: [event('anything_goes')] })).statusCode).toBe(422);
    const many = Array.from({ length: 51 }, () => event('page_view'));
    expect((await postEvents({ sessionId: 'bad-dddddd', events: many })).statusCode).toBe(422);
    expect((await postEvents({ sessionId: 'bad-dddddd', events: [event('page_view', { nested: { a: 1 } })] })).statusCode).toBe(422);
    expect((await postEvents({ sessionId: 'x', events: [event('page_view')] })).statusCode).toBe(422);
    const csrf = await app.inject({
      method: 'POST',
      url: '/api/events',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ sessionId: 'bad-dddddd', events: [event('page_view')] }),
    });
    expect(csrf.statusCode).toBe(403);
  });

  it('answers too_many_events (429) once the client spent its hour', async () => {
    const ip = '203.0.113.77';
    await app.db.insert(throttles).values({
      key: `product-events:ip:${ip}`,
      failures: 1500,
      windowStartedAt: clock.now(),
      lockedUntil: new Date(clock.now().getTime() + 10 * 60_000),
      lockouts: 1,
    });
    const res = await postEvents({ sessionId: 'busy-eeeeee', events: [event('page_view')] }, {}, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('too_many_events');
  });

  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    await expect(app.db.execute(sql`update product_events set name = 'x'`)).rejects.toThrow();
    await expect(app.db.execute(sql`delete from product_events`)).rejects.toThrow();
    await expect(app.db.execute(sql`truncate product_events`)).rejects.toThrow();
  });
});

const ANALYTICS = `query A($from: DateTime!, $to: DateTime!) {
  adminProductAnalytics(from: $from, to: $to, timeZone: "Europe/Berlin") {
    days { day name count } totals { name count } funnels { name steps { name people } }
  }
}`;

describe('adminProductAnalytics', () => {
  it('counts events per day and name and the funnel steps by distinct people', async () => {
    await postEvents({
      sessionId: 'funnel-ffff1',
      events: [event('booking_previewed'), event('booking_previewed'), event('booking_completed')],
    });
    await postEvents({ sessionId: 'funnel-ffff2', events: [event('booking_previewed')] });
    const res = await gql<{
      adminProductAnalytics: {
        days: { day: string; name: string; count: number }[];
        funnels: { name: string; steps: { name: string; people: number }[] }[];
      };
    }>(app, admin, ANALYTICS, { from: '2026-06-10T00:00:00Z', to: '2026-06-11T00:00:00Z' });
    expect(res.errors).toBeUndefined();
    const day = res.data!.adminProductAnalytics.days.find((d) => d.name === 'booking_previewed');
    // The student's preview above (its future time clamped to the receipt), three here.
    expect(day).toEqual({ day: '2026-06-10', name: 'booking_previewed', count: 4 });
    const booking = res.data!.adminProductAnalytics.funnels.find((f) => f.name === 'booking');
    expect(booking?.steps).toEqual([
      { name: 'booking_previewed', people: 3 },
      { name: 'booking_completed', people: 1 },
    ]);
  });

  it('refuses a reversed range and an unknown time zone', async () => {
    expect((await gql(app, admin, ANALYTICS, { from: '2026-06-11T00:00:00Z', to: '2026-06-10T00:00:00Z' })).code).toBe('validation_failed');
    const zone = await gql(
      app,
      admin,
      'query { adminProductAnalytics(from: "2026-06-10T00:00:00Z", to: "2026-06-11T00:00:00Z", timeZone: "Mars/Base") { totals { name } } }',
    );
    expect(zone.code).toBe('validation_failed');
  });
});

const GROUPS = `query G { adminErrorGroups(limit: 50) { total groups { id source kind message location count firstSeenAt lastSeenAt } } }`;
const GROUP = `query D($id: ID!) { adminErrorGroup(id: $id) { group { id count } occurrences { userId detail } } }`;

interface GroupsData {
  adminErrorGroups: {
    total: number;
    groups: { id: string; source: string; kind: string; message: string; location: string | null; count: number }[];
  };
}

describe('POST /api/client-errors', () => {
  it('ignores the spec’s noise: 401/403, "You need to be logged", the listed 400s, coded refusals', async () => {
    for (const body of [
      { kind: 'http', message: 'Unauthorized', status: 401 },
      { kind: 'graphql', message: 'You need to be logged to access this field', operationName: 'Me' },
      { kind: 'http', message: 'Package not found', status: 400 },
      { kind: 'graphql', message: 'This class is full.', code: 'class_is_full', operationName: 'Book' },
    ]) {
      const res = await postError(body);
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ recorded: false });
    }
    const groups = await gql<GroupsData>(app, admin, GROUPS);
    expect(groups.data!.adminErrorGroups.total).toBe(0);
  });

  it('groups a GraphQL error by operation, counts it, and keeps no secret or e-mail', async () => {
    const cookie = await loginCookies(app, student);
    const report = {
      kind: 'graphql',
      message: 'Oops! We encountered an issue. Please retry or contact support.',
      code: 'internal_server_error',
      operationName: 'UpdatePassword',
      variables: { password: 'hunter2-secret', email: 'lena@example.com', input: { cardNumber: '4242424242424242', note: 'kept' } },
      path: '/en/account/settings?token=abc',
      area: 'learn',
      release: 'r1',
    };
    const first = await postError(report, { cookie });
    expect(first.json()).toMatchObject({ recorded: true });
    clock.advance(60_000);
    const second = await postError({ ...report, message: report.message });
    expect(second.json().groupId).toBe(first.json().groupId);
    clock.advance(-60_000);

    const groups = await gql<GroupsData>(app, admin, GROUPS);
    const group = groups.data!.adminErrorGroups.groups.find((g) => g.id === first.json().groupId);
    expect(group).toMatchObject({ source: 'client', kind: 'graphql', location: 'operation UpdatePassword', count: 2 });

    const detail = await gql<{ adminErrorGroup: { occurrences: { userId: string | null; detail: Record<string, unknown> }[] } }>(
      app,
      admin,
      GROUP,
      {
        id: group!.id,
      },
    );
    const occurrences = detail.data!.adminErrorGroup.occurrences;
    expect(occurrences).toHaveLength(2);
    const text = JSON.stringify(occurrences);
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('lena@example.com');
    expect(text).not.toContain('4242424242424242');
    expect(text).not.toContain('token=abc');
    expect(text).toContain('kept');
    expect(occurrences.map((o) => o.userId)).toContain(student.id);
  });

  it('groups browser exceptions by message and top frame, apart from another frame', async () => {
    const stack = (fn: string) => `TypeError: x is undefined\n    at ${fn} (http://localhost:3000/assets/booking-Ab12Cd34.js:1:2)`;
    const a = await postError({ kind: 'error', message: "Cannot read properties of undefined (reading 'id')", stack: stack('render') });
    const b = await postError({ kind: 'error', message: "Cannot read properties of undefined (reading 'uid')", stack: stack('render') });
    const c = await postError({ kind: 'error', message: "Cannot read properties of undefined (reading 'id')", stack: stack('submit') });
    expect(a.json().groupId).toBe(b.json().groupId);
    expect(c.json().groupId).not.toBe(a.json().groupId);
  });

  it('refuses an empty or oversized report', async () => {
    expect((await postError({ kind: 'error', message: '' })).statusCode).toBe(422);
    expect((await postError({ kind: 'error', message: 'x'.repeat(1001) })).statusCode).toBe(422);
    expect((await postError({ kind: 'nonsense', message: 'x' })).statusCode).toBe(422);
  });
});

describe('admin queries: access', () => {
  const queries: [string, string, Record<string, unknown>][] = [
    ['adminProductAnalytics', ANALYTICS, { from: '2026-06-10T00:00:00Z', to: '2026-06-11T00:00:00Z' }],
    ['adminErrorGroups', GROUPS, {}],
    ['adminErrorGroup', GROUP, { id: '00000000-0000-4000-8000-000000000000' }],
  ];
  for (const [name, query, variables] of queries) {
    it(`${name}: anonymous, student and teacher refused; admin answered`, async () => {
      expect((await gql(app, null, query, variables)).code).toBe('unauthenticated');
      expect((await gql(app, student, query, variables)).code).toBe('forbidden');
      expect((await gql(app, teacher, query, variables)).code).toBe('forbidden');
      const asAdmin = await gql(app, admin, query, variables);
      if (name === 'adminErrorGroup') expect(asAdmin.code).toBe('not_found');
      else expect(asAdmin.errors).toBeUndefined();
    });
  }

  it('adminErrorGroup: an id that cannot be a UUID is not_found', async () => {
    expect((await gql(app, admin, GROUP, { id: 'x' })).code).toBe('not_found');
  });

  it('the REST routes take anyone (visitors report too), signed in or not', async () => {
    for (const who of [null, student, teacher, admin]) {
      const cookie = who ? await loginCookies(app, who) : '';
      const headers: Record<string, string> = cookie ? { cookie } : {};
      expect((await postEvents({ sessionId: 'access-gggg', events: [event('page_view')] }, headers, '203.0.113.50')).statusCode).toBe(202);
      expect((await postError({ kind: 'error', message: 'access check' }, headers, '203.0.113.50')).statusCode).toBe(202);
    }
  });
});

/** Every sample line of the Prometheus text format: `name{labels} value`. */
function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*(?:\{[^}]*\})?) (-?[0-9.e+-]+|[Nn]a[Nn]|[+-]Inf)$/.exec(line);
    if (!match) throw new Error(`not Prometheus text: ${line}`);
    samples.set(match[1], Number(match[2]));
  }
  return samples;
}

const scrape = (authorization?: string) => app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('needs the bearer token', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape('Bearer wrong')).statusCode).toBe(401);
    expect((await scrape(`Bearer ${METRICS_TOKEN}`)).statusCode).toBe(200);
  });

  it('parses, and a booking increments the bookings counter; routes, operations, jobs and classroom are there', async () => {
    const before = parsePrometheus((await scrape(`Bearer ${METRICS_TOKEN}`)).body).get('parla_bookings_total{type="group"}') ?? 0;
    const klass = await buildClass(app, { catalogue, startAt: roundHourAhead(app, 30), teacherId: teacher.id });
    const booked = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...json, cookie: await loginCookies(app, student) },
      payload: {
        query: 'mutation BookForMetrics($input: BookClassInput!) { bookClass(input: $input) { appointment { id } } }',
        operationName: 'BookForMetrics',
        variables: { input: { classUid: klass.uid } },
      },
    });
    expect(booked.json().errors).toBeUndefined();
    const res = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(res.headers['content-type']).toContain('text/plain');
    const samples = parsePrometheus(res.body);
    expect(samples.get('parla_bookings_total{type="group"}')).toBe(before + 1);
    expect(samples.get('parla_graphql_operation_duration_seconds_count{operation="BookForMetrics",status="2xx"}')).toBe(1);
    expect(samples.get('parla_http_requests_total{method="POST",route="/api/events",status="2xx"}')).toBeGreaterThan(0);
    expect([...samples.keys()].some((k) => k.startsWith('parla_http_request_duration_seconds_bucket{'))).toBe(true);
    expect(samples.has('parla_jobs_queue_depth{state="due"}')).toBe(true);
    expect(samples.has('parla_jobs_oldest_due_age_seconds')).toBe(true);
    expect(samples.get('parla_classroom_rooms')).toBe(0);
    expect(samples.get('parla_classroom_peers')).toBe(0);
  });
});

describe('without METRICS_TOKEN, and server errors forwarded to Sentry', () => {
  const envelopes: string[] = [];
  const sentry = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      envelopes.push(req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString() : raw.toString());
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  let other: Awaited<ReturnType<typeof buildApp>>;
  let database: Awaited<ReturnType<typeof freshDatabase>>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
    const port = (sentry.address() as AddressInfo).port;
    database = await freshDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SENTRY_DSN: `http://publickey@127.0.0.1:${port}/42` });
    other = await buildApp({ config, database, clock: new TestClock(), mailer: new MemoryMailer(), web: false });
    other.get('/api/test-only/boom', async () => {
      throw new Error('boom from a route with password=hunter2');
    });
    await other.ready();
  });

  afterAll(async () => {
    await other.close();
    await database.close();
    await database.drop();
    await new Promise<void>((resolve) => sentry.close(() => resolve()));
  });

  it('answers 404 at /metrics when no token is configured', async () => {
    expect((await other.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('records a 5xx as a server error group and forwards it to the DSN with the official SDK', async () => {
    const res = await other.inject({ method: 'GET', url: '/api/test-only/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal_server_error');
    // Recording is after the answer: wait until the row is there (no sleep: poll the database).
    let rows: { source: string; location: string | null; count: number }[] = [];
    for (let i = 0; i < 100 && rows.length === 0; i++) {
      rows = await queryRows(other.db, sql`select source, location, count from error_groups`);
      if (rows.length === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(rows).toEqual([{ source: 'server', location: expect.stringContaining('telemetry.test.ts'), count: 1 }]);
    await other.close();
    expect(envelopes.some((e) => e.includes('boom from a route') && e.includes('"route":"/api/test-only/boom"'))).toBe(true);
  });
});
