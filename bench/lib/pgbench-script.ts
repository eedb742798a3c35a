import { createRequire } from 'node:module';
import pg from 'pg';

// node-postgres' own parameter serialisation (Dates, arrays, JSON), so a constant reaches pgbench as the app sent it.
const pgUtils = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(value: unknown): unknown };

/** One statement a pg client ran, with what came back (kept to map later parameters onto earlier results). */
export interface ClientStatement {
  text: string;
  values: unknown[];
  fields: string[];
  rows: unknown[][];
}

type QueryConfig = { text: string; values?: unknown[]; rowMode?: string };

/**
 * Records every statement sent through a checked-out pg client while `run` runs (a transaction
 * runs on one client, not through `pool.query`, so `capture-sql.ts` does not see it). Only
 * promise-style calls exist in the app (Drizzle); anything else is passed through unrecorded.
 */
export async function captureClientStatements(run: () => Promise<void>): Promise<ClientStatement[]> {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const statements: ClientStatement[] = [];
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    const result = original.apply(this, args);
    if (!(result instanceof Promise) || (typeof first !== 'string' && typeof (first as QueryConfig)?.text !== 'string')) return result;
    const config = typeof first === 'string' ? { text: first } : (first as QueryConfig);
    // Drizzle passes the values beside the config ({ text, rowMode }, values).
    const values = config.values ?? (Array.isArray(second) ? second : []);
    const entry: ClientStatement = { text: config.text, values, fields: [], rows: [] };
    statements.push(entry);
    return result.then((res: pg.QueryResult) => {
      entry.fields = (res.fields ?? []).map((f) => f.name);
      entry.rows = (res.rows ?? []).map((row) => (Array.isArray(row) ? row : entry.fields.map((f) => (row as Record<string, unknown>)[f])));
      return res;
    });
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return statements;
}

/** The statements from BEGIN to COMMIT (inclusive): the transaction pgbench replays. */
export function transactionOf(statements: ClientStatement[]): ClientStatement[] {
  const begin = statements.findIndex((s) => /^\s*begin\b/i.test(s.text));
  const commit = statements.findIndex((s, i) => i > begin && /^\s*commit\b/i.test(s.text));
  if (begin < 0 || commit < 0) throw new Error('no BEGIN ... COMMIT among the captured statements');
  return statements.slice(begin, commit + 1);
}

/** How a parameter compares across two captures: the text form pgbench and the server would see. */
function key(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PgbenchScript {
  /** The script body for `pgbench -f`. */
  script: string;
  /** `-D name=value` pairs: the parameters that were the same in both captured bookings. */
  constants: Record<string, string>;
  /** Parameters that differed between the bookings but are replayed as one constant (e.g. the clock's now). */
  approximations: string[];
  statements: number;
}

/**
 * Turns two captured runs of the same transaction (two students booking two classes) into a
 * pgbench script. Each `$n` parameter becomes a pgbench variable: the booking's own inputs
 * (`inputs`, looked up per transaction), a column of an earlier statement's single-row result
 * (taken with `\gset`, e.g. the appointment id the ledger row refers to), or, when it was the
 * same in both runs, a constant. A parameter that differs and maps onto nothing is replayed
 * as the first run's value and listed (timestamps of the clock's now); an unmapped id fails,
 * because replaying it would not be the same transaction.
 */
export function buildPgbenchScript(
  runs: [ClientStatement[], ClientStatement[]],
  inputs: [Record<string, string>, Record<string, string>],
  prelude: string[],
): PgbenchScript {
  const [a, b] = runs;
  if (a.length !== b.length || a.some((s, i) => s.text !== b[i].text)) {
    throw new Error('the two captured bookings ran different statements; the bench cannot replay one transaction');
  }
  const constants: Record<string, string> = {};
  const approximations: string[] = [];
  const gsets = new Set<number>();
  const lines: string[] = [...prelude];
  const body: string[] = [];

  a.forEach((statement, index) => {
    let text = statement.text.replace(/\s+/g, ' ').trim();
    // Highest number first, so $1 does not eat the start of $12.
    const order = statement.values.map((_, i) => i).sort((x, y) => y - x);
    for (const i of order) {
      const valueA = statement.values[i];
      const valueB = b[index].values[i];
      let replacement: string;
      if (valueA === null || valueA === undefined) {
        if (valueB !== null && valueB !== undefined) throw new Error(`statement ${index} $${i + 1}: null in one booking only`);
        replacement = 'NULL';
      } else if (key(valueA) === key(valueB)) {
        const name = `b_c${index}_${i + 1}`;
        constants[name] = String(pgUtils.prepareValue(valueA));
        replacement = `:${name}`;
      } else {
        const input = Object.keys(inputs[0]).find((k) => inputs[0][k] === key(valueA) && inputs[1][k] === key(valueB));
        const earlier = input ? undefined : findInResults(a, b, index, key(valueA), key(valueB));
        if (input) replacement = `:b_${input}`;
        else if (earlier) {
          gsets.add(earlier.statement);
          replacement = `:b_r${earlier.statement}_${earlier.field}`;
        } else if (UUID.test(key(valueA))) {
          throw new Error(`statement ${index} $${i + 1} (${statement.text.slice(0, 80)}...): an id that maps onto nothing`);
        } else {
          const name = `b_c${index}_${i + 1}`;
          constants[name] = String(pgUtils.prepareValue(valueA));
          approximations.push(`statement ${index} $${i + 1}: ${key(valueA)} (as in the first captured booking)`);
          replacement = `:${name}`;
        }
      }
      text = text.replaceAll(new RegExp(`\\$${i + 1}(?![0-9])`, 'g'), replacement);
    }
    body.push(text);
  });
  body.forEach((text, index) => {
    lines.push(gsets.has(index) ? `${text} \\gset b_r${index}_` : `${text};`);
  });
  return { script: `${lines.join('\n')}\n`, constants, approximations, statements: a.length };
}

/** The latest earlier statement with one row whose column holds the value in both runs. */
function findInResults(a: ClientStatement[], b: ClientStatement[], before: number, valueA: string, valueB: string) {
  for (let s = before - 1; s >= 0; s--) {
    if (a[s].rows.length !== 1 || b[s].rows.length !== 1) continue;
    const column = a[s].rows[0].findIndex((v, c) => key(v) === valueA && key(b[s].rows[0][c]) === valueB);
    if (column >= 0 && /^[A-Za-z_][A-Za-z0-9_]*$/.test(a[s].fields[column])) return { statement: s, field: a[s].fields[column] };
  }
  return undefined;
}
