import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginCookies } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { routesOf } from './routes-of.ts';
import { buildAdmin, buildCatalogue, buildStudent, buildTeacher, type TestUser } from './factories/index.ts';

const { app } = await buildTestApp();

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Malformed bodies: null, an array, a bare string, a number, an empty object, wrong types everywhere. */
const BODIES: unknown[] = [
  null,
  [],
  'x',
  42,
  {},
  [{ a: 1 }],
  {
    email: 5,
    password: [],
    firstName: { a: 1 },
    token: 7,
    idempotencyKey: {},
    method: 'card',
    purchaseId: [1],
    subscriptionId: true,
    variantId: null,
    reference: [],
    approve: 'yes',
    reasons: 'x',
    timezone: 1,
    locale: [],
    REFRESH_TOKEN: 1,
    set: 3,
    advanceMs: 'soon',
  },
];

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

describe('every REST route answers malformed bodies with 4xx, never 5xx', () => {
  const routes = routesOf(app).filter((r) => MUTATING.has(r.method) && r.path !== '/graphql');

  it('finds the REST routes that change state', () => {
    // The enumeration works: the payment routes are among them.
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/api/payments/purchase', '/api/subscriptions/:id/cancel', '/api/users']),
    );
    expect(routes.length).toBeGreaterThan(20);
  });

  it('refuses each malformed body for each kind of user with a coded 4xx', async () => {
    const failures: string[] = [];
    for (const { method, path } of routes) {
      const url = path.replace(/:[A-Za-z_]+/g, randomUUID());
      for (const { who, user } of users) {
        const cookie = user ? await loginCookies(app, user) : '';
        for (const body of BODIES) {
          const res = await app.inject({
            method: method as 'POST',
            url,
            headers: { ...clientHeaders, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
            payload: JSON.stringify(body),
          });
          const coded = res.statusCode >= 400 && res.statusCode < 500 && typeof res.json()?.code === 'string';
          const fine = res.statusCode < 400 && res.statusCode >= 200;
          if (res.statusCode >= 500 || (!coded && !fine))
            failures.push(`${method} ${path} as ${who} with ${JSON.stringify(body)} -> ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
