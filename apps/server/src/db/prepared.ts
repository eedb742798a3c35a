import type { Db, Tx } from './client.ts';

/**
 * Drizzle prepared queries for the hot statements (decision 082). Building a statement walks
 * every SQL chunk with drizzle's `is()` checks: about a sixth of a booking list's CPU. A
 * prepared query is built once with `sql.placeholder`s and only bound per call; on PostgreSQL
 * its name makes it a named server-side statement, parsed once per connection.
 *
 * A drizzle prepared query keeps the client it was built on, so queries are cached per
 * connection: the pool for pool-level handles, the checked-out client for a transaction (the
 * pool reuses its ten clients, so a transaction's statements are built ten times per process,
 * not once per booking). PGlite hands each transaction a new client: there they are built per
 * transaction, as without this cache.
 *
 * Every `name` must stand for one SQL text: PostgreSQL refuses a second text under a known name.
 */
export interface Preparable<P> {
  prepare(name: string): P;
}

const byConnection = new WeakMap<object, Map<string, unknown>>();

/** The connection drizzle's session runs a handle's statements on (drizzle keeps it internal). */
function connectionOf(db: Db | Tx): object {
  const session = (db as unknown as { session?: { client?: object } }).session;
  return session?.client ?? db;
}

export function prepared<P>(db: Db | Tx, name: string, build: (db: Db | Tx) => Preparable<P>): P {
  const connection = connectionOf(db);
  let queries = byConnection.get(connection);
  if (!queries) {
    queries = new Map();
    byConnection.set(connection, queries);
  }
  let query = queries.get(name) as P | undefined;
  if (query === undefined) {
    query = build(db).prepare(name);
    queries.set(name, query);
  }
  return query;
}
