import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type services see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (migrations, health checks, advisory locks). */
  ping(): Promise<void>;
  close(): Promise<void>;
  pglite?: PGlite;
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory for PGlite files; 'memory' for an in-memory database. */
  dataDir: string;
  poolSize?: number;
  onIdleError?: (error: Error) => void;
  /** In-memory PGlite only: start from this data directory dump (tests clone a migrated template). */
  template?: Blob;
  /** Called with every SQL statement the ORM sends: tests count them (the N+1 guard, decision 036). */
  onQuery?: (sql: string) => void;
}

/** Drizzle's logger hook, only when someone listens. */
const queryLogger = (options: DatabaseOptions) => {
  const onQuery = options.onQuery;
  return onQuery ? { logQuery: (sql: string) => onQuery(sql) } : false;
};

const defaultIdleError = (error: Error) => console.warn(`[db] idle PostgreSQL connection error: ${error.message}`);

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client can lose its connection (server restart, failover, a dropped test database):
    // the pool discards it and opens a new one on demand. Unhandled, the event would crash the process.
    pool.on('error', (error) => (options.onIdleError ?? defaultIdleError)(error));
    const db = drizzlePg(pool, { schema, logger: queryLogger(options) }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      pool,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let pglite: PGlite;
  if (options.dataDir === 'memory') {
    pglite = options.template ? new PGlite({ loadDataDir: options.template }) : new PGlite();
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    pglite = new PGlite(`${options.dataDir}/pglite`);
  }
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema, logger: queryLogger(options) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    close: () => pglite.close(),
  };
}

/** Raw SQL returning rows, the same on both drivers (both results carry `rows`). */
export async function queryRows<T>(db: Db | Tx, query: Parameters<Db['execute']>[0]): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
