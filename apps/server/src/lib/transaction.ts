import type { Db, Tx } from '../db/client.ts';

/** SQLSTATEs after which rerunning the whole transaction is safe and expected to succeed. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_RETRIES = 3;

/** The SQLSTATE of a driver error; Drizzle wraps node-postgres and PGlite errors in `cause`. */
export function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Runs `work` in one transaction and reruns it on a serialization failure or a deadlock
 * (ARCHITECTURE convention 4): the database aborted it as a whole, so nothing half-done
 * remains, and a second attempt usually finds the competing transaction committed.
 */
export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= MAX_RETRIES || !state || !RETRYABLE.has(state)) throw error;
      // A short, jittered pause so two retrying transactions do not collide again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
    }
  }
}
