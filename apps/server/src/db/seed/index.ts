import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client.ts';

export interface SeedSummary {
  users: number;
}

/** The idempotent demo seed: safe to run at every start. */
export async function seedDemo(_db: Db, _now: Date, _options: { log?: FastifyBaseLogger } = {}): Promise<SeedSummary> {
  return { users: 0 };
}
