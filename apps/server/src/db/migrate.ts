import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/** A fixed advisory-lock key so that app nodes starting together migrate one at a time. */
const MIGRATION_LOCK = 7_311_2026;

export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the driver-specific type is erased in Db
    await migratePglite(handle.db as any, { migrationsFolder });
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    // biome-ignore lint/suspicious/noExplicitAny: the driver-specific type is erased in Db
    await migratePg(handle.db as any, { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
