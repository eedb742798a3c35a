import type { FastifyInstance } from 'fastify';
import { pgliteTemplate, postgresTemplateName, testDatabasePrefix } from './database-template.ts';
import { createDatabase } from './postgres-databases.ts';
import { afterAll } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { type Clock, MovableClock } from '../src/lib/clock.ts';
import type { Email, Mailer } from '../src/lib/mailer.ts';

/** Captures e-mail in memory for API tests (the e2e suite uses a real SMTP server). */
export class MemoryMailer implements Mailer {
  sent: Email[] = [];
  async send(email: Email) {
    this.sent.push(email);
  }
  async close() {}
  last(to?: string): Email | undefined {
    return [...this.sent].reverse().find((m) => !to || m.to === to);
  }
}

/**
 * A fresh database per test file, cloned from the migrated template of the global setup
 * (database-template.ts): in-memory PGlite by default, or a new database on the PostgreSQL
 * server named by DATABASE_URL (dropped afterwards), so files run in parallel.
 */
export async function freshDatabase(options: Pick<DatabaseOptions, 'onQuery'> = {}): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) {
    const handle = await openDatabase({ dataDir: 'memory', template: pgliteTemplate(), onQuery: options.onQuery });
    // A clone of the template is migrated already; this only checks the journal (a no-op).
    await runMigrations(handle);
    return { ...handle, drop: async () => {} };
  }
  const created = await createDatabase(baseUrl, testDatabasePrefix(), postgresTemplateName());
  // Teardown drops the database WITH (FORCE) while the pool may still be closing: quiet, not a failure.
  const handle = await openDatabase({
    databaseUrl: created.url,
    dataDir: 'memory',
    poolSize: 20,
    onIdleError: () => {},
    onQuery: options.onQuery,
  });
  // Without a template (a file run outside Vitest's global setup) this migrates; with one, a no-op.
  await runMigrations(handle);
  return { ...handle, drop: created.drop };
}

/** Real time that a test can stop: the base of TestClock. */
class StoppableTime implements Clock {
  stoppedAt: number | null = null;
  now(): Date {
    return new Date(this.stoppedAt ?? Date.now());
  }
}

/**
 * The tests' clock: a MovableClock (set, advance, reset) that can also be frozen, so a test that
 * sits a second or two from a deadline never depends on how much real time its requests take.
 */
export class TestClock extends MovableClock {
  private readonly time: StoppableTime;
  constructor() {
    const time = new StoppableTime();
    super(time);
    this.time = time;
  }
  /** Stops time at `instant` (default: now) until `reset`, `thaw`, or another freeze. */
  freeze(instant: Date = this.now()): Date {
    this.time.stoppedAt = Date.now();
    return this.set(instant);
  }
  /** Time flows again from the current instant. */
  thaw(): Date {
    const current = this.now();
    this.time.stoppedAt = null;
    return this.set(current);
  }
  override reset(): void {
    this.time.stoppedAt = null;
    super.reset();
  }
}

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  mailer: MemoryMailer;
  database: DatabaseHandle;
  config: Config;
}

/** Boots the real app (convention 6) on a fresh database; closed after the file's tests. */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: Pick<AppDeps, 'logStream'> & Pick<DatabaseOptions, 'onQuery'> = {},
): Promise<TestApp> {
  const database = await freshDatabase({ onQuery: options.onQuery });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }, overrides);
  const clock = new TestClock();
  const mailer = new MemoryMailer();
  const app = await buildApp({ config, database, clock, mailer, web: false, logStream: options.logStream });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await database.drop();
  });
  return { app, clock, mailer, database, config };
}

/** Headers a real client sends on every state-changing call (000 §7). */
export const clientHeaders = { 'x-release-id': 'test', accept: 'application/json' } as const;
