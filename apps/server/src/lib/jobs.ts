import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, type Tx, queryRows } from '../db/client.ts';
import { jobs } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';

export type JobHandler = (payload: Record<string, unknown>, ctx: { now: Date; jobId: string }) => Promise<void>;

export interface ScheduleOptions {
  runAt?: Date;
  /** At most one job per key ever: scheduling the same key twice is a no-op (idempotent). */
  uniqueKey?: string;
  maxAttempts?: number;
}

const LOCK_MS = 5 * 60_000;

interface ClaimedJob {
  id: string;
  name: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/**
 * A durable job queue in the application database (works on PGlite and PostgreSQL).
 * Any node claims due jobs with FOR UPDATE SKIP LOCKED; handlers must be idempotent,
 * because a job whose node dies is retried once its lock expires.
 */
export class JobRunner {
  private handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private readonly nodeId = randomUUID();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  register(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler);
  }

  private readonly chainStarts: Array<() => Promise<void>> = [];

  /**
   * A recurring chain: a job that schedules its own next run (a scan per bucket, a daily purge).
   * `start` schedules the current run, idempotently (unique key per bucket). Chains start when the
   * app is ready and again whenever a test clock moves (`/dev/clock`): a chain whose next run was
   * scheduled at a moved time would otherwise stall until the clock reached it again.
   */
  chain(start: () => Promise<void>): void {
    this.chainStarts.push(start);
  }

  async startChains(): Promise<void> {
    for (const start of this.chainStarts) await start();
  }

  async schedule(name: string, payload: Record<string, unknown>, options: ScheduleOptions = {}, tx: Db | Tx = this.db): Promise<void> {
    await tx
      .insert(jobs)
      .values({
        name,
        payload,
        runAt: options.runAt ?? this.clock.now(),
        uniqueKey: options.uniqueKey,
        maxAttempts: options.maxAttempts ?? 5,
      })
      .onConflictDoNothing();
  }

  /** Runs every due job once; returns how many ran. Tests call this after moving the clock. */
  runDue(limit = 50): Promise<number> {
    // One pass at a time per node; concurrent callers share it.
    if (!this.running) {
      this.running = this.claimAndRun(limit).finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  /**
   * Resolves once the pass in flight (if any) has finished. A pass keeps the `now` it claimed
   * with; the dev clock endpoint waits on this after moving the clock, so that no pass with the
   * old time is still writing when the caller carries on.
   */
  async settled(): Promise<void> {
    await this.running?.catch(() => undefined);
  }

  private async claimAndRun(limit: number): Promise<number> {
    // Claim only jobs this node can run: during a rolling deploy an older node must not take
    // (and burn the attempts of) a job type it does not know yet.
    const names = [...this.handlers.keys()];
    if (names.length === 0) return 0;
    const now = this.clock.now();
    const lockUntil = new Date(now.getTime() + LOCK_MS);
    const rows = await queryRows<ClaimedJob>(
      this.db,
      sql`
      UPDATE jobs SET locked_until = ${lockUntil.toISOString()}::timestamptz, locked_by = ${this.nodeId}, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM jobs
        WHERE completed_at IS NULL AND failed_at IS NULL AND run_at <= ${now.toISOString()}::timestamptz
          AND name IN (${sql.join(
            names.map((name) => sql`${name}`),
            sql`, `,
          )})
          AND (locked_until IS NULL OR locked_until < ${now.toISOString()}::timestamptz)
        ORDER BY run_at
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id, name, payload, attempts, max_attempts`,
    );
    for (const job of rows) {
      const handler = this.handlers.get(job.name)!;
      try {
        await handler(job.payload, { now, jobId: job.id });
        await this.db.execute(
          sql`UPDATE jobs SET completed_at = ${this.clock.now().toISOString()}::timestamptz, locked_until = NULL WHERE id = ${job.id}`,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.log.error({ err: error, job: job.name, jobId: job.id }, 'job failed');
        const giveUp = job.attempts >= job.max_attempts;
        // Back off exponentially from when the attempt failed (a slow handler must not retry at once): 30 s, 1 min, 2 min, ...
        const failedAt = this.clock.now();
        const retryAt = new Date(failedAt.getTime() + 30_000 * 2 ** (job.attempts - 1));
        // Only while the claim is still ours: if the lock expired and another node took the job,
        // releasing it here would let a third node run it concurrently.
        await this.db.execute(sql`
          UPDATE jobs SET last_error = ${message}, locked_until = NULL,
            failed_at = ${giveUp ? failedAt.toISOString() : null}::timestamptz,
            run_at = ${retryAt.toISOString()}::timestamptz
          WHERE id = ${job.id} AND locked_by = ${this.nodeId}`);
      }
    }
    return rows.length;
  }

  start(intervalMs = 5_000): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.runDue().catch((error) => this.log.error({ err: error }, 'job poll failed'));
    }, intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // A failed pass was already logged by the poller; it must not make shutdown fail.
    await this.running?.catch(() => {});
  }
}
