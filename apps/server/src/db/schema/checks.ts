import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column IN ('a', 'b', ...)` for a CHECK constraint. The values come from the spec's
 * enumerations in @parla/contracts (compile-time constants, never user input), so they are
 * inlined as literals: drizzle-kit must print them into the migration.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} IN (${sql.raw(list)})`;
}

/** `column <@ ARRAY['a', 'b', ...]::text[]` for a CHECK constraint on a text[] column: every element one of the values. */
export function subsetOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} <@ ARRAY[${sql.raw(list)}]::text[]`;
}
