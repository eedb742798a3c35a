import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { type ParlaServer, startParlaServer } from './parla-server.ts';
import { E2E_RELEASE_ID, RUN_ENV, type RunTarget, runEnvName } from './run-env.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

interface Backend {
  server: ParlaServer;
  smtp: SmtpSink;
}

/**
 * Two Parla servers for the whole run, each with its own database, SMTP sink and run directory:
 * `main` for the specs that leave the clock alone, `clock` for the *.clock.spec.ts ones, which
 * move the server's single clock and so run one at a time (decision 106). With a server of their
 * own they run beside the others instead of after them. Returns the teardown, which Playwright
 * calls after the last test (also after a failed or interrupted run).
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (!existsSync(join(repoRoot, 'apps/web/dist/learn.html'))) {
    throw new Error('The web bundle is missing: run `npm run build:web` first (`npm run test:e2e` does it for you).');
  }
  const startedAt = Date.now();
  const runRoot = await mkdtemp(join(tmpdir(), 'parla-e2e-'));
  const preferredPort = Number(process.env.PARLA_E2E_PORT ?? 3100);
  const started = await Promise.allSettled([
    startBackend('main', runRoot, preferredPort),
    startBackend('clock', runRoot, preferredPort + 50),
  ]);
  const backends = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const teardown = async () => {
    for (const backend of backends) {
      await backend.server.stop();
      await backend.smtp.close();
      reportServerLog(backend.server.logFile);
    }
    if (process.env.PARLA_E2E_KEEP_RUN_DIR) console.log(`[e2e] run directory kept: ${runRoot}`);
    else await rm(runRoot, { recursive: true, force: true });
  };
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await teardown();
    throw failure.reason;
  }
  const database = process.env.DATABASE_URL ? 'fresh PostgreSQL databases' : 'PGlite';
  console.log(
    `[e2e] Parla at ${process.env[RUN_ENV.baseUrl]} and, for the clock specs, ${process.env[runEnvName('baseUrl', 'clock')]}, on ${database}, ready in ${Date.now() - startedAt} ms`,
  );
  return teardown;
}

/** One server with its SMTP sink; tells the workers (through process.env) where they are. */
async function startBackend(target: RunTarget, runRoot: string, preferredPort: number): Promise<Backend> {
  const runDir = join(runRoot, target);
  const mailDir = join(runDir, 'mail');
  await mkdir(runDir, { recursive: true });
  const smtp = await startSmtpSink(mailDir);
  try {
    const server = await startParlaServer({
      repoRoot,
      runDir,
      smtpPort: smtp.port,
      releaseId: E2E_RELEASE_ID,
      preferredPort,
      readyTimeoutMs: Number(process.env.PARLA_E2E_READY_TIMEOUT_MS ?? 300_000),
    });
    process.env[runEnvName('baseUrl', target)] = server.baseUrl;
    process.env[runEnvName('mailDir', target)] = mailDir;
    process.env[runEnvName('runDir', target)] = runDir;
    return { server, smtp };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}

/** The server logs at warn level: anything it wrote is worth seeing beside a failure. */
function reportServerLog(logFile: string): void {
  if (!existsSync(logFile)) return;
  const lines = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  if (lines.length === 0) return;
  console.log(`[e2e] ${logFile}: ${lines.length} line(s) at warn level or above (last 40):`);
  for (const line of lines.slice(-40)) console.log(`  ${line.length > 600 ? `${line.slice(0, 600)}...` : line}`);
}
