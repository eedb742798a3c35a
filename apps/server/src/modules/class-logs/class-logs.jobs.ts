import { MINUTE_MS } from '@parla/domain';
import type { FastifyInstance } from 'fastify';
import { closeOverdueLogs, deleteOrphanScreenshots } from './overdue-logs.service.ts';

export const CLOSE_OVERDUE_LOGS_JOB = 'class-logs.close-overdue';
/** A log is counted missed at most this long after its due time. */
const SCAN_EVERY_MS = 10 * MINUTE_MS;

const bucketStart = (at: Date) => new Date(Math.floor(at.getTime() / SCAN_EVERY_MS) * SCAN_EVERY_MS);

async function scheduleScan(app: FastifyInstance, runAt: Date): Promise<void> {
  await app.jobs.schedule(
    CLOSE_OVERDUE_LOGS_JOB,
    {},
    { runAt, uniqueKey: `${CLOSE_OVERDUE_LOGS_JOB}@${runAt.toISOString()}`, maxAttempts: 3 },
  );
}

/** Starts the scan chain at the current bucket (at boot; tests that set the clock back call it again). */
export function startOverdueLogScans(app: FastifyInstance): Promise<void> {
  return scheduleScan(app, bucketStart(app.clock.now()));
}

/**
 * Time-driven work of the class logs (docs/decisions/014): a recurring scan, one job per
 * 10-minute bucket (the unique key keeps it single across nodes and restarts), that counts
 * overdue open logs as missed with the penalty, and drops screenshots no report used.
 */
export function registerClassLogsJobs(app: FastifyInstance): void {
  app.jobs.register(CLOSE_OVERDUE_LOGS_JOB, async (_payload, { now }) => {
    await scheduleScan(app, new Date(bucketStart(now).getTime() + SCAN_EVERY_MS));
    await closeOverdueLogs(app, now);
    await deleteOrphanScreenshots(app, now);
  });
  app.jobs.chain(() => startOverdueLogScans(app));
}
