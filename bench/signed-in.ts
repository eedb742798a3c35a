/**
 * Signed-in requests (issue 13; decision 053): the cost of being signed in, as the ratio of a
 * signed-in `{ me { id } }` to an anonymous `{ __typename }`, same app, same port, PostgreSQL.
 *
 *   npx tsx bench/signed-in.ts        (npm run bench runs it after the start-up bench)
 *
 * A fresh PostgreSQL bench database gets the migrations and the demo seed; the real app signs
 * the demo student in through the login route and both documents are loaded with autocannon,
 * alternating rounds after a warm-up. With REDIS_URL set the app runs as it would on several
 * nodes (session revocations travel over Redis). Numbers are printed, never judged.
 *
 * Environment: DATABASE_URL (server to create the bench database on), REDIS_URL (optional),
 * BENCH_REQUESTS (per measured run, 20,000), BENCH_CONCURRENCY (10), BENCH_ROUNDS (3).
 * BENCH_SIGNED_IN_SECONDS=N instead keeps the signed-in document busy for N seconds (for a
 * CPU profile of this process: `node --cpu-prof --import tsx bench/signed-in.ts`).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/people-data.ts';
import { seedDemo } from '../apps/server/src/db/seed/index.ts';
import { DEFAULT_DATABASE_URL, createBenchDatabase } from './lib/bench-database.ts';
import { type LoadResult, type LoadTarget, runLoad } from './lib/load.ts';
import { formatLoadTable, ratio } from './lib/report.ts';
import { printSummary } from './lib/summary.ts';

const env = process.env;
const REQUESTS = Number(env.BENCH_REQUESTS ?? 20_000);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 10);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const PROFILE_SECONDS = Number(env.BENCH_SIGNED_IN_SECONDS ?? 0);
const DEMO_STUDENT = 'student@example.com';

const log = (line = '') => console.log(line);

async function main(): Promise<void> {
  const baseUrl = env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const bench = await createBenchDatabase(baseUrl);
  log(
    `signed-in requests: database ${bench.name} on ${new URL(baseUrl).host}, ${env.REDIS_URL ? 'Redis' : 'no Redis'}; ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  try {
    const seeding = await openDatabase({ databaseUrl: bench.url, dataDir: 'memory' });
    try {
      await runMigrations(seeding);
      await seedDemo(seeding.db, new Date());
    } finally {
      await seeding.close();
    }
    await measure(bench.url);
  } finally {
    await bench.drop();
  }
}

async function measure(url: string): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    ...(env.REDIS_URL ? { REDIS_URL: env.REDIS_URL } : {}),
    JWT_SECRET: randomBytes(32).toString('hex'),
    JOBS: 'off',
    PAYMENT_PROCESSOR: 'test',
    ALLOW_TEST_PAYMENTS: 'yes',
  });
  // The pool size production uses (10).
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory' });
  const app = await buildApp({ config, database, web: false });
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
    // Both answers checked once: a load test of error responses would measure nothing.
    for (const target of [anonymous, signedIn]) {
      const res = await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body });
      const body = (await res.json()) as { data?: { me?: { id: string }; __typename?: string }; errors?: unknown[] };
      if (res.status !== 200 || body.errors || !body.data) throw new Error(`${target.label} failed: ${JSON.stringify(body)}`);
      log(`${target.label}: ${JSON.stringify(body)}`);
    }
    if (PROFILE_SECONDS > 0) {
      log(`profiling: ${signedIn.label} for ${PROFILE_SECONDS} s, ${CONCURRENCY} connections`);
      const result = await autocannon({ ...signedIn, duration: PROFILE_SECONDS, connections: CONCURRENCY, workers: 1 });
      log(`${(result['2xx'] / result.duration).toFixed(0)} req/s (non-2xx ${result.non2xx})`);
      return;
    }
    await loadBoth(anonymous, signedIn);
  } finally {
    await app.close();
    await database.close();
  }
}

async function loadBoth(anonymous: LoadTarget, signedIn: LoadTarget): Promise<void> {
  log(`\n== load: ${REQUESTS} requests per run, ${CONCURRENCY} connections, ${ROUNDS} rounds (after a warm-up) ==`);
  const warmup = Math.min(5_000, REQUESTS);
  await runLoad(anonymous, warmup, CONCURRENCY);
  await runLoad(signedIn, warmup, CONCURRENCY);
  const anonymousRuns: LoadResult[] = [];
  const signedInRuns: LoadResult[] = [];
  // Alternating runs, so a slow moment on a shared machine does not land on one side only.
  for (let round = 1; round <= ROUNDS; round++) {
    anonymousRuns.push({ ...(await runLoad(anonymous, REQUESTS, CONCURRENCY)), label: `anonymous (round ${round})` });
    signedInRuns.push({ ...(await runLoad(signedIn, REQUESTS, CONCURRENCY)), label: `signed-in (round ${round})` });
  }
  log(formatLoadTable([...anonymousRuns, ...signedInRuns]));
  const failed = [...anonymousRuns, ...signedInRuns].reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  if (failed > 0) log(`\nWARNING: ${failed} requests failed (non-2xx or errors)`);
  const mean = (runs: LoadResult[]) => runs.reduce((sum, r) => sum + r.requestsPerSecond, 0) / runs.length;
  const percent = ratio(signedInRuns, anonymousRuns);
  log(`\nratio signed-in/anonymous (req/s): ${percent.toFixed(0)}%`);
  printSummary([
    {
      what: `signed-in { me { id } } vs anonymous { __typename } (PostgreSQL${env.REDIS_URL ? ' + Redis' : ''})`,
      value: `${mean(signedInRuns).toFixed(0)} req/s`,
      baseline: `${mean(anonymousRuns).toFixed(0)} req/s`,
      ratio: `${percent.toFixed(0)}%`,
      goal: '>= 35%',
      load: `${CONCURRENCY} connections, ${REQUESTS.toLocaleString('en')} requests x ${ROUNDS} rounds`,
    },
  ]);
}

await main();
