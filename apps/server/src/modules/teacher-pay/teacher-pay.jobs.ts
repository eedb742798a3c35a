import { HOUR_MS } from '@parla/domain';
import type { FastifyInstance } from 'fastify';
import { MAKE_INVOICE_JOB } from './invoice-schedule.ts';
import { makeDueInvoices, makeInvoice } from './invoices.service.ts';

/**
 * What must happen before a teacher's invoice is made: the teacher's overdue logs count as
 * missed (class-logs). Passed in by app.ts, because class-logs depends on teacher-pay (a log
 * records an earning) and the modules may not import each other in a circle (decision 033).
 */
export interface BeforeInvoice {
  closeOverdueLogs(app: FastifyInstance, now: Date, only: { teacherId: string }): Promise<unknown>;
}

export const INVOICE_SCAN_JOB = 'teacher-pay.invoice-scan';
const SCAN_EVERY_MS = HOUR_MS;
const bucketStart = (at: Date) => new Date(Math.floor(at.getTime() / SCAN_EVERY_MS) * SCAN_EVERY_MS);

async function scheduleScan(app: FastifyInstance, runAt: Date): Promise<void> {
  await app.jobs.schedule(INVOICE_SCAN_JOB, {}, { runAt, uniqueKey: `${INVOICE_SCAN_JOB}@${runAt.toISOString()}`, maxAttempts: 3 });
}

export function startInvoiceScans(app: FastifyInstance): Promise<void> {
  return scheduleScan(app, bucketStart(app.clock.now()));
}

/**
 * Time-driven work of teacher pay (docs/decisions/014):
 * - MAKE_INVOICE_JOB, scheduled with the first earning of a teacher's month at the moment the
 *   month's invoice is ready (month end in the teacher's zone + 25 h): it first counts the
 *   teacher's overdue logs as missed, then makes the invoice;
 * - an hourly scan as the safety net: any ready month with lines not invoiced yet.
 * Both are idempotent: makeInvoice makes at most one invoice per teacher and month.
 */
export function registerTeacherPayJobs(app: FastifyInstance, before: BeforeInvoice): void {
  app.jobs.register(MAKE_INVOICE_JOB, async (payload, { now }) => {
    const teacherId = String(payload.teacherId);
    const month = String(payload.month);
    await before.closeOverdueLogs(app, now, { teacherId });
    const result = await makeInvoice(app.db, teacherId, month, now);
    if (!result.invoice && result.reason === 'not_ready') {
      // The teacher moved to a later zone since: come back when the month is over there.
      await app.jobs.schedule(
        MAKE_INVOICE_JOB,
        { teacherId, month },
        {
          runAt: result.readyAt,
          uniqueKey: `${MAKE_INVOICE_JOB}:${teacherId}:${month}@${result.readyAt.toISOString()}`,
        },
      );
    }
  });
  app.jobs.register(INVOICE_SCAN_JOB, async (_payload, { now }) => {
    await scheduleScan(app, new Date(bucketStart(now).getTime() + SCAN_EVERY_MS));
    await makeDueInvoices(app.db, now);
  });
  app.jobs.chain(() => startInvoiceScans(app));
}
