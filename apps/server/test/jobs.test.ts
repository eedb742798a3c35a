import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { MovableClock } from '../src/lib/clock.ts';
import { JobRunner } from '../src/lib/jobs.ts';
import { freshDatabase } from './helper.ts';

const database = await freshDatabase();
afterAll(async () => {
  await database.close();
  await database.drop();
});
const { db } = database;
// A disabled Fastify logger is a no-op FastifyBaseLogger.
const log = Fastify({ logger: false }).log;

interface JobRow {
  name: string;
  attempts: number;
  run_at: Date;
  completed_at: Date | null;
  failed_at: Date | null;
  last_error: string | null;
  locked_until: Date | null;
}

const jobRows = (name: string) =>
  queryRows<JobRow>(
    db,
    sql`select name, attempts, run_at, completed_at, failed_at, last_error, locked_until from jobs where name = ${name} order by created_at`,
  );

let clock: MovableClock;
beforeEach(() => {
  clock = new MovableClock();
});

describe('JobRunner', () => {
  it('runs a future job only once the clock has moved past runAt', async () => {
    const runner = new JobRunner(db, clock, log);
    const seen: unknown[] = [];
    runner.register('future', async (payload) => {
      seen.push(payload);
    });
    await runner.schedule('future', { invoice: 42 }, { runAt: new Date(clock.now().getTime() + 60 * 60_000) });

    expect(await runner.runDue()).toBe(0);
    clock.advance(59 * 60_000);
    expect(await runner.runDue()).toBe(0);
    expect(seen).toEqual([]);

    clock.advance(60_001);
    expect(await runner.runDue()).toBe(1);
    expect(seen).toEqual([{ invoice: 42 }]);
    expect(await runner.runDue()).toBe(0);
    const [row] = await jobRows('future');
    expect(row.completed_at).not.toBeNull();
    expect(row.attempts).toBe(1);
  });

  it('schedules a uniqueKey at most once, even after the job has run', async () => {
    const runner = new JobRunner(db, clock, log);
    let runs = 0;
    runner.register('unique', async () => {
      runs += 1;
    });
    await Promise.all([
      runner.schedule('unique', { n: 1 }, { uniqueKey: 'trial-end:student-1' }),
      runner.schedule('unique', { n: 2 }, { uniqueKey: 'trial-end:student-1' }),
    ]);
    await runner.schedule('unique', { n: 3 }, { uniqueKey: 'trial-end:student-1' });
    expect(await jobRows('unique')).toHaveLength(1);
    await runner.runDue();
    await runner.schedule('unique', { n: 4 }, { uniqueKey: 'trial-end:student-1' });
    expect(await runner.runDue()).toBe(0);
    expect(runs).toBe(1);
    // Without a key, every call schedules a job.
    await runner.schedule('unique', {});
    await runner.schedule('unique', {});
    expect(await jobRows('unique')).toHaveLength(3);
  });

  it('retries a failing handler with exponential backoff and gives up after maxAttempts', async () => {
    const runner = new JobRunner(db, clock, log);
    let calls = 0;
    runner.register('flaky', async () => {
      calls += 1;
      throw new Error(`boom ${calls}`);
    });
    await runner.schedule('flaky', {}, { maxAttempts: 3 });

    expect(await runner.runDue()).toBe(1);
    let [row] = await jobRows('flaky');
    expect(row).toMatchObject({ attempts: 1, last_error: 'boom 1', failed_at: null, locked_until: null });
    // First retry after 30 s, not before.
    clock.advance(29_000);
    expect(await runner.runDue()).toBe(0);
    clock.advance(2_000);
    expect(await runner.runDue()).toBe(1);
    [row] = await jobRows('flaky');
    expect(row.attempts).toBe(2);
    // Then after 60 s.
    clock.advance(59_000);
    expect(await runner.runDue()).toBe(0);
    clock.advance(2_000);
    expect(await runner.runDue()).toBe(1);
    [row] = await jobRows('flaky');
    expect(row).toMatchObject({ attempts: 3, last_error: 'boom 3' });
    expect(row.failed_at).not.toBeNull();
    expect(row.completed_at).toBeNull();

    clock.advance(24 * 60 * 60_000);
    expect(await runner.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it('completes a job that succeeds on a retry', async () => {
    const runner = new JobRunner(db, clock, log);
    let calls = 0;
    runner.register('recovers', async () => {
      calls += 1;
      if (calls === 1) throw new Error('temporary');
    });
    await runner.schedule('recovers', {});
    await runner.runDue();
    clock.advance(31_000);
    await runner.runDue();
    const [row] = await jobRows('recovers');
    expect(row).toMatchObject({ attempts: 2, failed_at: null });
    expect(row.completed_at).not.toBeNull();
  });

  it('never runs the same job twice when two runners race on one database', async () => {
    const runners = [new JobRunner(db, clock, log), new JobRunner(db, clock, log), new JobRunner(db, clock, log)];
    const runsByJob = new Map<string, number>();
    for (const runner of runners) {
      runner.register('race', async (_payload, { jobId }) => {
        // Yield so that the other runners' claims interleave with this one's work.
        await new Promise((resolve) => setTimeout(resolve, 2));
        runsByJob.set(jobId, (runsByJob.get(jobId) ?? 0) + 1);
      });
    }
    const total = 60;
    for (let i = 0; i < total; i++) await runners[0].schedule('race', { i });

    let ran = 0;
    for (let round = 0; round < 10 && ran < total; round++) {
      const counts = await Promise.all(runners.map((runner) => runner.runDue(25)));
      ran += counts.reduce((a, b) => a + b, 0);
    }
    expect(ran).toBe(total);
    expect(runsByJob.size).toBe(total);
    expect([...runsByJob.values()].every((n) => n === 1)).toBe(true);
    const rows = await jobRows('race');
    expect(rows.every((r) => r.completed_at !== null && r.attempts === 1)).toBe(true);
  });

  it('claims only jobs it has a handler for', async () => {
    const older = new JobRunner(db, clock, log);
    older.register('known', async () => {});
    const newer = new JobRunner(db, clock, log);
    let ran = 0;
    newer.register('brand-new', async () => {
      ran += 1;
    });
    await newer.schedule('brand-new', {});
    expect(await older.runDue()).toBe(0);
    const [row] = await jobRows('brand-new');
    expect(row.attempts).toBe(0);
    expect(await newer.runDue()).toBe(1);
    expect(ran).toBe(1);
  });

  it('lets stop() finish even when the current pass failed', async () => {
    const broken = { execute: () => Promise.reject(new Error('database unavailable')) } as unknown as typeof db;
    const runner = new JobRunner(broken, clock, log);
    runner.register('anything', async () => {});
    const pass = runner.runDue();
    await expect(runner.stop()).resolves.toBeUndefined();
    await expect(pass).rejects.toThrow('database unavailable');
  });
});
