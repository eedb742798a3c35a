import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { startParlaServer } from './parla-server.ts';
import { E2E_RELEASE_ID, RUN_ENV } from './run-env.ts';
import { startSmtpSink } from './smtp-sink.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * One Parla server and one SMTP server for the whole run. Returns the teardown, which
 * Playwright calls after the last test (also after a failed or interrupted run).
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  if (!existsSync(join(repoRoot, 'apps/web/dist/learn.html'))) {
    throw new Error('The web bundle is missing: run `npm run build:web` first (`npm run test:e2e` does it for you).');
  }
  const startedAt = Date.now();
  const runDir = await mkdtemp(join(tmpdir(), 'parla-e2e-'));
  const mailDir = join(runDir, 'mail');
  const smtp = await startSmtpSink(mailDir);
  let server: Awaited<ReturnType<typeof startParlaServer>>;
  try {
    server = await startParlaServer({
      repoRoot,
      runDir,
      smtpPort: smtp.port,
      releaseId: E2E_RELEASE_ID,
      preferredPort: Number(process.env.PARLA_E2E_PORT ?? 3100),
      readyTimeoutMs: Number(process.env.PARLA_E2E_READY_TIMEOUT_MS ?? 300_000),
    });
  } catch (error) {
    await smtp.close();
    throw error;
  }

  process.env[RUN_ENV.baseUrl] = server.baseUrl;
  process.env[RUN_ENV.mailDir] = mailDir;
  process.env[RUN_ENV.runDir] = runDir;
  const database = process.env.DATABASE_URL ? 'a fresh PostgreSQL database' : 'PGlite';
  console.log(`[e2e] Parla at ${server.baseUrl} on ${database}, SMTP on 127.0.0.1:${smtp.port}, ready in ${Date.now() - startedAt} ms`);

  return async () => {
    await server.stop();
    await smtp.close();
    reportServerLog(server.logFile);
    if (process.env.PARLA_E2E_KEEP_RUN_DIR) console.log(`[e2e] run directory kept: ${runDir}`);
    else await rm(runDir, { recursive: true, force: true });
  };
}

/** The server logs at warn level: anything it wrote is worth seeing beside a failure. */
function reportServerLog(logFile: string): void {
  if (!existsSync(logFile)) return;
  const lines = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  if (lines.length === 0) return;
  console.log(`[e2e] the server logged ${lines.length} line(s) at warn level or above (last 40):`);
  for (const line of lines.slice(-40)) console.log(`  ${line.length > 600 ? `${line.slice(0, 600)}...` : line}`);
}
