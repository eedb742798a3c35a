import { zonedMonthKey, invoicePeriod } from '@parla/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { JobRunner } from '../../lib/jobs.ts';

export const MAKE_INVOICE_JOB = 'teacher-pay.make-invoice';

/**
 * Schedules the invoice of the teacher's month that `earnedAt` falls in, at the moment it is
 * ready (end of the month in the teacher's zone + 25 h). The unique key makes this a no-op
 * for every further line of the month; the invoice scan catches whatever it misses.
 */
export async function scheduleInvoiceFor(db: Db | Tx, jobs: JobRunner, teacherId: string, earnedAt: Date, timeZone: string): Promise<void> {
  const month = zonedMonthKey(earnedAt, timeZone);
  const period = invoicePeriod(month, timeZone);
  await jobs.schedule(
    MAKE_INVOICE_JOB,
    { teacherId, month },
    { runAt: period.readyAt, uniqueKey: `${MAKE_INVOICE_JOB}:${teacherId}:${month}`, maxAttempts: 5 },
    db,
  );
}
