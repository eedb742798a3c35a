/**
 * Signed-in requests (issue 13; decision 053): the cost of being signed in, as the ratio of a
 * signed-in `{ me { id } }` to an anonymous `{ __typename }`, same app, same port, PostgreSQL.
 *
 *   npx tsx bench/signed-in.ts        (npm run bench runs it after the start-up bench)
 *
 * A fresh PostgreSQL bench database gets the migrations and the demo seed; the real app signs
 * the demo student in through the login route and both documents are loaded with autocannon,
 * alternating rounds after a warm-up. Two set-ups, one after the other, each as several nodes run
 * it: PostgreSQL alone (live sessions cached per node, revocations over LISTEN/NOTIFY, decision
 * 126) and PostgreSQL + Redis (the same cache, revocations over Redis pub/sub, decision 053).
 * A third target, `me` with the fields the web shell reads, shows the cost of loading the user.
 * Numbers are printed, never judged.
 *
 * Environment: DATABASE_URL (server to create the bench database on), REDIS_URL (default
 * redis://127.0.0.1:6379; the Redis set-up is skipped when it does not answer),
 * BENCH_REQUESTS (per measured run, 50,000: autocannon times runs in whole seconds), BENCH_CONCURRENCY (10), BENCH_ROUNDS (3).
 * BENCH_SIGNED_IN_SECONDS=N instead keeps the signed-in document busy for N seconds on the
 * PostgreSQL + Redis set-up (for a CPU profile: `node --cpu-prof --import tsx bench/signed-in.ts`).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/people-data.ts';
import { GRAPHQL_LIMITS } from '../apps/server/src/plugins/graphql/limits.ts';
import { seedDemo } from '../apps/server/src/db/seed/index.ts';
import { DEFAULT_DATABASE_URL, createBenchDatabase } from './lib/bench-database.ts';
import { type LoadResult, type LoadTarget, runLoad } from './lib/load.ts';
import { formatLoadTable, ratio } from './lib/report.ts';
import { type SummaryRow, printSummary } from './lib/summary.ts';

const env = process.env;
const REQUESTS = Number(env.BENCH_REQUESTS ?? 50_000);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 10);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const PROFILE_SECONDS = Number(env.BENCH_SIGNED_IN_SECONDS ?? 0);
const DEMO_STUDENT = 'student@example.com';
const REDIS_URL = env.REDIS_URL || 'redis://127.0.0.1:6379';
/** The fields of `me` the web shell asks for at boot (a signed-in page's usual first request). */
const ME_FIELDS = '{ me { id email fullName locale timezone roles hasSubscription isGuest impersonatedBy } }';

const log = (line = '') => console.log(line);

/**
 * The per-client cost budget (decision 023: 150,000 units a minute) would answer 429 after some
 * 50,000 signed-in requests within a minute; the bench loads far more. Both sides still run the
 * budget check, with a limit no run reaches.
 */
(GRAPHQL_LIMITS as { budgetPerMinute: number }).budgetPerMinute = Number.MAX_SAFE_INTEGER;

async function main(): Promise<void> {
  const baseUrl = env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const bench = await createBenchDatabase(baseUrl);
  log(`signed-in requests: database ${bench.name} on ${new URL(baseUrl).host}; ${os.cpus().length} CPUs, Node ${process.version}`);
  try {
    const seeding = await openDatabase({ databaseUrl: bench.url, dataDir: 'memory' });
    try {
      await runMigrations(seeding);
      await seedDemo(seeding.db, new Date());
    } finally {
      await seeding.close();
    }
    const redis = (await redisAnswers(REDIS_URL)) ? REDIS_URL : undefined;
    if (!redis) log(`no Redis at ${REDIS_URL}: the PostgreSQL + Redis set-up is skipped`);
    const rows: SummaryRow[] = [];
    if (PROFILE_SECONDS > 0) await measure(bench.url, redis, rows);
    else {
      await measure(bench.url, undefined, rows);
      if (redis) await measure(bench.url, redis, rows);
    }
    if (rows.length > 0) printSummary(rows);
  } finally {
    await bench.drop();
  }
}

async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

async function measure(url: string, redis: string | undefined, rows: SummaryRow[]): Promise<void> {
  const setup = redis ? 'PostgreSQL + Redis' : 'PostgreSQL, LISTEN/NOTIFY';
  log(`\n==== ${setup} ====`);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    ...(redis ? { REDIS_URL: redis } : {}),
    JWT_SECRET: randomBytes(32).toString('hex'),
    JOBS: 'off',
    PAYMENT_PROCESSOR: 'test',
    ALLOW_TEST_PAYMENTS: 'yes',
  });
  // The pool size production uses (10).
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory' });
  const app = await buildApp({ config, database, web: false });
  log(`session cache: ${app.sessionCache.kind}`);
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'x-release-id': 'bench', accept: 'application/json' },
      payload: { _username: DEMO_STUDENT, _password: DEMO_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`demo login failed: ${login.statusCode} ${login.body}`);
    const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const headers = { 'content-type': 'application/json', 'x-release-id': 'bench' };
    const anonymous: LoadTarget = {
      label: 'anonymous { __typename }',
      url: `${address}/graphql`,
      method: 'POST',
      headers,
      body: JSON.stringify({ query: '{ __typename }' }),
    };
    const signedIn: LoadTarget = {
      label: 'signed-in { me { id } }',
      url: `${address}/graphql`,
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ query: '{ me { id } }' }),
    };
    const signedInFields: LoadTarget = { ...signedIn, label: 'signed-in me, shell fields', body: JSON.stringify({ query: ME_FIELDS }) };
    // The answers checked once: a load test of error responses would measure nothing.
    for (const target of [anonymous, signedIn, signedInFields]) {
      const res = await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body });
      const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
      if (res.status !== 200 || body.errors || !body.data) throw new Error(`${target.label} failed: ${JSON.stringify(body)}`);
      log(`${target.label}: ${JSON.stringify(body)}`);
    }
    if (PROFILE_SECONDS > 0) {
      log(`profiling: ${signedIn.label} for ${PROFILE_SECONDS} s, ${CONCURRENCY} connections`);
      const result = await autocannon({ ...signedIn, duration: PROFILE_SECONDS, connections: CONCURRENCY, workers: 1 });
      log(`${(result['2xx'] / result.duration).toFixed(0)} req/s (non-2xx ${result.non2xx})`);
      return;
    }
    rows.push(...(await loadAll(setup, anonymous, signedIn, signedInFields)));
  } finally {
    await app.close();
    await database.close();
  }
}

async function loadAll(setup: string, anonymous: LoadTarget, signedIn: LoadTarget, signedInFields: LoadTarget): Promise<SummaryRow[]> {
  log(`\n== load: ${REQUESTS} requests per run, ${CONCURRENCY} connections, ${ROUNDS} rounds (after a warm-up) ==`);
  const warmup = Math.min(5_000, REQUESTS);
  const targets = [anonymous, signedIn, signedInFields];
  for (const target of targets) await runLoad(target, warmup, CONCURRENCY);
  const runs: LoadResult[][] = targets.map(() => []);
  // Interleaved runs, so a slow moment on a shared machine does not land on one side only.
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, target] of targets.entries())
      runs[i].push({ ...(await runLoad(target, REQUESTS, CONCURRENCY)), label: `${target.label.split(' {')[0]} (round ${round})` });
  }
  const [anonymousRuns, signedInRuns, fieldsRuns] = runs;
  log(formatLoadTable(runs.flat()));
  const failed = runs.flat().reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  if (failed > 0) log(`\nWARNING: ${failed} requests failed (non-2xx or errors)`);
  const mean = (results: LoadResult[]) => results.reduce((sum, r) => sum + r.requestsPerSecond, 0) / results.length;
  log(`\nratio signed-in { me { id } } / anonymous (req/s): ${ratio(signedInRuns, anonymousRuns).toFixed(0)}%`);
  log(`ratio signed-in me with the shell's fields / anonymous (req/s): ${ratio(fieldsRuns, anonymousRuns).toFixed(0)}%`);
  const load = `${CONCURRENCY} connections, ${REQUESTS.toLocaleString('en')} requests x ${ROUNDS} rounds`;
  return [
    {
      what: `signed-in { me { id } } vs anonymous { __typename } (${setup})`,
      value: `${mean(signedInRuns).toFixed(0)} req/s`,
      baseline: `${mean(anonymousRuns).toFixed(0)} req/s`,
      ratio: `${ratio(signedInRuns, anonymousRuns).toFixed(0)}%`,
      goal: '>= 35%',
      load,
    },
    {
      what: `signed-in me, 9 shell fields (user loaded) vs anonymous (${setup})`,
      value: `${mean(fieldsRuns).toFixed(0)} req/s`,
      baseline: `${mean(anonymousRuns).toFixed(0)} req/s`,
      ratio: `${ratio(fieldsRuns, anonymousRuns).toFixed(0)}%`,
      goal: '(context)',
      load,
    },
  ];
}

await main();
