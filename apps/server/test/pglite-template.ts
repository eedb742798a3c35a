import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

const ENV_KEY = 'PARLA_PGLITE_TEMPLATE';

/**
 * Vitest global setup: on PGlite, migrate one database once and dump its data directory, so
 * that every test file clones it (about 0.4 s) instead of running initdb and every migration
 * (about 1.7 s). On PostgreSQL (DATABASE_URL set) each file creates its own database instead.
 */
export default async function setup(): Promise<() => void> {
  if (process.env.DATABASE_URL) return () => {};
  const handle = await openDatabase({ dataDir: 'memory' });
  await runMigrations(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const file = join(tmpdir(), `parla-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[ENV_KEY] = file;
  return () => {};
}

/** The template dump for a test file, or undefined when the global setup did not make one. */
export function pgliteTemplate(): Blob | undefined {
  const file = process.env[ENV_KEY];
  return file ? new Blob([readFileSync(file)]) : undefined;
}
