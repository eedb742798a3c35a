import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { queryRows } from '../../db/client.ts';
import { hubOf } from '../classroom/hub-registry.ts';

/**
 * Gauges read at scrape time (decision 097): the job queue from the database (every node reports
 * the same queue: take max, not sum), the classroom from this node's hub (sum over nodes).
 */
export function registerCollectors(app: FastifyInstance): void {
  const registers = [app.metrics.registry];
  // One query per scrape serves both job gauges (prom-client collects metrics concurrently).
  let snapshot: { at: number; value: Promise<JobsSnapshot> } | null = null;
  const jobs = () => {
    if (!snapshot || Date.now() - snapshot.at > 1000) snapshot = { at: Date.now(), value: jobsSnapshot(app) };
    return snapshot.value;
  };
  new Gauge({
    name: 'parla_jobs_queue_depth',
    help: 'Jobs waiting to run, by state (due: run_at passed; scheduled: later); the same on every node.',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const { due, scheduled } = await jobs();
      this.set({ state: 'due' }, due);
      this.set({ state: 'scheduled' }, scheduled);
    },
  });
  new Gauge({
    name: 'parla_jobs_oldest_due_age_seconds',
    help: 'How long the oldest due job has been waiting (0 when none is due).',
    registers,
    async collect() {
      this.set((await jobs()).oldestDueAgeSeconds);
    },
  });
  new Gauge({
    name: 'parla_classroom_rooms',
    help: 'Classroom rooms with at least one socket on this node.',
    registers,
    collect() {
      this.set(classroomStats(app).rooms);
    },
  });
  new Gauge({
    name: 'parla_classroom_peers',
    help: 'Classroom sockets (peers) connected to this node.',
    registers,
    collect() {
      this.set(classroomStats(app).peers);
    },
  });
}

function classroomStats(app: FastifyInstance): { rooms: number; peers: number } {
  try {
    return hubOf(app).localStats();
  } catch {
    return { rooms: 0, peers: 0 };
  }
}

interface JobsSnapshot {
  due: number;
  scheduled: number;
  oldestDueAgeSeconds: number;
}

async function jobsSnapshot(app: FastifyInstance): Promise<JobsSnapshot> {
  const now = app.clock.now();
  const [row] = await queryRows<{ due: number; scheduled: number; oldest_due_at: string | Date | null }>(
    app.db,
    sql`select count(*) filter (where run_at <= ${now.toISOString()})::int as due,
               count(*) filter (where run_at > ${now.toISOString()})::int as scheduled,
               min(run_at) filter (where run_at <= ${now.toISOString()}) as oldest_due_at
        from jobs where completed_at is null and failed_at is null`,
  );
  const oldest = row?.oldest_due_at ? new Date(row.oldest_due_at).getTime() : null;
  return {
    due: row?.due ?? 0,
    scheduled: row?.scheduled ?? 0,
    oldestDueAgeSeconds: oldest === null ? 0 : Math.max(0, (now.getTime() - oldest) / 1000),
  };
}
