import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { guardRouteSchemas, registeredRoutes } from '../src/lib/route-schema-guard.ts';
import { zodOrAjvValidator } from '../src/lib/validation.ts';
import { type TestUser, buildAdmin, buildCatalogue, buildStudent, buildTeacher } from './factories/index.ts';
import { loginCookies } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';

// Convention 12 / decision 031: every REST route declares its body, params and query schemas.

const { app } = await buildTestApp();
const routes = registeredRoutes(app).filter((r) => r.method !== 'HEAD' && r.url !== '/graphql');

/** The routes that read a body without a schema, each with its reason: a new one is a reviewed change here. */
const UNVALIDATED_BODIES = {
  'POST /api/payments/webhooks/:processor': 'signed raw body: the signature is its check',
  'POST /api/subscriptions/:id/unpause': 'reads no body',
  'POST /api/jwt-logout': 'reads no body',
  'POST /api/notifications/:id/read': 'reads no body',
  'POST /api/classroom/echo': 'any bytes: only their count is read',
  'POST /api/teacher/classes/:classUid/screenshots': 'multipart upload, read by @fastify/multipart with its size and count limits',
  'POST /api/teacher/certificates': 'multipart upload, read by readMultipart with its size and count rules',
  'POST /api/teacher/photo': 'multipart upload, read by readMultipart with its size and count rules',
  'POST /api/teacher-applications': 'multipart upload, read by readMultipart with its size and count rules',
  'POST /api/users/profile/photo': 'multipart upload, read by readMultipart with its size and count rules',
  'DELETE /api/users/profile/photo': 'reads no body',
  'DELETE /api/users/invoice-address': 'reads no body',
  'DELETE /api/oauth/user/connected-accounts/:provider': 'reads no body',
  'POST /api/support/tickets': 'multipart form: topic and message fields, read by readMultipart and parsed with supportTicketInput',
};

describe('the route walk', () => {
  it('sees every REST route of the app', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/payments/purchase', 'GET /api/product-variants', 'GET /api/lessons/:id/presentation.pdf']),
    );
  });

  it('finds a params schema on every route with path parameters, and a body schema on every route that takes one', () => {
    const missing = routes.flatMap((r) => [
      ...(r.url.includes(':') && !r.params ? [`${r.method} ${r.url}: params`] : []),
      ...(['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && !r.body && !r.unvalidatedBody ? [`${r.method} ${r.url}: body`] : []),
    ]);
    expect(missing).toEqual([]);
  });

  it('lists exactly the reviewed exceptions', () => {
    const exceptions = Object.fromEntries(routes.filter((r) => r.unvalidatedBody).map((r) => [`${r.method} ${r.url}`, r.unvalidatedBody]));
    expect(exceptions).toEqual(UNVALIDATED_BODIES);
  });
});

describe('the old ways are gone', () => {
  const modulesDir = join(import.meta.dirname, '../src/modules');
  const routeFiles = readdirSync(modulesDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.routes.ts'));

  it('no route file parses its input by hand or casts a request part', () => {
    expect(routeFiles.length).toBeGreaterThan(8);
    const offences = routeFiles.flatMap((file) => {
      const source = readFileSync(join(modulesDir, file), 'utf8');
      return [
        ...(source.includes('parseInput(') ? [`${file}: parseInput`] : []),
        ...(/request\.(body|params|query)\b[^;\n]*\bas\b/.test(source) ? [`${file}: a cast request part`] : []),
        ...(/app\.(get|post|put|patch|delete)<\{/.test(source) ? [`${file}: a hand-typed route generic`] : []),
      ];
    });
    expect(offences).toEqual([]);
  });
});

describe('the guard', () => {
  async function build(register: (scratch: ReturnType<typeof Fastify>) => void) {
    const scratch = Fastify({ schemaController: { compilersFactory: { buildValidator: zodOrAjvValidator as never } } });
    guardRouteSchemas(scratch);
    try {
      await scratch.register(async (scope) => register(scope));
      await scratch.ready();
    } finally {
      await scratch.close();
    }
  }

  it('refuses a new route that takes a body without a schema', async () => {
    await expect(build((s) => s.post('/api/things', async () => ({})))).rejects.toThrow(/POST \/api\/things takes a body/);
  });

  it('refuses a new route with path parameters without a params schema', async () => {
    await expect(build((s) => s.get('/api/things/:id', async () => ({})))).rejects.toThrow(/GET \/api\/things\/:id has path parameters/);
  });

  it('accepts a route that declares both', async () => {
    const schema = { params: z.object({ id: z.string() }), body: z.object({ name: z.string() }) };
    await expect(build((s) => s.post('/api/things/:id', { schema }, async () => ({})))).resolves.toBeUndefined();
  });
});

describe('malformed input answers the validation list, never 500', () => {
  let users: { who: string; user: TestUser | null }[];
  beforeAll(async () => {
    const catalogue = await buildCatalogue(app);
    users = [
      { who: 'anonymous', user: null },
      { who: 'student', user: await buildStudent(app, { catalogue, group: 1 }) },
      { who: 'teacher', user: await buildTeacher(app, catalogue) },
      { who: 'admin', user: await buildAdmin(app) },
    ];
  });

  async function send(method: string, url: string, user: TestUser | null, payload?: unknown) {
    const cookie = user ? await loginCookies(app, user) : '';
    return app.inject({
      method: method as 'POST',
      url,
      headers: { ...clientHeaders, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  }
  const fillPath = (url: string) => url.replace(/:[A-Za-z_]+/g, '00000000-0000-4000-8000-000000000000');

  /** Checked before the body, on purpose: a reset link that names nothing is 400 (and counted) whatever the body. */
  const CHECKED_FIRST = new Set(['POST /api/users/reset/:token', 'POST /api/users/password-set/:token']);
  // Social login (decision 065): the path names a provider (google, apple, facebook); the filler id names none, so 404 first.
  for (const path of ['POST /api/oauth/:provider/callback', 'POST /dev/oidc/:provider/authorize', 'POST /dev/oidc/:provider/token']) {
    CHECKED_FIRST.add(path);
  }

  it('every route with a body schema answers a body that is not an object with 422 and the list, for the user it admits', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.body && !CHECKED_FIRST.has(`${r.method} ${r.url}`))) {
      const answers = [];
      for (const { who, user } of users) {
        const res = await send(route.method, fillPath(route.url), user, [1]);
        answers.push(`${who}: ${res.statusCode}`);
        if (res.statusCode >= 500) failures.push(`${route.method} ${route.url} as ${who}: ${res.statusCode}`);
        if (res.statusCode !== 422) continue;
        const body = res.json();
        expect(body.code).toBe('validation_failed');
        expect(body.errors).toEqual([{ category: 'validate', field: '_', message: expect.any(String) }]);
      }
      if (!answers.some((a) => a.endsWith(': 422'))) failures.push(`${route.method} ${route.url} never 422: ${answers.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it.each([
    ['POST', '/api/payments/purchase', 'student', { purchaseId: 5, idempotencyKey: 'k' }, 'purchaseId'],
    ['POST', '/api/subscriptions/change', 'student', { subscriptionId: 's', variantId: [] }, 'variantId'],
    ['POST', '/api/teacher-applications/check', 'anonymous', { email: 'x' }, 'firstName'],
    ['PUT', '/api/users/locale', 'student', { locale: 'xx' }, 'locale'],
    ['POST', '/api/users/verify-email', 'anonymous', { token: 7 }, 'token'],
    ['POST', '/api/token/refresh', 'anonymous', { REFRESH_TOKEN: 1 }, 'REFRESH_TOKEN'],
  ])('%s %s as %s names the field', async (method, url, who, payload, field) => {
    const res = await send(method, url, users.find((u) => u.who === who)?.user ?? null, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(expect.arrayContaining([{ category: 'validate', field, message: expect.any(String) }]));
  });

  it('answers a malformed query with 422 and the list', async () => {
    const res = await send('GET', '/api/product-variants?store=nope', null);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ category: 'validate', field: 'store', message: 'This store does not exist.' }]);
  });

  it('answers a path id that names nothing with 404, after the sign-in check', async () => {
    const student = users.find((u) => u.who === 'student')?.user ?? null;
    const teacher = users.find((u) => u.who === 'teacher')?.user ?? null;
    const admin = users.find((u) => u.who === 'admin')?.user ?? null;
    const cases: [string, string, TestUser | null][] = [
      ['GET', '/api/lessons/nope/presentation.pdf', student],
      ['GET', '/api/teacher/screenshots/nope', teacher],
      ['GET', '/api/teacher/certificates/nope/file', teacher],
      ['GET', '/api/photos/nope', null],
      ['GET', '/api/admin/teacher-applications/files/nope', admin],
      ['GET', '/api/teacher/pdf/short', teacher],
      ['GET', '/calendar/no-suffix', null],
      ['GET', '/api/payments/methods/XYZ', null],
      ['GET', `/api/users/${student?.id}/student-invoices/nope.pdf`, student],
    ];
    for (const [method, url, user] of cases) {
      const res = await send(method, url, user);
      expect({ url, status: res.statusCode, code: res.json().code }).toEqual({ url, status: 404, code: 'not_found' });
    }
    expect((await send('GET', '/api/lessons/nope/presentation.pdf', null)).statusCode).toBe(401);
  });
});
