import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { MovableClock } from '../src/lib/clock.ts';
import { MemoryMailer } from './helper.ts';
import { type CreatedDatabase, createDatabase } from './postgres-databases.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
/** Where `npm run build:server` writes the production server (scripts/build-server.mjs). */
export const COMPILED_SERVER = 'apps/server/dist/server/server.js';

/** Builds the production server bundle (esbuild, about a second). */
export function buildCompiledServer(): void {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repoRoot, stdio: 'pipe' });
}

/** A new, empty database on the PostgreSQL server of `baseUrl`; `drop` removes it. */
export function createNamedDatabase(baseUrl: string): Promise<CreatedDatabase> {
  return createDatabase(baseUrl, 'parla_nodes');
}

/** A port nobody listens on right now (the OS picks it; the server binds it a moment later). */
async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ServerProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Polls until `check` passes, at most `timeoutMs`; the interval is a back-off, not a fixed sleep for the outcome. */
async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string, failed: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const failure = failed();
    if (failure) throw new Error(`${what}: ${failure}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not ready after ${timeoutMs} ms`);
}

/**
 * Starts the real server entry (src/server.ts) as its own Node process, the way production
 * runs several app nodes on one PostgreSQL: own pool, own event loop, own memory.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { readyTimeoutMs?: number; compiled?: boolean } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  // compiled: the JavaScript bundle of `npm run build:server`, started with plain node as production does (decision 050).
  const entry = options.compiled ? [COMPILED_SERVER] : ['--import', 'tsx', 'apps/server/src/server.ts'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: { ...process.env, SEED_DEMO: 'never', JOBS: 'off', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = () => (child.exitCode !== null ? `exited with ${child.exitCode}\n${output}` : null);
  await waitFor(async () => (await fetch(`${baseUrl}/health`)).ok, options.readyTimeoutMs ?? 30_000, `server on ${port}`, exited);
  return {
    baseUrl,
    stop: async () => {
      if (child.exitCode !== null) return;
      const done = once(child, 'exit');
      child.kill('SIGTERM'); // close-with-grace drains requests and closes the pool
      await done;
    },
  };
}

export interface TwoNodes {
  /** An in-process app on the same database: writes fixtures and mints sessions; the servers answer requests. */
  app: FastifyInstance;
  servers: ServerProcess[];
  close(): Promise<void>;
}

/**
 * Two real server processes on a fresh PostgreSQL database of `DATABASE_URL` (and on one Redis
 * when `redisUrl` is given), the way production runs several app nodes side by side.
 */
export async function startTwoNodes(options: {
  label: string;
  redisUrl?: string;
  poolSize?: number;
  readyTimeoutMs?: number;
}): Promise<TwoNodes> {
  // Random per run: no signing key is a constant, not even in tests.
  const jwtSecret = randomBytes(32).toString('base64url');
  const created = await createNamedDatabase(process.env.DATABASE_URL!);
  const database = await openDatabase({
    databaseUrl: created.url,
    dataDir: 'memory',
    poolSize: options.poolSize ?? 10,
    onIdleError: () => {},
  });
  await runMigrations(database);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: jwtSecret });
  const app = await buildApp({ config, database, clock: new MovableClock(), mailer: new MemoryMailer(), web: false });
  await app.ready();
  const env: Record<string, string> = { DATABASE_URL: created.url, JWT_SECRET: jwtSecret, NODE_ENV: 'test' };
  if (options.redisUrl) env.REDIS_URL = options.redisUrl;
  const ready = { readyTimeoutMs: options.readyTimeoutMs };
  const servers = await Promise.all([startServerProcess(env, ready), startServerProcess(env, ready)]);
  return {
    app,
    servers,
    close: async () => {
      await Promise.all(servers.map((s) => s.stop()));
      await app.close();
      await database.close();
      await created.drop();
    },
  };
}
