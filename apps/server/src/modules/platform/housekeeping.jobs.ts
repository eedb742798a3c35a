import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { jobs, outboxEmails, reminderDeliveries, sessions, throttles, userTokens } from '../../db/schema/index.ts';

export const HOUSEKEEPING_JOB = 'platform.housekeeping';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long rows outlive their use. Throttle buckets must outlive the longest window plus the
 * escalation memory (24 h + 24 h of quiet, identity throttle policies); finished jobs keep
 * their unique key for a month, far beyond any key a scheduler could produce again.
 */
export const RETENTION = {
  throttleQuietMs: 2 * DAY_MS,
  usedOrExpiredTokenMs: 7 * DAY_MS,
  endedSessionMs: 30 * DAY_MS,
  finishedJobMs: 30 * DAY_MS,
  outboxMailMs: 30 * DAY_MS,
  /** A reminder's subject is past within days (its class, its trial, a day-old event): a month is ample. */
  reminderDeliveryMs: 30 * DAY_MS,
} as const;

/** Daily at 03:00 UTC; one job per day (unique key), so several nodes schedule it harmlessly. */
function nextRun(after: Date): Date {
  const next = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), 3));
  return next > after ? next : new Date(next.getTime() + DAY_MS);
}

async function scheduleNext(app: FastifyInstance, after: Date): Promise<void> {
  const runAt = nextRun(after);
  await app.jobs.schedule(HOUSEKEEPING_JOB, {}, { runAt, uniqueKey: `${HOUSEKEEPING_JOB}@${runAt.toISOString()}`, maxAttempts: 3 });
}

export interface HousekeepingResult {
  throttles: number;
  userTokens: number;
  sessions: number;
  jobs: number;
  outboxEmails: number;
  reminderDeliveries: number;
}

/** Deletes what no rule reads any more; each statement is independent and safe to repeat. */
export async function runHousekeeping(app: FastifyInstance, now: Date): Promise<HousekeepingResult> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const count = (rows: unknown[]) => rows.length;
  const quiet = before(RETENTION.throttleQuietMs);
  return {
    throttles: count(
      await app.db
        .delete(throttles)
        .where(and(lt(throttles.windowStartedAt, quiet), or(isNull(throttles.lockedUntil), lt(throttles.lockedUntil, quiet))))
        .returning({ key: throttles.key }),
    ),
    userTokens: count(
      await app.db
        .delete(userTokens)
        .where(
          or(
            lt(userTokens.expiresAt, before(RETENTION.usedOrExpiredTokenMs)),
            lt(userTokens.usedAt, before(RETENTION.usedOrExpiredTokenMs)),
          ),
        )
        .returning({ id: userTokens.id }),
    ),
    // Refresh tokens go with their session (ON DELETE CASCADE).
    sessions: count(
      await app.db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, before(RETENTION.endedSessionMs)), lt(sessions.revokedAt, before(RETENTION.endedSessionMs))))
        .returning({ id: sessions.id }),
    ),
    jobs: count(
      await app.db
        .delete(jobs)
        .where(
          or(
            and(isNotNull(jobs.completedAt), lt(jobs.completedAt, before(RETENTION.finishedJobMs))),
            and(isNotNull(jobs.failedAt), lt(jobs.failedAt, before(RETENTION.finishedJobMs))),
          ),
        )
        .returning({ id: jobs.id }),
    ),
    outboxEmails: count(
      await app.db
        .delete(outboxEmails)
        .where(lt(outboxEmails.createdAt, before(RETENTION.outboxMailMs)))
        .returning({ id: outboxEmails.id }),
    ),
    reminderDeliveries: count(
      await app.db
        .delete(reminderDeliveries)
        .where(lt(reminderDeliveries.updatedAt, before(RETENTION.reminderDeliveryMs)))
        .returning({ id: reminderDeliveries.id }),
    ),
  };
}

export function registerHousekeepingJobs(app: FastifyInstance): void {
  app.jobs.register(HOUSEKEEPING_JOB, async (_payload, { now }) => {
    await scheduleNext(app, now);
    const result = await runHousekeeping(app, now);
    app.log.info({ housekeeping: result }, 'housekeeping done');
  });
  app.jobs.chain(() => scheduleNext(app, app.clock.now()));
}
