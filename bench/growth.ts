/**
 * How cost grows with the school (issue 13; decision 052).
 *
 *   npx tsx bench/growth.ts
 *
 * One fresh PostgreSQL database grows in three steps: 10,000, 100,000 and 1,000,000 classes,
 * with a student per hundred classes (each with past classes attended, most of them reviewed,
 * and a few booked ahead), so classes, students, bookings and reviews all grow 10x per step.
 * After each step the demo student asks, one request at a time, what the pages ask:
 *
 * - the class search (the booking page's BookingResults for next week of their module),
 * - the review queue (Today's ClassesAwaitingReview),
 * - the booking page (BookingRecommendation and BookingResults together, as the page sends them),
 * - the Today page (TodayClasses, CreditsInfo, StudentNotifications and ClassesAwaitingReview together).
 *
 * Printed: p95 latency per figure and step; the class search at 1M against 10k, the rest at the
 * last step against the one before (10x growth), with each figure's slowest SQL statement at the
 * last step and its plan. Numbers are printed, never judged.
 *
 * Environment: DATABASE_URL, BENCH_GROWTH_CLASSES (the largest step, 1,000,000; the others are
 * a tenth and a hundredth of it), BENCH_GROWTH_REQUESTS (per figure and step, 200), BENCH_KEEP_DB=1.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { addDaysToKey, weekStartKey } from '@parla/domain';
import type { FastifyInstance } from 'fastify';
import { print } from 'graphql';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { schoolDate, schoolHour } from '../apps/server/src/db/seed/berlin-time.ts';
import { seedDemo } from '../apps/server/src/db/seed/index.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/people-data.ts';
import { BOOKING_RECOMMENDATION, BOOKING_RESULTS } from '../apps/web/src/features/booking/booking-documents.ts';
import { CLASSES_AWAITING_REVIEW, CREDITS_INFO, NOTIFICATIONS, TODAY_CLASSES } from '../apps/web/src/features/today/today-documents.ts';
import { DEFAULT_DATABASE_URL, createBenchDatabase } from './lib/bench-database.ts';
import { captureWaves } from './lib/capture-sql.ts';
import { explain } from './lib/query-plan.ts';
import { classSeeder } from './lib/seed-million-classes.ts';
import { addStudents, growthCounts } from './lib/seed-students.ts';
import { printSummary, type SummaryRow } from './lib/summary.ts';

const env = process.env;
const LARGEST = Number(env.BENCH_GROWTH_CLASSES ?? 1_000_000);
const STEPS = [LARGEST / 100, LARGEST / 10, LARGEST].map(Math.round);
const REQUESTS = Number(env.BENCH_GROWTH_REQUESTS ?? 200);
const WARM_UP = 20;
const CLASSES_PER_STUDENT = 100;
const DEMO_STUDENT = 'student@example.com';

const log = (line = '') => console.log(line);

interface Operation {
  query: string;
  variables: Record<string, unknown>;
}

interface Figure {
  name: string;
  /** Requests the page sends together; one sample is the time until the last answers. */
  operations: Operation[];
  /** The step its growth is read against (index in STEPS). */
  against: number;
}

function nextWeek(now: Date): { from: Date; to: Date } {
  const monday = addDaysToKey(weekStartKey(schoolDate(now), 'Monday'), 7);
  return { from: schoolHour(monday, 0), to: schoolHour(addDaysToKey(monday, 7), 0) };
}

async function main(): Promise<number> {
  const baseUrl = env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const bench = await createBenchDatabase(baseUrl);
  log(
    `database ${bench.name}; ${os.cpus().length} CPUs, Node ${process.version}; steps ${STEPS.map((s) => s.toLocaleString('en')).join(' / ')} classes`,
  );
  const now = new Date();
  const database = await openDatabase({ databaseUrl: bench.url, dataDir: 'memory' });
  const pool = database.pool!;
  let app: FastifyInstance | undefined;
  try {
    await runMigrations(database);
    await seedDemo(database.db, now);
    const seeder = await classSeeder(pool, now, log);
    const started = await startApp(bench.url);
    app = started.app;
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const figures = await figuresFor(app, pool, now);
    const p95s = new Map<string, number[]>();
    const slowest = new Map<string, SqlCost>();
    const buffers = new Map<string, number[]>();
    for (const [step, classes] of STEPS.entries()) {
      const seeding = performance.now();
      await seeder.grow(classes);
      const studentsBefore = step === 0 ? 0 : Math.round(STEPS[step - 1] / CLASSES_PER_STUDENT);
      await addStudents(pool, studentsBefore + 1, Math.round(classes / CLASSES_PER_STUDENT), now);
      const counts = await growthCounts(pool);
      log(
        `\n== step ${step + 1}: ${counts.classes.toLocaleString('en')} classes, ${counts.students.toLocaleString('en')} students, ` +
          `${counts.appointments.toLocaleString('en')} bookings, ${counts.reviews.toLocaleString('en')} reviews (seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s) ==`,
      );
      // Signed in afresh at each step: seeding a million classes outlasts an access token.
      const headers = await signIn(app);
      for (const figure of figures) {
        const samples = await sample(`${address}/graphql`, headers, figure);
        const p95 = percentile(samples, 0.95);
        p95s.set(figure.name, [...(p95s.get(figure.name) ?? []), p95]);
        const sql = await sqlCost(started.pool, `${address}/graphql`, headers, figure);
        buffers.set(figure.name, [...(buffers.get(figure.name) ?? []), sql.buffers]);
        if (step === STEPS.length - 1) slowest.set(figure.name, sql);
        log(
          `  ${figure.name.padEnd(14)} p50 ${percentile(samples, 0.5).toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms` +
            `   SQL: ${sql.statements} statements, ${sql.ms.toFixed(2)} ms, ${sql.buffers} buffers`,
        );
      }
    }
    log('\n== the slowest statement of each figure at the last step ==');
    for (const [name, sql] of slowest) {
      log(`\n-- ${name}: slowest of ${sql.statements} statements, ${sql.slowest?.ms.toFixed(2)} ms:`);
      log(sql.slowest?.text ?? '');
      log(sql.slowest?.plan ?? '');
    }
    await seeder.finish();
    printSummary(figures.map((figure) => summaryRow(figure, p95s.get(figure.name)!, buffers.get(figure.name)!)));
    return 0;
  } finally {
    await app?.close();
    await database.close();
    if (env.BENCH_KEEP_DB === '1') log(`kept ${bench.name}`);
    else await bench.drop();
  }
}

async function startApp(url: string): Promise<{ app: FastifyInstance; pool: pg.Pool }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    JOBS: 'off',
    PAYMENT_PROCESSOR: 'test',
    ALLOW_TEST_PAYMENTS: 'yes',
    // One client sends every request of the bench: far above a real client's budget (decision 023).
    GRAPHQL_BUDGET_PER_MINUTE: String(1e12),
  });
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory' });
  const app = await buildApp({ config, database, web: false });
  app.addHook('onClose', async () => database.close());
  return { app, pool: database.pool! };
}

async function signIn(app: FastifyInstance): Promise<Record<string, string>> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/login_check',
    headers: { 'x-release-id': 'bench', accept: 'application/json' },
    payload: { _username: DEMO_STUDENT, _password: DEMO_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`demo login failed: ${login.statusCode} ${login.body}`);
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { 'content-type': 'application/json', 'x-release-id': 'bench', cookie };
}

async function figuresFor(_app: FastifyInstance, pool: pg.Pool, now: Date): Promise<Figure[]> {
  const {
    rows: [student],
  } = await pool.query<{ module_id: string }>(
    `SELECT p.module_id FROM users u JOIN student_profiles p ON p.user_id = u.id WHERE u.email = $1`,
    [DEMO_STUDENT],
  );
  const week = nextWeek(now);
  const search: Operation = {
    query: print(BOOKING_RESULTS),
    variables: { filter: { moduleId: student.module_id, from: week.from.toISOString(), to: week.to.toISOString() } },
  };
  const reviewQueue: Operation = { query: print(CLASSES_AWAITING_REVIEW), variables: {} };
  return [
    { name: 'class search', operations: [search], against: 0 },
    { name: 'review queue', operations: [reviewQueue], against: 1 },
    { name: 'booking page', operations: [{ query: print(BOOKING_RECOMMENDATION), variables: {} }, search], against: 1 },
    {
      name: 'Today page',
      operations: [
        { query: print(TODAY_CLASSES), variables: { from: now.toISOString(), limit: 6 } },
        { query: print(CREDITS_INFO), variables: {} },
        { query: print(NOTIFICATIONS), variables: { limit: 5 } },
        reviewQueue,
      ],
      against: 1,
    },
  ];
}

async function send(url: string, headers: Record<string, string>, operation: Operation): Promise<void> {
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(operation) });
  const body = (await res.json()) as { errors?: unknown[] };
  if (res.status !== 200 || body.errors) throw new Error(`request failed: ${res.status} ${JSON.stringify(body).slice(0, 400)}`);
}

/** One page load after another (no concurrency): latency is what grows with the data, not queueing. */
async function sample(url: string, headers: Record<string, string>, figure: Figure): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const started = performance.now();
    await Promise.all(figure.operations.map((operation) => send(url, headers, operation)));
    if (i >= WARM_UP) samples.push(performance.now() - started);
  }
  return samples;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

interface SqlCost {
  statements: number;
  ms: number;
  /** Shared buffers hit or read: the work the database did, whatever else runs on the machine. */
  buffers: number;
  slowest?: { ms: number; text: string; plan: string };
}

/** One page load's statements, each run again under EXPLAIN (ANALYZE, BUFFERS): their time and pages, and the slowest. */
async function sqlCost(pool: pg.Pool, url: string, headers: Record<string, string>, figure: Figure): Promise<SqlCost> {
  const waves = await captureWaves(pool, async () => {
    await Promise.all(figure.operations.map((operation) => send(url, headers, operation)));
  });
  const cost: SqlCost = { statements: 0, ms: 0, buffers: 0 };
  for (const statement of waves.flat()) {
    const plan = await explain(pool, statement.text, statement.values);
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan.text)?.[1] ?? 0);
    // The top node's buffers include its children's.
    const top = /Buffers: shared((?: hit=\d+)?(?: read=\d+)?)/.exec(plan.text)?.[1] ?? '';
    const pages = [...top.matchAll(/=(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    cost.statements++;
    cost.ms += ms;
    cost.buffers += pages;
    if (!cost.slowest || ms > cost.slowest.ms) cost.slowest = { ms, text: statement.text, plan: plan.text };
  }
  return cost;
}

function summaryRow(figure: Figure, p95: number[], buffers: number[]): SummaryRow {
  const sqlGrowth = `SQL buffers ${(buffers[buffers.length - 1] / Math.max(1, buffers[figure.against])).toFixed(2)}x`;
  const last = p95[p95.length - 1];
  const base = p95[figure.against];
  const grew = STEPS[STEPS.length - 1] / STEPS[figure.against];
  return {
    what: `${figure.name} p95, ${STEPS[STEPS.length - 1].toLocaleString('en')} vs ${STEPS[figure.against].toLocaleString('en')} classes`,
    value: `${last.toFixed(1)} ms`,
    baseline: `${base.toFixed(1)} ms`,
    ratio: `${(last / base).toFixed(2)}x`,
    goal: '<= 1.5x',
    load:
      figure.against === 0
        ? `${grew}x classes; ${REQUESTS} sequential requests; ${sqlGrowth}`
        : `${grew}x classes, students, bookings and reviews; ${REQUESTS} sequential page loads (${figure.operations.length} requests each); ${sqlGrowth}`,
  };
}

process.exitCode = await main();
