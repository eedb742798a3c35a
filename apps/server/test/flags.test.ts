import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { queryRows } from '../src/db/client.ts';
import { auditLog, featureFlags } from '../src/db/schema/index.ts';
import { FLAG_CACHE_UNHEARD_MAX_AGE_MS, FlagCache } from '../src/modules/flags/flag-cache.ts';
import { VISITOR_COOKIE } from '../src/modules/flags/flags.routes.ts';
import { isFlagEnabled, studentSubject } from '../src/modules/flags/flags.service.ts';
import { type TestUser, buildAdmin, buildCatalogue, buildStudent, buildTeacher } from './factories/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { MemoryMailer, buildTestApp, clientHeaders } from './helper.ts';

/**
 * Feature flags (issue 19, decision 096): rules per environment edited by admins, decided by
 * `/api/feature-flag/decide-on-demand` and read by the services, cached per node and invalidated
 * on every node at once.
 */
const t = await buildTestApp(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {});
const { app } = t;
let nodeB: FastifyInstance;
let admin: TestUser;
let student: TestUser;
let teacher: TestUser;

beforeAll(async () => {
  const catalogue = await buildCatalogue(app, { lessons: 1 });
  admin = await buildAdmin(app);
  student = await buildStudent(app, { catalogue });
  teacher = await buildTeacher(app, catalogue);
  nodeB = await buildApp({ config: { ...t.config }, database: t.database, clock: t.clock, mailer: new MemoryMailer(), web: false });
  await nodeB.ready();
});
afterAll(async () => {
  await nodeB?.close();
});

const LIST = `query($environment: FeatureFlagEnvironment) { adminFeatureFlags(environment: $environment) {
  environment currentEnvironment flags { key environment description rule percentage userIds role stored known updatedAt } } }`;
const SET = `mutation($input: FeatureFlagInput!) { adminSetFeatureFlag(input: $input) { key environment description rule percentage userIds role stored } }`;
const flagInput = (overrides: Record<string, unknown> = {}) => ({
  key: 'new_dashboard',
  environment: 'test',
  description: 'The new dashboard',
  rule: 'everyone',
  percentage: 0,
  userIds: [],
  role: null,
  ...overrides,
});

async function setFlag(overrides: Record<string, unknown>) {
  const res = await gql(app, admin, SET, { input: flagInput(overrides) });
  expect(res.errors).toBeUndefined();
  return res;
}

async function decide(node: FastifyInstance, who: TestUser | null, flags?: string[], cookie = '') {
  const session = who ? await loginCookies(node, who) : '';
  return node.inject({
    method: 'POST',
    url: '/api/feature-flag/decide-on-demand',
    headers: { ...clientHeaders, 'content-type': 'application/json', cookie: [session, cookie].filter(Boolean).join('; ') },
    payload: flags ? { flags } : {},
  });
}
const flagsOf = async (node: FastifyInstance, who: TestUser | null, flags?: string[], cookie?: string) =>
  (await decide(node, who, flags, cookie)).json<{ flags: Record<string, boolean> }>().flags;

describe('access: admin operations (student, teacher, admin, anonymous)', () => {
  it('adminFeatureFlags: admins only', async () => {
    expect((await gql(app, student, LIST)).code).toBe('forbidden');
    expect((await gql(app, teacher, LIST)).code).toBe('forbidden');
    expect((await gql(app, null, LIST)).code).toBe('unauthenticated');
    const res = await gql<{ adminFeatureFlags: { currentEnvironment: string; flags: { key: string; stored: boolean }[] } }>(
      app,
      admin,
      LIST,
    );
    expect(res.data?.adminFeatureFlags.currentEnvironment).toBe('test');
    // The flags the code reads are listed before anyone stored a rule for them.
    expect(res.data?.adminFeatureFlags.flags.map((f) => f.key)).toEqual(
      expect.arrayContaining(['book_class_before_trial_start', 'learning_language_change', 'skip_credit_card_for_trial_direct_purchase']),
    );
  });

  it('adminSetFeatureFlag: admins only, and refused calls change nothing', async () => {
    const input = flagInput({ key: 'access_probe' });
    expect((await gql(app, student, SET, { input })).code).toBe('forbidden');
    expect((await gql(app, teacher, SET, { input })).code).toBe('forbidden');
    expect((await gql(app, null, SET, { input })).code).toBe('unauthenticated');
    expect(await app.db.select().from(featureFlags).where(eq(featureFlags.key, 'access_probe'))).toEqual([]);
    expect((await gql(app, admin, SET, { input })).data).toMatchObject({
      adminSetFeatureFlag: { key: 'access_probe', rule: 'everyone', stored: true },
    });
  });

  it('decide-on-demand answers everyone: anonymous, student, teacher, admin', async () => {
    for (const who of [null, student, teacher, admin]) {
      const res = await decide(app, who, ['learning_language_change']);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ flags: { learning_language_change: true } });
    }
  });
});

describe('inputs', () => {
  it('a rule that cannot work is a validation error on its field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ key: 'Bad Key' }, 'key'],
      [{ rule: 'users', userIds: [] }, 'userIds'],
      [{ rule: 'users', userIds: ['not-a-uuid'] }, 'userIds.0'],
      [{ rule: 'role', role: null }, 'role'],
      [{ rule: 'percentage', percentage: 101 }, 'percentage'],
      [{ description: 'x'.repeat(501) }, 'description'],
    ];
    for (const [overrides, field] of cases) {
      const res = await gql(app, admin, SET, { input: flagInput(overrides) });
      expect(res.code, field).toBe('validation_failed');
      expect(res.errors?.[0]?.extensions?.field).toBe(field);
    }
  });

  it('decide-on-demand refuses a malformed body with a 4xx', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/feature-flag/decide-on-demand',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      payload: { flags: ['NOT A FLAG'] },
    });
    expect(bad.statusCode).toBe(422);
    const tooMany = await decide(
      app,
      null,
      Array.from({ length: 51 }, (_, i) => `flag_${i}`),
    );
    expect(tooMany.statusCode).toBe(422);
  });
});

describe('rules', () => {
  it('everyone, nobody, listed users and a role decide per subject; unknown flags are off', async () => {
    await setFlag({ key: 'rule_probe', rule: 'users', userIds: [student.id] });
    expect(await flagsOf(app, student, ['rule_probe', 'never_created'])).toEqual({ rule_probe: true, never_created: false });
    expect((await flagsOf(app, teacher, ['rule_probe'])).rule_probe).toBe(false);
    expect((await flagsOf(app, null, ['rule_probe'])).rule_probe).toBe(false);
    await setFlag({ key: 'rule_probe', rule: 'role', role: 'teacher' });
    expect((await flagsOf(app, teacher, ['rule_probe'])).rule_probe).toBe(true);
    expect((await flagsOf(app, student, ['rule_probe'])).rule_probe).toBe(false);
    await setFlag({ key: 'rule_probe', rule: 'nobody' });
    expect((await flagsOf(app, teacher, ['rule_probe'])).rule_probe).toBe(false);
  });

  it('a percentage is stable per user, and per anonymous visitor through the visitor cookie', async () => {
    await setFlag({ key: 'half_probe', rule: 'percentage', percentage: 50 });
    const first = await flagsOf(app, student, ['half_probe']);
    for (let i = 0; i < 3; i++) expect(await flagsOf(app, student, ['half_probe'])).toEqual(first);
    const visit = await decide(app, null, ['half_probe']);
    const setCookie = String(visit.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^${VISITOR_COOKIE}=[0-9a-f-]{36};.*HttpOnly`, 'i'));
    const cookie = setCookie.split(';')[0];
    const again = await decide(app, null, ['half_probe'], cookie);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(again.json()).toEqual(visit.json());
    // About half of many visitors are in.
    let on = 0;
    for (let i = 0; i < 200; i++)
      if ((await flagsOf(app, null, ['half_probe'], `${VISITOR_COOKIE}=${crypto.randomUUID()}`)).half_probe) on++;
    expect(on).toBeGreaterThan(60);
    expect(on).toBeLessThan(140);
  });

  it('rules are per environment: a production rule does not touch this deployment (test)', async () => {
    await setFlag({ key: 'env_probe', environment: 'production', rule: 'everyone' });
    expect((await flagsOf(app, student, ['env_probe'])).env_probe).toBe(false);
    expect((await gql(app, admin, LIST, { environment: 'staging' })).errors).toHaveLength(1);
    const listed = await gql<{ adminFeatureFlags: { environment: string; flags: { key: string; rule: string }[] } }>(app, admin, LIST, {
      environment: 'production',
    });
    expect(listed.data?.adminFeatureFlags.environment).toBe('production');
    expect(listed.data?.adminFeatureFlags.flags.find((f) => f.key === 'env_probe')?.rule).toBe('everyone');
  });

  it('keeps only what the rule reads, and the audit row has the state before', async () => {
    await setFlag({ key: 'audit_probe', rule: 'percentage', percentage: 20, userIds: [student.id], role: 'admin' });
    const [row] = await app.db
      .select()
      .from(featureFlags)
      .where(and(eq(featureFlags.key, 'audit_probe'), eq(featureFlags.environment, 'test')));
    expect(row).toMatchObject({ rule: 'percentage', percentage: 20, userIds: [], role: null, updatedBy: admin.id });
    await setFlag({ key: 'audit_probe', rule: 'nobody' });
    const rows = await app.db.select().from(auditLog).where(eq(auditLog.objectId, 'test:audit_probe'));
    expect(rows).toHaveLength(2);
    const last = rows.find((r) => (r.after as { rule?: string } | null)?.rule === 'nobody');
    expect(last).toMatchObject({ action: 'adminSetFeatureFlag', objectType: 'feature_flag', actorId: admin.id, outcome: 'done' });
    expect(last?.before).toMatchObject({ rule: 'percentage', percentage: 20 });
  });
});

describe('the flags the code reads', () => {
  it("learning_language_change: the flag closes the change; a student's own switch still wins (decision 059)", async () => {
    const STATUS = '{ learningSettings { languageChange { allowed refusal } } }';
    const owner = await buildStudent(app, { catalogue: await buildCatalogue(app, { lessons: 1 }) });
    expect((await gql(app, owner, STATUS)).data).toEqual({ learningSettings: { languageChange: { allowed: true, refusal: null } } });
    await setFlag({ key: 'learning_language_change', rule: 'nobody' });
    expect((await gql(app, owner, STATUS)).data).toEqual({
      learningSettings: { languageChange: { allowed: false, refusal: 'learning_language_change_disabled' } },
    });
    await gql(app, admin, 'mutation($id: ID) { adminSetLearningLanguageChange(studentId: $id, allowed: true) }', { id: owner.id });
    expect((await gql(app, owner, STATUS)).data).toEqual({ learningSettings: { languageChange: { allowed: true, refusal: null } } });
    // The older school-wide switch writes the same flag.
    expect((await gql(app, admin, 'mutation { adminSetLearningLanguageChange(allowed: true) }')).data).toEqual({
      adminSetLearningLanguageChange: true,
    });
    const [row] = await app.db
      .select()
      .from(featureFlags)
      .where(and(eq(featureFlags.key, 'learning_language_change'), eq(featureFlags.environment, 'test')));
    expect(row.rule).toBe('everyone');
    await setFlag({ key: 'learning_language_change', rule: 'users', userIds: [student.id] });
    expect(await isFlagEnabled(app, 'learning_language_change', studentSubject(student.id))).toBe(true);
    // The flag itself leaves the owner out; their own switch (true) still opens the change for them.
    expect(await isFlagEnabled(app, 'learning_language_change', studentSubject(owner.id))).toBe(false);
    expect((await gql(app, owner, STATUS)).data).toEqual({ learningSettings: { languageChange: { allowed: true, refusal: null } } });
    await setFlag({ key: 'learning_language_change', rule: 'everyone' });
  });

  it('skip_credit_card_for_trial_direct_purchase: adminSetCommerceFlag writes the flag, commerceConfig reads it', async () => {
    const CONFIG = '{ commerceConfig { cardRequiredForTrial } }';
    expect((await gql(app, student, CONFIG)).data).toEqual({ commerceConfig: { cardRequiredForTrial: true } });
    await gql(app, admin, 'mutation { adminSetCommerceFlag(key: "skip_credit_card_for_trial_direct_purchase", enabled: true) }');
    expect((await gql(app, student, CONFIG)).data).toEqual({ commerceConfig: { cardRequiredForTrial: false } });
    await setFlag({ key: 'skip_credit_card_for_trial_direct_purchase', rule: 'users', userIds: [student.id] });
    expect((await gql(app, student, CONFIG)).data).toEqual({ commerceConfig: { cardRequiredForTrial: false } });
    expect((await gql(app, teacher, CONFIG)).data).toEqual({ commerceConfig: { cardRequiredForTrial: true } });
    await setFlag({ key: 'skip_credit_card_for_trial_direct_purchase', rule: 'nobody' });
  });
});

describe('cache and invalidation across nodes', () => {
  it('a change on node A is answered by node B on its very next decision', async () => {
    await setFlag({ key: 'node_probe', rule: 'nobody' });
    // Node B reads and caches the table.
    expect((await flagsOf(nodeB, student, ['node_probe'])).node_probe).toBe(false);
    expect(nodeB.flagCache.kind).toBe(t.database.kind === 'pglite' ? 'memory' : process.env.REDIS_URL ? 'redis' : 'bounded');
    await setFlag({ key: 'node_probe', rule: 'everyone' });
    if (nodeB.flagCache.kind === 'memory') expect((await flagsOf(nodeB, student, ['node_probe'])).node_probe).toBe(true);
    // Over Redis the message takes a network hop; without a channel the bound (5 s) applies.
    else if (nodeB.flagCache.kind === 'redis')
      await vi.waitFor(async () => expect((await flagsOf(nodeB, student, ['node_probe'])).node_probe).toBe(true));
  });

  it('node B serves from its cache: no query while nothing changed', async () => {
    if (nodeB.flagCache.kind === 'bounded') return;
    await flagsOf(nodeB, student, ['node_probe']);
    let loads = 0;
    const cache = nodeB.flagCache;
    const rows = cache.rows.bind(cache);
    const spy = vi.spyOn(cache, 'rows').mockImplementation((load) =>
      rows(async () => {
        loads++;
        return load();
      }),
    );
    for (let i = 0; i < 5; i++) await flagsOf(nodeB, student, ['node_probe']);
    expect(loads).toBe(0);
    await setFlag({ key: 'node_probe', rule: 'nobody' });
    if (cache.kind === 'memory') {
      expect((await flagsOf(nodeB, student, ['node_probe'])).node_probe).toBe(false);
      expect(loads).toBe(1);
    }
    spy.mockRestore();
  });
});

describe('FlagCache', () => {
  it('without a channel (PostgreSQL, no Redis) keeps the table at most the short bound', async () => {
    let now = 0;
    const cache = new FlagCache(() => now);
    expect(cache.kind).toBe('bounded');
    let loads = 0;
    const load = async () => {
      loads++;
      return new Map();
    };
    await cache.rows(load);
    now += FLAG_CACHE_UNHEARD_MAX_AGE_MS;
    await cache.rows(load);
    expect(loads).toBe(1);
    now += 1;
    await cache.rows(load);
    expect(loads).toBe(2);
  });

  it('a load in flight when a change arrives is not kept; concurrent callers share one load', async () => {
    const cache = new FlagCache(() => 0);
    let release: () => void = () => {};
    let loads = 0;
    const slow = () => {
      loads++;
      return new Promise<Map<never, never>>((resolve) => {
        release = () => resolve(new Map<never, never>());
      });
    };
    const a = cache.rows(slow);
    const b = cache.rows(slow);
    expect(loads).toBe(1);
    cache.invalidate();
    release();
    await Promise.all([a, b]);
    await cache.rows(async () => {
      loads++;
      return new Map();
    });
    expect(loads).toBe(2);
  });
});

describe('migration 0037', () => {
  it('copies every commerce flag into every environment', async () => {
    const dir = join(import.meta.dirname, '../migrations');
    const file = readdirSync(dir).find((name) => name.startsWith('0037_'));
    const copy = readFileSync(join(dir, String(file)), 'utf8').split('--> statement-breakpoint')[1];
    await app.db.execute(
      sql`CREATE TEMP TABLE commerce_flags (key text PRIMARY KEY, enabled boolean NOT NULL, updated_at timestamptz NOT NULL DEFAULT now())`,
    );
    await app.db.execute(sql`INSERT INTO commerce_flags (key, enabled) VALUES ('copied_on', true), ('copied_off', false), ('9bad', true)`);
    await app.db.execute(sql.raw(copy));
    const rows = await queryRows<{ key: string; environment: string; rule: string }>(
      app.db,
      sql`SELECT key, environment, rule FROM feature_flags WHERE key LIKE 'copied_%' OR key = '9bad' ORDER BY key, environment`,
    );
    expect(rows).toEqual([
      { key: 'copied_off', environment: 'development', rule: 'nobody' },
      { key: 'copied_off', environment: 'production', rule: 'nobody' },
      { key: 'copied_off', environment: 'test', rule: 'nobody' },
      { key: 'copied_on', environment: 'development', rule: 'everyone' },
      { key: 'copied_on', environment: 'production', rule: 'everyone' },
      { key: 'copied_on', environment: 'test', rule: 'everyone' },
    ]);
  });
});
