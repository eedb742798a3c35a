import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';

/**
 * What a factory needs: the database and the clock's now. The booted app (FastifyInstance) is
 * one; a test that writes rows before or without the app passes `{ db, clock: { now: () => at } }`.
 * No factory makes an HTTP request, so the same functions serve any caller (docs/decisions/035).
 */
export interface FactoryApp {
  db: Db;
  clock: { now(): Date };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A short random tag for unique names, so several factories share one database. */
export function uniqueTag(bytes = 4): string {
  return randomBytes(bytes).toString('hex');
}

/** The next round hour at least `hours` from now. */
export function roundHourAhead(app: FactoryApp, hours: number): Date {
  return new Date(Math.ceil((app.clock.now().getTime() + hours * HOUR) / HOUR) * HOUR);
}
