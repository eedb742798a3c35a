import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { MovableClock, systemClock } from '../src/lib/clock.ts';
import { paymentProcessor } from '../src/modules/commerce/payments/processor-registry.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { CARDS, card, createPurchase, pay } from './commerce-requests.ts';
import { MemoryMailer, clientHeaders, freshDatabase } from './helper.ts';
import { buildCompiledServer, createNamedDatabase, startServerProcess } from './server-process.ts';
import { StripeStandIn } from './stripe-stand-in.ts';
import { buildAdmin, buildBuyer, buildCatalogue, buildStore, type Store } from './factories/index.ts';

/**
 * Issue 10 point 17: production mode, exercised. The configuration refuses test machinery
 * (a movable clock, an implicit test payment processor, no JWT secret); the app built from
 * it has no dev pages, no introspection, no movable clock, and refuses test cards.
 */

const JWT_SECRET = 'production-mode-test-secret-0123456789abcdef';
const LIVE_KEY = 'sk_live_parla_production_mode';
const WEBHOOK_SECRET = 'whsec_parla_production_mode';
const stand = await new StripeStandIn(LIVE_KEY).start();
afterAll(() => stand.stop());

const productionEnv = (extra: Record<string, string | undefined> = {}) => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  JWT_SECRET,
  PAYMENT_PROCESSOR: 'stripe',
  STRIPE_SECRET_KEY: LIVE_KEY,
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: stand.url,
  ...extra,
});

const refusal = (env: Record<string, string | undefined>) => {
  try {
    loadConfig(env);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('production configuration', () => {
  it('requires JWT_SECRET', () => {
    expect(refusal(productionEnv({ JWT_SECRET: undefined }))).toMatch(/JWT_SECRET/);
  });

  it('refuses TEST_CLOCK=on, and never turns the movable clock on by itself', () => {
    expect(refusal(productionEnv({ TEST_CLOCK: 'on' }))).toMatch(/TEST_CLOCK/);
    expect(loadConfig(productionEnv()).testClock).toBe(false);
    expect(loadConfig(productionEnv({ TEST_CLOCK: 'off' })).testClock).toBe(false);
  });

  it('requires PAYMENT_PROCESSOR; the test processor only with ALLOW_TEST_PAYMENTS=yes', () => {
    expect(refusal(productionEnv({ PAYMENT_PROCESSOR: undefined }))).toMatch(/PAYMENT_PROCESSOR/);
    expect(refusal(productionEnv({ PAYMENT_PROCESSOR: 'test' }))).toMatch(/ALLOW_TEST_PAYMENTS/);
    expect(refusal(productionEnv({ PAYMENT_PROCESSOR: 'test', ALLOW_TEST_PAYMENTS: 'no' }))).toMatch(/ALLOW_TEST_PAYMENTS/);
    expect(loadConfig(productionEnv({ PAYMENT_PROCESSOR: 'test', ALLOW_TEST_PAYMENTS: 'yes' }))).toMatchObject({
      paymentProcessor: 'test',
      allowTestPayments: true,
    });
    // Outside production the test processor stays the quick start's default.
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ paymentProcessor: 'test', allowTestPayments: false });
  });

  it('Stripe needs its keys; a test-mode key in production needs ALLOW_TEST_PAYMENTS=yes', () => {
    expect(refusal(productionEnv({ STRIPE_WEBHOOK_SECRET: undefined }))).toMatch(/STRIPE_WEBHOOK_SECRET/);
    expect(refusal(productionEnv({ STRIPE_SECRET_KEY: 'sk_test_abc' }))).toMatch(/ALLOW_TEST_PAYMENTS/);
    expect(refusal(productionEnv({ STRIPE_SECRET_KEY: 'sk_test_abc', ALLOW_TEST_PAYMENTS: 'yes' }))).toBeNull();
  });
});

describe('the app built in production mode', async () => {
  const database = await freshDatabase();
  const config = loadConfig(productionEnv({ JOBS: 'off' }));
  const app = await buildApp({ config, database, mailer: new MemoryMailer(), web: false });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await database.drop();
  });
  let catalogue: Awaited<ReturnType<typeof buildCatalogue>>;
  let store: Store;
  beforeAll(async () => {
    catalogue = await buildCatalogue(app);
    store = await buildStore(app, catalogue);
  });

  it('runs on the system clock and refuses a movable one', async () => {
    expect(app.clock).toBe(systemClock);
    await expect(buildApp({ config, database, clock: new MovableClock(), web: false })).rejects.toThrow(/movable clock/);
  });

  it('has no /dev pages', async () => {
    for (const request of [
      { method: 'GET', url: '/dev/mail' },
      { method: 'GET', url: '/dev/clock' },
      { method: 'POST', url: '/dev/clock', payload: { advanceMs: 86_400_000 } },
    ] as const) {
      const response = await app.inject({ ...request, headers: clientHeaders });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
    }
  });

  it('refuses GraphQL introspection', async () => {
    const response = await gql(app, null, '{ __schema { queryType { name } types { name } } }');
    expect(response.data).toBeNull();
    expect(JSON.stringify(response.errors)).toMatch(/introspection/i);
    const typename = await gql(app, null, '{ __type(name: "Query") { name } }');
    expect(typename.data).toBeNull();
  });

  it('refuses the test card 4242 4242 4242 4242: it never reaches the processor', async () => {
    const buyer = await buildBuyer(app, catalogue);
    const purchase = await createPurchase(app, buyer, { variantId: store.flex4 });
    const before = stand.requests.length;
    const paid = await pay(app, buyer, purchase.data!.createPurchase.id, { method: card(CARDS.visa) });
    expect(paid.code).toBe('card_declined');
    expect(stand.requests.slice(before).some((r) => r.body.includes(CARDS.visa))).toBe(false);
    const methods = await app.inject({
      method: 'GET',
      url: '/api/payments/methods',
      headers: { ...clientHeaders, cookie: await loginCookies(app, buyer) },
    });
    expect(methods.json()).toEqual([]);
  });

  it('refuses the test-admin creation (001 §6: outside production only; decision 105)', async () => {
    const admin = await buildAdmin(app);
    const res = await gql(app, admin, 'mutation { adminCreateTestAdmin { password } }');
    expect(res.code).toBe('forbidden');
    expect(res.data).toBeNull();
  });

  it('the test processor is refused even when a hand-built config names it', () => {
    const forged = { config: { ...config, paymentProcessor: 'test', allowTestPayments: false } as Config } as FastifyInstance;
    expect(() => paymentProcessor(forged)).toThrow(/ALLOW_TEST_PAYMENTS/);
  });
});

describe('the server process (src/server.ts) in production mode', () => {
  let dataDir = '';
  let dropDatabase: (() => Promise<void>) | null = null;
  let databaseEnv: Record<string, string> = {};
  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      const created = await createNamedDatabase(process.env.DATABASE_URL);
      databaseEnv = { DATABASE_URL: created.url };
      dropDatabase = created.drop;
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'parla-production-'));
      databaseEnv = { DATA_DIR: dataDir, DATABASE_URL: '' };
    }
  });
  afterAll(async () => {
    await dropDatabase?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('will not start with TEST_CLOCK=on', async () => {
    const started = await startServerProcess({ ...productionEnv({ TEST_CLOCK: 'on' }), ...databaseEnv } as Record<string, string>).catch(
      (error: Error) => error,
    );
    // Had it started, it must not outlive the test.
    if (!(started instanceof Error)) await started.stop();
    expect(started).toBeInstanceOf(Error);
    expect((started as Error).message).toMatch(/exited with 1[\s\S]*TEST_CLOCK=on is refused in production/);
  }, 60_000);

  // A fresh PGlite directory takes about a minute to migrate on a busy machine: PostgreSQL runs only (about 25 s).
  it.runIf(process.env.DATABASE_URL)(
    'starts with a production configuration: no movable clock, hardened headers',
    async () => {
      const server = await startServerProcess({ ...productionEnv({ LOG_LEVEL: 'warn' }), ...databaseEnv } as Record<string, string>, {
        readyTimeoutMs: 60_000,
      });
      try {
        const clock = await fetch(`${server.baseUrl}/dev/clock`, {
          method: 'POST',
          headers: { ...clientHeaders, 'content-type': 'application/json' },
          body: '{"advanceMs":1}',
        });
        expect(clock.status).toBe(404);
        const health = await fetch(`${server.baseUrl}/health`);
        expect(health.headers.get('x-content-type-options')).toBe('nosniff');
        expect(health.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      } finally {
        await server.stop();
      }
    },
    90_000,
  );

  // Production runs the esbuild bundle with plain node (decision 050): it must find its migrations and answer.
  it.runIf(process.env.DATABASE_URL)(
    'the compiled server (npm run build:server) starts with plain node and answers',
    async () => {
      buildCompiledServer();
      const server = await startServerProcess({ ...productionEnv({ LOG_LEVEL: 'warn' }), ...databaseEnv } as Record<string, string>, {
        readyTimeoutMs: 60_000,
        compiled: true,
      });
      try {
        expect(await (await fetch(`${server.baseUrl}/health`)).json()).toEqual({ status: 'ok' });
        expect((await fetch(`${server.baseUrl}/ready`)).status).toBe(200);
        const answer = await fetch(`${server.baseUrl}/graphql`, {
          method: 'POST',
          headers: { ...clientHeaders, 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
        });
        expect(await answer.json()).toEqual({ data: { __typename: 'Query' } });
      } finally {
        await server.stop();
      }
    },
    90_000,
  );
});
