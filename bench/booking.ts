/**
 * The booking mutation under concurrency beside pgbench running the same SQL transaction
 * (issue 13, "Booking bench"; decision 055).
 *
 *   npx tsx bench/booking.ts        (npm run bench runs it with the others)
 *
 * On a fresh PostgreSQL database: one module, a teacher, group classes (capacity 5) over the
 * next weeks and one student per booking, each with one group credit. A plan gives every
 * booking its own student and a seat of a class, the seats in random order, so every booking
 * succeeds and classes fill as they would. Two bookings are captured in process (every
 * statement of the transaction, BEGIN to COMMIT) and turned into a pgbench script; then the
 * real server (a child process, production mode) takes signed-in `bookClass` mutations from
 * CONNECTIONS parallel clients, and pgbench replays the captured transaction with the same
 * number of connections for BENCH_PGBENCH_SECONDS. Both are printed in transactions per
 * second with their ratio. Afterwards: no class over capacity, seats = booked appointments,
 * every grant's ledger adds up to its remaining credits, one -1 ledger row per booking.
 *
 * GraphQL and pgbench take turns over BENCH_ROUNDS rounds.
 *
 * Environment: DATABASE_URL (server to create the bench database on), BENCH_QUICK=1 (a smoke
 * run), BENCH_CONCURRENCY (10), BENCH_BOOKINGS (GraphQL bookings measured, over all rounds),
 * BENCH_ROUNDS (2), BENCH_PGBENCH_SECONDS (per round), BENCH_PGBENCH_BOOKINGS (seats planned per
 * pgbench round), BENCH_CPU_PROF=<dir> (profile the server), BENCH_KEEP_DB=1, PGBENCH (path,
 * default /usr/bin/pgbench).
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ACCESS_COOKIE } from '@parla/contracts';
import { print } from 'graphql';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { startSession } from '../apps/server/src/modules/identity/session.service.ts';
import { BOOK_CLASS } from '../apps/web/src/features/booking/booking-documents.ts';
import { DEFAULT_DATABASE_URL, createBenchDatabase } from './lib/bench-database.ts';
import type { LoadResult } from './lib/load.ts';
import { type ClientStatement, buildPgbenchScript, captureClientStatements, transactionOf } from './lib/pgbench-script.ts';
import { captureWaves } from './lib/capture-sql.ts';
import { backendCpuWhile, processCpuMs, waitedChildrenCpuMs } from './lib/process-cpu.ts';
import { formatLoadTable } from './lib/report.ts';
import { printSummary } from './lib/summary.ts';

const env = process.env;
const QUICK = env.BENCH_QUICK === '1';
const CONNECTIONS = Number(env.BENCH_CONCURRENCY ?? 10);
const BOOKINGS = Number(env.BENCH_BOOKINGS ?? (QUICK ? 500 : 4_000));
const WARMUP = QUICK ? 100 : 300;
const PGBENCH_SECONDS = Number(env.BENCH_PGBENCH_SECONDS ?? (QUICK ? 3 : 10));
/** Seats planned for pgbench: what it books in its seconds at 3,000 transactions/s (it ran 450-1,500 here). */
const PGBENCH_PLAN = Number(env.BENCH_PGBENCH_BOOKINGS ?? PGBENCH_SECONDS * 3_000);
/** GraphQL and pgbench take turns, so a slow moment on a shared machine does not land on one side only. */
const ROUNDS = Number(env.BENCH_ROUNDS ?? (QUICK ? 1 : 2));
const PGBENCH = env.PGBENCH ?? '/usr/bin/pgbench';
const CAPACITY = 5;
const root = fileURLToPath(new URL('..', import.meta.url));
const BOOK_CLASS_MUTATION = print(BOOK_CLASS);

const log = (line = '') => console.log(line);

interface PlannedBooking {
  n: number;
  studentId: string;
  classId: string;
  classUid: string;
}

async function main(): Promise<number> {
  const baseUrl = env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const bench = await createBenchDatabase(baseUrl);
  log(`booking bench: database ${bench.name} on ${new URL(baseUrl).host}; ${os.cpus().length} CPUs, Node ${process.version}`);
  log(
    `${QUICK ? 'QUICK run: ' : ''}${CONNECTIONS} connections; ${ROUNDS} round(s) of GraphQL ${BOOKINGS / ROUNDS} bookings and pgbench ${PGBENCH_SECONDS} s (after ${WARMUP} GraphQL bookings to warm up)`,
  );
  const jwtSecret = randomBytes(32).toString('hex');
  const database = await openDatabase({ databaseUrl: bench.url, dataDir: 'memory' });
  try {
    await runMigrations(database);
    const pool = database.pool!;
    await seed(pool);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: bench.url,
      JWT_SECRET: jwtSecret,
      JOBS: 'off',
      PAYMENT_PROCESSOR: 'test',
      ALLOW_TEST_PAYMENTS: 'yes',
    });
    const app = await buildApp({ config, database, web: false });
    let script: Awaited<ReturnType<typeof captureScript>>;
    let cookies: Map<number, string>;
    try {
      script = await captureScript(app, pool);
      cookies = await mintCookies(app, await plan(pool, 'graphql'));
    } finally {
      await app.close();
    }
    const rounds = await alternate(bench.url, jwtSecret, await plan(pool, 'graphql'), cookies, script, pool);
    const checks = await check(pool);
    const graphqlRate = mean(rounds.map((r) => r.graphql.requestsPerSecond));
    const pgbenchRate = mean(rounds.map((r) => r.pgbench.tps));
    const percent = (100 * graphqlRate) / pgbenchRate;
    log(`\nratio GraphQL bookClass / pgbench (transactions/s, mean of ${ROUNDS} rounds): ${percent.toFixed(0)}%`);
    const graphqlCpu = mean(rounds.map((r) => totalCpu(r.cpu.graphql)));
    const pgbenchCpu = mean(rounds.map((r) => totalCpu(r.cpu.pgbench)));
    const cpuPercent = (100 * pgbenchCpu) / graphqlCpu;
    log(
      `ratio pgbench / GraphQL bookClass (CPU per transaction, server or pgbench + backends, robust to a busy machine): ${cpuPercent.toFixed(0)}% (${pgbenchCpu.toFixed(2)} vs ${graphqlCpu.toFixed(2)} ms)`,
    );
    const booked = rounds.reduce((sum, r) => sum + r.graphql.requests, 0);
    const load = `${CONNECTIONS} connections, ${ROUNDS} round(s): GraphQL ${booked.toLocaleString('en')} bookings, pgbench ${ROUNDS} x ${PGBENCH_SECONDS} s; CPU per transaction ratio ${cpuPercent.toFixed(0)}%${QUICK ? ' (QUICK)' : ''}`;
    printSummary([
      {
        what: 'booking: bookClass (GraphQL) vs pgbench, same transaction',
        value: `${graphqlRate.toFixed(0)} tx/s`,
        baseline: `${pgbenchRate.toFixed(0)} tx/s`,
        ratio: `${percent.toFixed(0)}%`,
        goal: '>= 30%',
        load,
      },
    ]);
    const failed = rounds.reduce((sum, r) => sum + r.graphql.failed + r.pgbench.failed, 0);
    return checks && failed === 0 ? 0 : 1;
  } finally {
    await database.close();
    if (env.BENCH_KEEP_DB === '1') log(`kept ${bench.name}`);
    else await bench.drop();
  }
}

/**
 * One module (6 lessons), one teacher, and per segment (capture, graphql, pgbench) group
 * classes and one student per seat, each with one group credit; then the plan: every seat of
 * the segment's classes in random order, the n-th seat for the n-th student.
 */
async function seed(pool: pg.Pool): Promise<void> {
  const started = performance.now();
  await pool.query(`
    WITH s AS (INSERT INTO sections (slug, name, position) VALUES ('bench-booking', 'Italian', 98) RETURNING id),
    c AS (INSERT INTO curricula (section_id, name, is_default) SELECT id, 'General', true FROM s RETURNING id),
    m AS (INSERT INTO modules (curriculum_id, name, code, cefr_level_name, position)
          SELECT id, 'Italiano A1: primi passi', 'BENCH-BOOK-A1', 'A1', 1 FROM c RETURNING id),
    ch AS (INSERT INTO chapters (module_id, title, position) SELECT id, 'Al bar', 1 FROM m RETURNING id, module_id)
    INSERT INTO lessons (module_id, chapter_id, number, title, description, type)
    SELECT ch.module_id, ch.id, n, t.title, t.description, 'communication'
    FROM ch CROSS JOIN (VALUES
      (1, 'Ciao! Greetings and introductions', 'Say hello, give your name and ask how someone is.'),
      (2, 'Un caffè, per favore', 'Order at the bar and ask what something costs.'),
      (3, 'Numbers and the time', 'Count to a hundred and say when the train leaves.'),
      (4, 'My family', 'Talk about the people close to you with possessives.'),
      (5, 'A day in the city', 'Ask the way and understand simple directions.'),
      (6, 'What do you like?', 'Say what you like and dislike with mi piace.')
    ) AS t(n, title, description)`);
  const {
    rows: [teacher],
  } = await pool.query<{ id: string }>(
    `INSERT INTO users (email, first_name, last_name, roles, email_verified_at) VALUES ('giulia.bench@example.com', 'Giulia', 'Romano', '{teacher}', now()) RETURNING id`,
  );
  const segments: Record<string, number> = { capture: 2 * CAPACITY, graphql: BOOKINGS + WARMUP };
  for (let round = 1; round <= ROUNDS; round++) segments[`pgbench${round}`] = PGBENCH_PLAN;
  for (const [segment, seats] of Object.entries(segments)) {
    const classCount = Math.ceil(seats / CAPACITY);
    // Round hours 3 to 33 days ahead, several classes an hour (the module is popular), confirmed by the teacher.
    await pool.query(
      `INSERT INTO classes (uid, lesson_id, module_id, start_at, end_at, type, status, capacity, seats_taken, teacher_id, confirmed_at, created_at)
       SELECT $1 || '-' || g, l.id, l.module_id, t.start_at, t.start_at + interval '1 hour', 'group', 'active', $3, 0, $4, now(), now()
       FROM generate_series(1, $2::int) g
       CROSS JOIN LATERAL (SELECT date_trunc('hour', now()) + interval '3 days' + ((g * 7) % 720) * interval '1 hour' AS start_at) t
       JOIN lessons l ON l.number = 1 + g % 6 AND l.module_id = (SELECT id FROM modules WHERE code = 'BENCH-BOOK-A1')`,
      [segment, classCount, CAPACITY, teacher.id],
    );
    await pool.query(
      `WITH u AS (
         INSERT INTO users (email, first_name, last_name, roles, email_verified_at, created_at)
         SELECT 'bench.' || $1 || '.' || g || '@example.com', 'Luca', 'Student ' || g, '{student}', now(), now() FROM generate_series(1, $2::int) g
         RETURNING id
       ), p AS (
         INSERT INTO student_profiles (user_id, section_id, module_id, sublevel)
         SELECT u.id, (SELECT id FROM sections WHERE slug = 'bench-booking'), (SELECT id FROM modules WHERE code = 'BENCH-BOOK-A1'), 1 FROM u
       ), g AS (
         INSERT INTO credit_grants (id, student_id, kind, amount, remaining, expires_at, source, created_at)
         SELECT gen_random_uuid(), u.id, 'group', 1, 1, now() + interval '365 days', 'admin', now() FROM u
         RETURNING id, student_id
       )
       INSERT INTO credit_ledger (student_id, grant_id, kind, delta, reason, created_at) SELECT student_id, id, 'group', 1, 'grant', now() FROM g`,
      [segment, seats],
    );
  }
  const rowsDone = performance.now();
  // Seats and students numbered per segment in tables of their own (with statistics: joined as CTEs,
  // the planner guessed one row each and nested-looped 60,000 x 60,000).
  await pool.query(`
    CREATE UNLOGGED TABLE bench_seats AS
    SELECT split_part(c.uid, '-', 1) AS segment, c.id AS class_id, c.uid AS class_uid,
      (row_number() OVER (PARTITION BY split_part(c.uid, '-', 1) ORDER BY random()) - 1)::int AS n
    FROM classes c CROSS JOIN LATERAL generate_series(1, c.capacity) s
    WHERE c.module_id = (SELECT id FROM modules WHERE code = 'BENCH-BOOK-A1')`);
  await pool.query(`
    CREATE UNLOGGED TABLE bench_students AS
    SELECT split_part(email, '.', 2) AS segment, id, (split_part(split_part(email, '@', 1), '.', 3)::int - 1) AS n
    FROM users WHERE email LIKE 'bench.%'`);
  await pool.query('ANALYZE bench_seats, bench_students');
  await pool.query(`
    CREATE TABLE bench_booking_plan AS
    SELECT s.segment, s.n, st.id AS student_id, s.class_id, s.class_uid
    FROM bench_seats s JOIN bench_students st USING (segment, n)`);
  await pool.query('DROP TABLE bench_seats, bench_students');
  await pool.query('ALTER TABLE bench_booking_plan ADD PRIMARY KEY (segment, n)');
  const planDone = performance.now();
  await pool.query('VACUUM ANALYZE');
  const secondsSince = (from: number, to = performance.now()) => ((to - from) / 1000).toFixed(1);
  const {
    rows: [counts],
  } = await pool.query<{ classes: number; students: number }>(
    `SELECT (SELECT count(*)::int FROM classes) AS classes, (SELECT count(*)::int FROM users WHERE email LIKE 'bench.%') AS students`,
  );
  log(
    `seeded ${counts.classes.toLocaleString('en')} classes and ${counts.students.toLocaleString('en')} students with a credit each in ${secondsSince(started)} s (rows ${secondsSince(started, rowsDone)} s, plan ${secondsSince(rowsDone, planDone)} s, vacuum ${secondsSince(planDone)} s)`,
  );
}

async function plan(pool: pg.Pool, segment: string): Promise<PlannedBooking[]> {
  const { rows } = await pool.query<PlannedBooking>(
    `SELECT n, student_id AS "studentId", class_id AS "classId", class_uid AS "classUid" FROM bench_booking_plan WHERE segment = $1 ORDER BY n`,
    [segment],
  );
  return rows;
}

/** Signed-in sessions without argon2 (the service the login route calls after the password check). */
async function mintCookies(app: Awaited<ReturnType<typeof buildApp>>, bookings: PlannedBooking[]): Promise<Map<number, string>> {
  const cookies = new Map<number, string>();
  for (let i = 0; i < bookings.length; i += 50) {
    await Promise.all(
      bookings.slice(i, i + 50).map(async (booking) => {
        const tokens = await startSession(app, { id: booking.studentId, roles: ['student'] }, { area: 'learn', rememberMe: false });
        cookies.set(booking.n, `${ACCESS_COOKIE}=${tokens.accessToken}`);
      }),
    );
  }
  return cookies;
}

/** Two real bookings through the GraphQL mutation, in process, with every statement of their transactions recorded. */
async function captureScript(app: Awaited<ReturnType<typeof buildApp>>, pool: pg.Pool) {
  const bookings = (await plan(pool, 'capture')).filter((b, i, all) => all.findIndex((o) => o.classId === b.classId) === i).slice(0, 2);
  if (bookings.length < 2) throw new Error('the capture segment needs two classes');
  const runs: ClientStatement[][] = [];
  let outside = { statements: 0, waves: 0 };
  for (const booking of bookings) {
    const [cookie] = (await mintCookies(app, [booking])).values();
    let body: { data?: unknown; errors?: unknown[] } = {};
    let statements: ClientStatement[] = [];
    const poolWaves = await captureWaves(pool, async () => {
      statements = await captureClientStatements(async () => {
        const res = await app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', 'x-release-id': 'bench', cookie },
          payload: { query: BOOK_CLASS_MUTATION, variables: { input: { classUid: booking.classUid } } },
        });
        body = res.json();
      });
    });
    if (body.errors || !body.data) throw new Error(`captured booking failed: ${JSON.stringify(body).slice(0, 500)}`);
    const transaction = transactionOf(statements);
    // The session check, the viewer, the e-mail's facts and outbox row, the answer's class and credits.
    outside = { statements: poolWaves.flat().length, waves: poolWaves.length };
    runs.push(transaction);
  }
  const input = (b: PlannedBooking): Record<string, string> => ({ student_id: b.studentId, class_id: b.classId, class_uid: b.classUid });
  const inputs: [Record<string, string>, Record<string, string>] = [input(bookings[0]), input(bookings[1])];
  const script = buildPgbenchScript(runs as [ClientStatement[], ClientStatement[]], inputs, [
    '-- The bookClass transaction as the server ran it (captured by bench/booking.ts), one planned booking per run:',
    '-- each client takes plan rows client_id, client_id + clients, ... so no two transactions book one student.',
    '\\set b_i :client_id + :clients * :b_k',
    '\\set b_k :b_k + 1',
    `SELECT student_id AS b_student_id, class_id AS b_class_id, class_uid AS b_class_uid FROM bench_booking_plan WHERE segment = :b_segment AND n = :b_i \\gset`,
  ]);
  log(
    `\n== the booking transaction: ${script.statements} statements from BEGIN to COMMIT (the request runs ${outside.statements} more outside it, in ${outside.waves} waves) ==`,
  );
  log(script.script.trimEnd());
  if (script.approximations.length > 0) {
    log('replayed as constants although they differed between the two captured bookings:');
    for (const line of script.approximations) log(`  ${line}`);
  }
  return script;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The real server (tsx, production mode) in its own process, so the clients do not share its event loop. */
async function startServer(databaseUrl: string, jwtSecret: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the server under the load, written when it stops.
  const profile = env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', env.BENCH_CPU_PROF] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'production',
      JWT_SECRET: jwtSecret,
      PAYMENT_PROCESSOR: 'test',
      ALLOW_TEST_PAYMENTS: 'yes',
      SEED_DEMO: 'never',
      JOBS: 'off',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - started > 120_000) throw new Error('server: no /health after 120 s');
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, child };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface GraphqlRun extends LoadResult {
  failed: number;
}

/** `connections` clients, each sending its next planned booking as soon as its last one answered. */
async function bookAll(base: string, bookings: PlannedBooking[], cookies: Map<number, string>, label: string): Promise<GraphqlRun> {
  let next = 0;
  const latencies: number[] = [];
  const outcomes = new Map<string, number>();
  const started = performance.now();
  const client = async () => {
    for (let i = next++; i < bookings.length; i = next++) {
      const booking = bookings[i];
      const sent = performance.now();
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-release-id': 'bench', cookie: cookies.get(booking.n) ?? '' },
        body: JSON.stringify({ query: BOOK_CLASS_MUTATION, variables: { input: { classUid: booking.classUid } } }),
      });
      const body = (await res.json()) as { data?: { bookClass?: unknown }; errors?: { extensions?: { code?: string } }[] };
      latencies.push(performance.now() - sent);
      const outcome = body.errors
        ? (body.errors[0].extensions?.code ?? 'error')
        : res.ok && body.data?.bookClass
          ? 'ok'
          : `http ${res.status}`;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((x, y) => x - y);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  const ok = outcomes.get('ok') ?? 0;
  if (ok !== bookings.length) log(`${label}: outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`);
  return {
    label,
    requests: bookings.length,
    seconds,
    requestsPerSecond: ok / seconds,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    non2xx: bookings.length - ok,
    errors: 0,
    // The server runs in its own process: this process's CPU says nothing about a request's cost.
    cpuMsPerRequest: Number.NaN,
    failed: bookings.length - ok,
  };
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

interface Round {
  graphql: GraphqlRun;
  pgbench: { tps: number; failed: number };
  /** CPU per transaction, ms: the client side (server or pgbench) and the PostgreSQL backends (decision 082). */
  cpu: { graphql: CpuPerTransaction; pgbench: CpuPerTransaction };
}

interface CpuPerTransaction {
  client: number;
  backends: number;
}

const totalCpu = (c: CpuPerTransaction) => c.client + c.backends;
const formatCpu = (label: string, c: CpuPerTransaction) =>
  `${label}: ${totalCpu(c).toFixed(2)} ms CPU per transaction (${c.client.toFixed(2)} client side + ${c.backends.toFixed(2)} PostgreSQL backends)`;

/** The server started once; a warm-up, then per round its share of the GraphQL bookings and a pgbench run (server idle). */
async function alternate(
  databaseUrl: string,
  jwtSecret: string,
  bookings: PlannedBooking[],
  cookies: Map<number, string>,
  script: Awaited<ReturnType<typeof captureScript>>,
  pool: pg.Pool,
): Promise<Round[]> {
  const { base, child } = await startServer(databaseUrl, jwtSecret);
  const database = new URL(databaseUrl).pathname.slice(1);
  try {
    const warmup = await bookAll(base, bookings.slice(0, WARMUP), cookies, 'GraphQL warm-up');
    const perRound = Math.floor((bookings.length - WARMUP) / ROUNDS);
    const rounds: Round[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      log(`\n== round ${round}: GraphQL bookClass, the server in production mode, ${CONNECTIONS} parallel clients ==`);
      const from = WARMUP + (round - 1) * perRound;
      const serverBefore = processCpuMs(child.pid!) ?? Number.NaN;
      const { result: graphql, backendMs: graphqlBackends } = await backendCpuWhile(pool, database, () =>
        bookAll(base, bookings.slice(from, from + perRound), cookies, `GraphQL bookClass (${round})`),
      );
      const serverMs = (processCpuMs(child.pid!) ?? Number.NaN) - serverBefore;
      const graphqlCpu = { client: serverMs / graphql.requests, backends: graphqlBackends / graphql.requests };
      log(formatLoadTable(round === 1 ? [warmup, { ...graphql, cpuMsPerRequest: serverMs / graphql.requests }] : [graphql]));
      log(formatCpu('GraphQL bookClass', graphqlCpu));
      const pgbenchBefore = waitedChildrenCpuMs();
      const { result: pgbench, backendMs: pgbenchBackends } = await backendCpuWhile(pool, database, () =>
        runPgbench(databaseUrl, script, `pgbench${round}`),
      );
      const pgbenchCpu = {
        client: (waitedChildrenCpuMs() - pgbenchBefore) / pgbench.processed,
        backends: pgbenchBackends / pgbench.processed,
      };
      log(formatCpu('pgbench', pgbenchCpu));
      rounds.push({
        graphql: { ...graphql, failed: graphql.failed + (round === 1 ? warmup.failed : 0) },
        pgbench,
        cpu: { graphql: graphqlCpu, pgbench: pgbenchCpu },
      });
    }
    return rounds;
  } finally {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}

async function runPgbench(
  databaseUrl: string,
  script: Awaited<ReturnType<typeof captureScript>>,
  segment: string,
): Promise<{ tps: number; failed: number; processed: number }> {
  log(`\n== ${segment}: the same transaction, ${CONNECTIONS} connections, ${PGBENCH_SECONDS} s, extended protocol (as node-postgres) ==`);
  const dir = mkdtempSync(join(os.tmpdir(), 'parla-pgbench-'));
  try {
    const file = join(dir, 'booking.sql');
    writeFileSync(file, script.script);
    const defines = Object.entries({ ...script.constants, b_k: '0', b_segment: segment, clients: String(CONNECTIONS) }).flatMap(
      ([k, v]) => ['-D', `${k}=${v}`],
    );
    const args = [
      '-n',
      '-M',
      'extended',
      '-c',
      String(CONNECTIONS),
      '-j',
      String(Math.min(CONNECTIONS, os.cpus().length)),
      '-T',
      String(PGBENCH_SECONDS),
    ];
    // pgbench exits 2 when a client aborted: its output still says how far it got.
    const { stdout, stderr } = await promisify(execFile)(PGBENCH, [...args, ...defines, '-f', file, databaseUrl], {
      maxBuffer: 16 << 20,
    }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? String(error) }));
    const lines = `${stdout}\n${stderr}`.split('\n');
    for (const line of lines)
      if (/transactions actually processed|failed transactions|latency average|tps =|aborted/i.test(line)) log(line);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1] ?? Number.NaN);
    const processed = Number(/actually processed: (\d+)/.exec(stdout)?.[1] ?? 0);
    const failedLine = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    const aborted = /aborted|error/i.test(stderr) ? 1 : 0;
    if (/expected one row, got 0/.test(stderr)) log('pgbench ran out of planned bookings: raise BENCH_PGBENCH_BOOKINGS');
    log(`pgbench: ${processed.toLocaleString('en')} bookings, ${tps.toFixed(0)} tx/s`);
    return { tps, failed: failedLine + aborted, processed };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The invariants of decision 003 after both runs; printed, and a failure fails the bench. */
async function check(pool: pg.Pool): Promise<boolean> {
  const {
    rows: [r],
  } = await pool.query<Record<string, number>>(`
    SELECT
      (SELECT count(*)::int FROM classes WHERE seats_taken > capacity) AS over_capacity,
      (SELECT count(*)::int FROM classes c WHERE seats_taken <> (SELECT count(*) FROM appointments a WHERE a.class_id = c.id AND a.status = 'booked')) AS seats_mismatch,
      (SELECT count(*)::int FROM credit_grants g WHERE remaining <> (SELECT coalesce(sum(delta), 0) FROM credit_ledger l WHERE l.grant_id = g.id)) AS ledger_mismatch,
      (SELECT count(*)::int FROM appointments a WHERE a.status = 'booked'
         AND (SELECT count(*) FROM credit_ledger l WHERE l.appointment_id = a.id AND l.delta = -1 AND l.reason = 'booking') <> 1) AS unpaid,
      (SELECT count(*)::int FROM credit_grants WHERE remaining < 0) AS negative,
      (SELECT count(*)::int FROM appointments WHERE status = 'booked') AS booked,
      (SELECT count(*)::int FROM classes WHERE seats_taken = capacity) AS full_classes`);
  log('\n== checks ==');
  log(`booked appointments: ${r.booked.toLocaleString('en')}, full classes: ${r.full_classes.toLocaleString('en')}`);
  log(`classes over capacity: ${r.over_capacity}; seats_taken <> booked: ${r.seats_mismatch}`);
  log(
    `grants whose ledger does not add up: ${r.ledger_mismatch}; negative balances: ${r.negative}; bookings without one -1 ledger row: ${r.unpaid}`,
  );
  const ok = r.over_capacity + r.seats_mismatch + r.ledger_mismatch + r.unpaid + r.negative === 0;
  log(ok ? 'all checks pass' : 'CHECKS FAILED');
  return ok;
}

process.exitCode = await main();
