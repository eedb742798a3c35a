import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A throw-away database on a PostgreSQL server: its name, its address, and how to remove it. */
export interface CreatedDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database `<prefix>_<random>` on the server of `baseUrl`: empty, or a copy of `template`
 * (PostgreSQL copies a template only while nobody is connected to it). `drop` removes it WITH
 * (FORCE), so a pool still closing does not keep it alive.
 */
export async function createDatabase(baseUrl: string, prefix: string, template?: string): Promise<CreatedDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return { name, url: databaseUrl(baseUrl, name), drop: () => dropDatabase(baseUrl, name) };
}

export async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** `baseUrl` pointed at the database `name`. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * One statement on its own connection to the server of `baseUrl` (CREATE and DROP DATABASE cannot
 * run inside a pool's transaction); returns its rows.
 */
export async function adminQuery<Row extends Record<string, unknown>>(
  baseUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
