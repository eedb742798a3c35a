import { type CreatedDatabase, createDatabase } from '../../apps/server/test/postgres-databases.ts';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A throw-away database next to the one in DATABASE_URL: the bench writes a million rows
 * and must never touch a database someone uses.
 */
export function createBenchDatabase(baseUrl: string): Promise<CreatedDatabase> {
  return createDatabase(baseUrl, 'parla_bench');
}
