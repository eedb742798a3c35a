import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createDatabase } from '../../apps/server/test/postgres-databases.ts';

export interface ParlaServer {
  baseUrl: string;
  /** Where the server's stdout and stderr go (printed when it fails to start). */
  logFile: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  repoRoot: string;
  runDir: string;
  smtpPort: number;
  releaseId: string;
  /** Preferred port; another free one is taken when it is busy (several runs on one machine). */
  preferredPort: number;
  readyTimeoutMs: number;
}

/**
 * Starts one Parla server for the run, exactly as production runs it (server.ts: migrate,
 * seed, listen), on PGlite in a fresh directory or, when DATABASE_URL is set, on a fresh
 * database created on that PostgreSQL server for this run alone.
 */
export async function startParlaServer(options: StartOptions): Promise<ParlaServer> {
  const port = (await isPortFree(options.preferredPort)) ? options.preferredPort : await freePort();
  const baseUrl = `http://localhost:${port}`;
  const database = await freshDatabase(options.runDir);
  const logFile = join(options.runDir, 'server.log');
  const log = createWriteStream(logFile);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    NODE_ENV: 'test',
    TEST_CLOCK: 'on',
    SEED_DEMO: 'always',
    LOG_LEVEL: process.env.PARLA_E2E_LOG_LEVEL ?? 'warn',
    JOBS: 'on',
    SMTP_URL: `smtp://127.0.0.1:${options.smtpPort}`,
    RELEASE_ID: options.releaseId,
    // The suite signs up many students from this machine: an explicit allowance, never a default.
    SIGNUP_IP_ALLOWLIST: '127.0.0.1,::1',
    ...database.env,
  };
  // Area origins from the developer's shell would point the app elsewhere.
  for (const name of ['LEARN_ORIGIN', 'TEACHER_ORIGIN', 'CLASSROOM_ORIGIN', 'ADMIN_ORIGIN']) delete env[name];
  if (database.env.DATABASE_URL) delete env.DATA_DIR;

  // node --import tsx runs the server in this one process (the tsx CLI would add a wrapper
  // process between us and it), so SIGTERM reaches the server's graceful shutdown directly.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: options.repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  // Never leave a server behind, even when the runner dies without teardown.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  const stop = async () => {
    await stopChild(child);
    process.off('exit', killOnExit);
    log.end();
    await database.drop();
  };

  try {
    await waitUntilReady(`http://127.0.0.1:${port}/ready`, child, options.readyTimeoutMs);
  } catch (error) {
    await stop();
    const output = existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '';
    throw new Error(`${(error as Error).message}\n--- server output (${logFile}) ---\n${output}`);
  }
  return { baseUrl, logFile, stop };
}

interface FreshDatabase {
  env: { DATA_DIR?: string; DATABASE_URL?: string };
  drop(): Promise<void>;
}

async function freshDatabase(runDir: string): Promise<FreshDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return { env: { DATA_DIR: join(runDir, 'data') }, drop: async () => {} };

  const { url, drop } = await createDatabase(serverUrl, 'parla_e2e');
  return { env: { DATABASE_URL: url }, drop };
}

async function waitUntilReady(readyUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `the server exited during start-up (code ${code}, signal ${signal})`;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(exited);
    try {
      const response = await fetch(readyUrl, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server was not ready at ${readyUrl} within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  // The server drains in-flight requests; close-with-grace gives up after 10 s itself.
  const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(forced);
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
