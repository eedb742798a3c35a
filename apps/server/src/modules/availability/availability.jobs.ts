import { MINUTE_MS } from '@parla/domain';
import type { FastifyInstance } from 'fastify';
import { closeEndedTeachingHourRequests } from './teaching-hour-requests.service.ts';

export const CLOSE_TEACHING_HOUR_REQUESTS_JOB = 'availability.close-ended-requests';
/** A request is closed at most this long after its hours end. */
const SCAN_EVERY_MS = 15 * MINUTE_MS;

const bucketStart = (at: Date) => new Date(Math.floor(at.getTime() / SCAN_EVERY_MS) * SCAN_EVERY_MS);

/** One job per 15-minute bucket; the unique key makes scheduling idempotent across nodes and restarts. */
async function scheduleScan(app: FastifyInstance, runAt: Date): Promise<void> {
  await app.jobs.schedule(
    CLOSE_TEACHING_HOUR_REQUESTS_JOB,
    {},
    { runAt, uniqueKey: `${CLOSE_TEACHING_HOUR_REQUESTS_JOB}@${runAt.toISOString()}`, maxAttempts: 3 },
  );
}

/** Starts the scan chain at the current bucket (every boot; tests that move the clock back call it again). */
export function startTeachingHourRequestScans(app: FastifyInstance): Promise<void> {
  return scheduleScan(app, bucketStart(app.clock.now()));
}

/**
 * Time-driven work of the teacher schedule: requests for teaching hours close when their
 * hours have ended (scheduled -> completed, still requested -> unsuccessful), as a durable
 * recurring scan like the class cut-off (docs/decisions/008).
 */
export function registerAvailabilityJobs(app: FastifyInstance): void {
  app.jobs.register(CLOSE_TEACHING_HOUR_REQUESTS_JOB, async (_payload, { now }) => {
    await scheduleScan(app, new Date(bucketStart(now).getTime() + SCAN_EVERY_MS));
    await closeEndedTeachingHourRequests(app, now);
  });
  app.jobs.chain(() => startTeachingHourRequestScans(app));
}
