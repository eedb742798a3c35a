/**
 * Class search at scale (issue 3, "Concurrency and scale"; decision 009).
 *
 *   npx tsx bench/class-search.ts        (or: npm run bench)
 *
 * Seeds a fresh PostgreSQL database with the demo data plus BENCH_CLASSES (1,000,000)
 * classes, prints the query plan of the class search for one module and one week, then
 * loads the real app's GraphQL `bookingResults` and a bare Fastify route running the same
 * SQL through pg, in the same process and port, and prints both side by side with their
 * ratio. Numbers are printed, never judged (ARCHITECTURE, "Performance and reliability");
 * the only failure is a sequential scan on classes, which is a correctness problem.
 *
 * Environment: DATABASE_URL (server to create the bench database on), BENCH_CLASSES,
 * BENCH_REQUESTS (per measured run), BENCH_CONCURRENCY, BENCH_ROUNDS, BENCH_KEEP_DB=1;
 * BENCH_DATABASE_URL=<a database a kept run seeded> skips the seeding (while iterating);
 * BENCH_CPU_PROFILE=<file.cpuprofile> profiles the server during one more GraphQL run and
 * prints where its CPU time goes (decision 052), then the bare route's the same way beside it
 * (decision 093).
 */
// First: graphql-js reads NODE_ENV when it loads (see the module).
import './lib/production-env.ts';

import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { print } from 'graphql';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { addDaysToKey, weekStartKey } from '@parla/domain';
import { schoolDate, schoolHour } from '../apps/server/src/db/seed/berlin-time.ts';
import { seedDemo } from '../apps/server/src/db/seed/index.ts';
import { BOOKING_RESULTS } from '../apps/web/src/features/booking/booking-documents.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/people-data.ts';
import { DEFAULT_DATABASE_URL, createBenchDatabase } from './lib/bench-database.ts';
import { type Statement, type Waves, captureWaves, replayWaves } from './lib/capture-sql.ts';
import { type LoadResult, type LoadTarget, runLoad } from './lib/load.ts';
import { type PlanCheck, explain } from './lib/query-plan.ts';
import { profileWhile } from './lib/cpu-profile.ts';
import { cpuRatio, formatLoadTable, mainThreadCpuRatio, ratio } from './lib/report.ts';
import { seedMillionClasses } from './lib/seed-million-classes.ts';
import { printSummary, type SummaryRow } from './lib/summary.ts';

const env = process.env;
const CLASSES = Number(env.BENCH_CLASSES ?? 1_000_000);
const REQUESTS = Number(env.BENCH_REQUESTS ?? 3_000);
const CONCURRENCY = Number(env.BENCH_CONCURRENCY ?? 20);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 2);
const DEMO_STUDENT = 'student@example.com';
/**
 * One signed-in client sends every request: far above the per-user cost budget of a real
 * client (decision 023), which would answer 429. The budget check still runs on each request.
 */
const LOAD_BUDGET_PER_MINUTE = String(1e12);

/** The web's booking page document, as the browser sends it (fragments included). */
const BOOKING_RESULTS_QUERY = print(BOOKING_RESULTS);

const log = (line = '') => console.log(line);

/** Monday 00:00 to Monday 00:00 (Berlin) of next week: the booking page's "next week". */
function nextWeek(now: Date): { from: Date; to: Date } {
  const monday = addDaysToKey(weekStartKey(schoolDate(now), 'Monday'), 7);
  return { from: schoolHour(monday, 0), to: schoolHour(addDaysToKey(monday, 7), 0) };
}

async function main(): Promise<number> {
  if (env.BENCH_DATABASE_URL) {
    const url = env.BENCH_DATABASE_URL;
    log(`reusing ${new URL(url).pathname.slice(1)} (no seeding); ${os.cpus().length} CPUs, Node ${process.version}`);
    return measure(url, await classCount(url));
  }
  const baseUrl = env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const bench = await createBenchDatabase(baseUrl);
  log(`database ${bench.name} on ${new URL(baseUrl).host}; ${os.cpus().length} CPUs, Node ${process.version}`);
  try {
    const classes = await seed(bench.url);
    return await measure(bench.url, classes);
  } finally {
    if (env.BENCH_KEEP_DB === '1') log(`kept ${bench.name}`);
    else await bench.drop();
  }
}

async function classCount(url: string): Promise<number> {
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory' });
  try {
    const { rows } = await database.pool!.query<{ n: number }>('SELECT count(*)::int AS n FROM classes');
    return rows[0].n;
  } finally {
    await database.close();
  }
}

/** Migrations, the demo seed, then the million classes; returns the row count of classes. */
async function seed(url: string): Promise<number> {
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory' });
  try {
    await runMigrations(database);
    const demo = await seedDemo(database.db, new Date());
    log(`demo seed: ${demo.classes} classes in ${demo.ms} ms`);
    const started = performance.now();
    const pool = database.pool!;
    const moduleCount = await seedMillionClasses(pool, CLASSES, new Date(), log);
    const { rows } = await pool.query<{ classes: number; size: string }>(
      `SELECT count(*)::int AS classes, pg_size_pretty(pg_total_relation_size('classes')) AS size FROM classes`,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(
      `seeded ${rows[0].classes.toLocaleString('en')} classes over ${moduleCount} modules (${rows[0].size} with indexes) in ${seconds} s`,
    );
    return rows[0].classes;
  } finally {
    await database.close();
  }
}

async function measure(url: string, classCount: number): Promise<number> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    JOBS: 'off',
    PAYMENT_PROCESSOR: 'test',
    ALLOW_TEST_PAYMENTS: 'yes',
    GRAPHQL_BUDGET_PER_MINUTE: LOAD_BUDGET_PER_MINUTE,
  });
  // The pool size production uses (10), owned by the app; the bare route shares it.
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory' });
  const pool = database.pool!;
  const app = await buildApp({ config, database, web: false });
  let waves: Waves = [];
  // The bare baseline: no GraphQL, no auth, no ORM; the service's own statements through pg, serialised by Fastify.
  app.get('/bench/class-search', async () => ({ results: await replayWaves(pool, waves) }));
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const graphql = await graphqlTarget(app, address, pool);

    // A first request checks the session; under load the node then answers it from its session
    // cache (decisions 053, 126). The recorded request comes after it, so the bare route replays
    // what every measured GraphQL request sends, not the one-off lookup.
    await fetch(graphql.url, { method: 'POST', headers: graphql.headers, body: graphql.body });
    // One checked request, recorded: a load test of error responses would measure nothing.
    let body: GraphQLCheck = {};
    waves = await captureWaves(pool, async () => {
      const res = await fetch(graphql.url, { method: 'POST', headers: graphql.headers, body: graphql.body });
      body = (await res.json()) as GraphQLCheck;
    });
    if (body.errors || !body.data?.bookingResults) throw new Error(`bookingResults failed: ${JSON.stringify(body).slice(0, 500)}`);
    const statements = waves.flat();
    log(`\none bookingResults request: ${body.data.bookingResults.options.length} options, ${JSON.stringify(body).length} bytes,`);
    log(`${statements.length} SQL statements in ${waves.length} waves (statements of a wave run in parallel)`);
    waves.forEach((wave, i) => {
      for (const s of wave)
        log(`  wave ${i + 1}: ${s.text.length} chars, ${s.values.length} parameters: ${s.text.replace(/\s+/g, ' ').slice(0, 110)}`);
    });

    // (i) The plans: the search must stay on an index with a million rows in the table.
    const seqScan = await printPlans(pool, statements);

    // (ii) GraphQL against the same SQL behind a bare route, one process, one port.
    const bare: LoadTarget = { label: 'bare Fastify + pg', url: `${address}/bench/class-search`, method: 'GET', headers: {} };
    const bareCheck = (await (await fetch(bare.url)).json()) as { results: unknown[][] };
    log(`bare route: ${bareCheck.results.length} result sets, ${JSON.stringify(bareCheck).length} bytes`);
    const results = await loadBoth(graphql, bare);
    if (env.BENCH_CPU_PROFILE) {
      const file = env.BENCH_CPU_PROFILE;
      const { result, summary } = await profileWhile(file, () => runLoad(graphql, REQUESTS, CONCURRENCY));
      log(`\n== CPU profile of the server during ${REQUESTS} GraphQL requests (${result.requestsPerSecond.toFixed(0)} req/s), ${file} ==`);
      log(summary);
      // The bare route under the same load, so the two profiles can be read side by side (decision 093).
      const bareFile = file.replace(/(\.cpuprofile)?$/, '.bare.cpuprofile');
      const bareProfile = await profileWhile(bareFile, () => runLoad(bare, REQUESTS, CONCURRENCY));
      log(
        `\n== CPU profile of the server during ${REQUESTS} bare requests (${bareProfile.result.requestsPerSecond.toFixed(0)} req/s), ${bareFile} ==`,
      );
      log(bareProfile.summary);
    }
    writeResults({ classes: classCount, statements: statements.length, waves: waves.length, seqScanOnClasses: seqScan, results });
    printSummary([summaryRow(classCount, results)]);
    return seqScan ? 1 : 0;
  } finally {
    await app.close();
    await database.close();
  }
}

interface GraphQLCheck {
  data?: { bookingResults?: { options: unknown[] } };
  errors?: unknown[];
}

/** The demo student, signed in through the real login route, asking for next week of their module. */
async function graphqlTarget(app: FastifyInstance, address: string, pool: pg.Pool): Promise<LoadTarget> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    headers: { 'x-release-id': 'bench', accept: 'application/json' },
    payload: { _username: DEMO_STUDENT, _password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`demo login failed: ${login.statusCode} ${login.body}`);
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const {
    rows: [student],
  } = await pool.query<{ module_id: string }>(
    `SELECT p.module_id FROM users u JOIN student_profiles p ON p.user_id = u.id WHERE u.email = $1`,
    [DEMO_STUDENT],
  );
  const week = nextWeek(new Date());
  return {
    label: 'GraphQL bookingResults',
    url: `${address}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-release-id': 'bench', cookie },
    body: JSON.stringify({
      query: BOOKING_RESULTS_QUERY,
      variables: { filter: { moduleId: student.module_id, from: week.from.toISOString(), to: week.to.toISOString() } },
    }),
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the class search in full, a one-line verdict for every other statement on classes. */
async function printPlans(pool: pg.Pool, statements: Statement[]): Promise<boolean> {
  const onClasses = statements.filter((s) => /from "classes"|join "classes"/i.test(s.text));
  // The search proper: existing classes of the module in the week, minus the student's own.
  const search = onClasses.find((s) => /not exists/i.test(s.text)) ?? onClasses[0];
  if (!search) throw new Error('no statement on classes was captured');
  const plans = new Map<Statement, PlanCheck>();
  for (const statement of onClasses) plans.set(statement, await explain(pool, statement.text, statement.values));
  const plan = plans.get(search)!;
  log('\n== EXPLAIN (ANALYZE, BUFFERS): class search, one module, one week ==');
  log(search.text);
  log(plan.text);
  log(`index used: ${plan.indexUsed ? 'yes' : 'no'}${plan.indexes.length ? ` (${plan.indexes.join(', ')})` : ''}`);
  log(`seq scan on classes: ${plan.seqScanOnClasses ? 'YES' : 'no'}`);
  log('\nother statements on classes in the request:');
  for (const [statement, other] of plans) {
    if (statement === search) continue;
    const time = /Execution Time: ([\d.]+ ms)/.exec(other.text)?.[1] ?? '?';
    const indexes = other.indexes.join(', ') || 'none';
    log(
      `  index used: ${other.indexUsed ? 'yes' : 'no'} (${indexes}), seq scan on classes: ${other.seqScanOnClasses ? 'YES' : 'no'}, ${time}`,
    );
    log(`    ${statement.text.slice(0, 120)}...`);
  }
  const seqScan = [...plans.values()].some((p) => p.seqScanOnClasses);
  return seqScan;
}

/** The headline row for `npm run bench`; a run with refused or failed requests is void, not a ratio. */
function summaryRow(classCount: number, results: LoadResult[]): SummaryRow {
  const graphqlRuns = results.filter((r) => r.label.startsWith('GraphQL'));
  const bareRuns = results.filter((r) => r.label.startsWith('bare'));
  const mean = (rs: LoadResult[]) => rs.reduce((sum, r) => sum + r.requestsPerSecond, 0) / rs.length;
  const failed = results.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
  return {
    what: `class search: GraphQL vs the same SQL on a bare route (${classCount.toLocaleString('en')} classes)`,
    value: `${mean(graphqlRuns).toFixed(0)} req/s`,
    baseline: `${mean(bareRuns).toFixed(0)} req/s`,
    ratio: failed > 0 ? `void (${failed} non-2xx)` : `${ratio(graphqlRuns, bareRuns).toFixed(0)}%`,
    goal: '>= 75%',
    load: `${CONCURRENCY} connections, ${REQUESTS.toLocaleString('en')} requests x ${ROUNDS} rounds; CPU per request ratio ${cpuRatio(graphqlRuns, bareRuns).toFixed(0)}% (server thread ${mainThreadCpuRatio(graphqlRuns, bareRuns).toFixed(0)}%); load average ${os.loadavg()[0].toFixed(1)}${env.BENCH_QUICK === '1' ? ' (QUICK)' : ''}`,
  };
}

async function loadBoth(graphql: LoadTarget, bare: LoadTarget): Promise<LoadResult[]> {
  log(`\n== load: ${REQUESTS} requests per run, ${CONCURRENCY} connections, ${ROUNDS} rounds (after a warm-up) ==`);
  const warmup = Math.min(1_000, REQUESTS);
  await runLoad(bare, warmup, CONCURRENCY);
  await runLoad(graphql, warmup, CONCURRENCY);
  const bareRuns: LoadResult[] = [];
  const graphqlRuns: LoadResult[] = [];
  // Alternating runs, so a slow moment on a shared machine does not land on one side only.
  for (let round = 1; round <= ROUNDS; round++) {
    bareRuns.push({ ...(await runLoad(bare, REQUESTS, CONCURRENCY)), label: `bare (round ${round})` });
    graphqlRuns.push({ ...(await runLoad(graphql, REQUESTS, CONCURRENCY)), label: `GraphQL (round ${round})` });
  }
  log(formatLoadTable([...bareRuns, ...graphqlRuns]));
  log(`\nratio GraphQL/bare (req/s): ${ratio(graphqlRuns, bareRuns).toFixed(0)}%`);
  log(`ratio bare/GraphQL (CPU per request, robust to a busy machine): ${cpuRatio(graphqlRuns, bareRuns).toFixed(0)}%`);
  log(`ratio bare/GraphQL (main-thread CPU per request: the server alone): ${mainThreadCpuRatio(graphqlRuns, bareRuns).toFixed(0)}%`);
  return [...bareRuns, ...graphqlRuns];
}

function writeResults(results: unknown): void {
  const dir = new URL('./results/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const file = new URL(`class-search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, dir);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  log(`results written to bench/results/${file.pathname.split('/').pop()}`);
}

process.exitCode = await main();
