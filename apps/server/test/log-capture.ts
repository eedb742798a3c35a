import { afterAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MovableClock } from '../src/lib/clock.ts';
import { freshDatabase, MemoryMailer, type TestApp } from './helper.ts';

export interface LoggedTestApp extends TestApp {
  /** Every log line written so far (JSON text, one per line). */
  lines: string[];
  /** The parsed lines at or above a pino level (30 info, 40 warn, 50 error). */
  entries(minLevel?: number): Record<string, unknown>[];
}

/** buildTestApp with the logger on (info) and its stream captured, to check what reaches the log. */
export async function buildLoggedTestApp(): Promise<LoggedTestApp> {
  const database = await freshDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info' });
  const clock = new MovableClock();
  const mailer = new MemoryMailer();
  const lines: string[] = [];
  const app = await buildApp({ config, database, clock, mailer, web: false, logStream: { write: (line) => lines.push(line) } });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await database.drop();
  });
  const entries = (minLevel = 0) =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => (entry.level as number) >= minLevel);
  return { app, clock, mailer, database, config, lines, entries };
}
