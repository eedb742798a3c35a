import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { verificationCodes } from '../../db/schema/index.ts';

export const PURGE_CODES_JOB = 'teacher-account.purge-verification-codes';
const DAY_MS = 24 * 60 * 60_000;
/** Codes live 10 minutes; their rows are kept a week for the hourly limit and for support questions. */
const KEEP_CODES_MS = 7 * DAY_MS;

const dayStart = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);

async function schedulePurge(app: FastifyInstance, runAt: Date): Promise<void> {
  await app.jobs.schedule(PURGE_CODES_JOB, {}, { runAt, uniqueKey: `${PURGE_CODES_JOB}@${runAt.toISOString()}`, maxAttempts: 3 });
}

/** Deletes verification codes older than a week; returns how many. */
export async function purgeVerificationCodes(app: FastifyInstance, now: Date): Promise<number> {
  const removed = await app.db
    .delete(verificationCodes)
    .where(lt(verificationCodes.createdAt, new Date(now.getTime() - KEEP_CODES_MS)))
    .returning({ id: verificationCodes.id });
  return removed.length;
}

/**
 * Time-driven work of the teacher account: a daily purge of old two-factor codes, as a durable
 * chain of one job per day (the unique key keeps it single across nodes and restarts).
 */
export function registerTeacherAccountJobs(app: FastifyInstance): void {
  app.jobs.register(PURGE_CODES_JOB, async (_payload, { now }) => {
    await schedulePurge(app, new Date(dayStart(now).getTime() + DAY_MS));
    await purgeVerificationCodes(app, now);
  });
  app.jobs.chain(() => schedulePurge(app, dayStart(app.clock.now())));
}
