/**
 * Start-up time and resident memory of the server run two ways (issue 13; decision 050):
 * TypeScript through tsx (`npm start`) and the esbuild bundle with plain node (`npm run start:prod`).
 *
 *   npx tsx bench/server-start.ts        (npm run bench runs it after the class search)
 *
 * Each way starts BENCH_START_ROUNDS (3) times, alternating, on one migrated PostgreSQL
 * database in production mode (no seed, no jobs). Start-up is from spawn to the first 200 from
 * /health; memory is the process's resident set (VmRSS) after /health and one GraphQL request.
 * Medians are printed with the ratio compiled/tsx. Numbers are printed, never judged.
 *
 * Environment: DATABASE_URL (server to create the bench database on), BENCH_START_ROUNDS.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DATABASE_URL, createBenchDatabase } from './lib/bench-database.ts';
import { printSummary } from './lib/summary.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.BENCH_START_ROUNDS ?? 3);

interface Way {
  name: string;
  args: string[];
}
const WAYS: Way[] = [
  { name: 'tsx (npm start)', args: ['--import', 'tsx', 'apps/server/src/server.ts'] },
  { name: 'node, compiled (start:prod)', args: ['--enable-source-maps', 'apps/server/dist/server/server.js'] },
  { name: 'node, compiled, no source maps', args: ['apps/server/dist/server/server.js'] },
];

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function residentKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
}

async function startOnce(way: Way, env: Record<string, string>): Promise<{ startMs: number; rssMb: number }> {
  const port = await freePort();
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, way.args, {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${way.name} exited with ${child.exitCode}: ${errors}`);
      if (performance.now() - started > 120_000) throw new Error(`${way.name}: no /health after 120 s`);
      const ok = await fetch(`${base}/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const startMs = performance.now() - started;
    await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-release-id': 'bench' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    return { startMs, rssMb: residentKb(child.pid as number) / 1024 };
  } finally {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`server start-up: ${os.cpus().length} cores, node ${process.version}, ${ROUNDS} rounds each, production mode on PostgreSQL`);
execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
const database = await createBenchDatabase(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
const env = {
  DATABASE_URL: database.url,
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(32).toString('base64url'),
  PAYMENT_PROCESSOR: 'test',
  ALLOW_TEST_PAYMENTS: 'yes',
  SEED_DEMO: 'never',
  JOBS: 'off',
  LOG_LEVEL: 'warn',
};
try {
  // The first start migrates the database; it is not measured.
  await startOnce(WAYS[1], env);
  const results = new Map<string, { startMs: number[]; rssMb: number[] }>(WAYS.map((w) => [w.name, { startMs: [], rssMb: [] }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const way of round % 2 === 0 ? WAYS : [...WAYS].reverse()) {
      const { startMs, rssMb } = await startOnce(way, env);
      const entry = results.get(way.name);
      entry?.startMs.push(startMs);
      entry?.rssMb.push(rssMb);
    }
  }
  const rows = WAYS.map((way) => {
    const entry = results.get(way.name) as { startMs: number[]; rssMb: number[] };
    return { name: way.name, startMs: median(entry.startMs), rssMb: median(entry.rssMb) };
  });
  console.log('');
  console.log(`${'way'.padEnd(30)} ${'start to /health'.padStart(17)} ${'resident memory'.padStart(16)}`);
  for (const row of rows)
    console.log(`${row.name.padEnd(30)} ${`${row.startMs.toFixed(0)} ms`.padStart(17)} ${`${row.rssMb.toFixed(0)} MB`.padStart(16)}`);
  const [tsx, compiled] = rows;
  console.log(
    `${'compiled / tsx'.padEnd(30)} ${`${((compiled.startMs / tsx.startMs) * 100).toFixed(0)}%`.padStart(17)} ${`${((compiled.rssMb / tsx.rssMb) * 100).toFixed(0)}%`.padStart(16)}`,
  );
  printSummary([
    {
      what: 'server start-up to /health and memory: compiled (node) vs tsx',
      value: `${compiled.startMs.toFixed(0)} ms, ${compiled.rssMb.toFixed(0)} MB`,
      baseline: `${tsx.startMs.toFixed(0)} ms, ${tsx.rssMb.toFixed(0)} MB`,
      ratio: `${((compiled.startMs / tsx.startMs) * 100).toFixed(0)}% time, ${((compiled.rssMb / tsx.rssMb) * 100).toFixed(0)}% memory`,
      goal: 'both ways printed',
      load: `median of ${ROUNDS} start(s) each, production mode${process.env.BENCH_QUICK === '1' ? ' (QUICK)' : ''}`,
    },
  ]);
} finally {
  await database.drop();
}
