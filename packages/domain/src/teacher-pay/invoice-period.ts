import { HOUR_MS } from '../classes/time-units.ts';
import { addMonthsToKey, type MonthKey, startOfLocalMonth, zonedMonthKey } from '../time/index.ts';
import { DEFAULT_TEACHING_CONFIG, type TeachingConfig } from '../teacher-booking/teaching-config.ts';

/** A calendar month as 'YYYY-MM'. */
export type InvoiceMonth = MonthKey;

export interface InvoicePeriod {
  month: InvoiceMonth;
  /** Local midnight of the 1st in the teacher's zone (inclusive). */
  start: Date;
  /** Local midnight of the next month's 1st (exclusive). */
  end: Date;
  /** When the invoice is made: every class of the month has a final log by then. */
  readyAt: Date;
}

/**
 * The invoice period of a month in the teacher's zone (docs/decisions/014). It is ready once
 * the last class of the month can no longer be logged: a class starting just before midnight
 * ends an hour later and its log is due 24 hours after that, so readyAt = end + 25 h.
 */
export function invoicePeriod(
  month: InvoiceMonth,
  timeZone: string,
  config: Pick<TeachingConfig, 'classLogDueHours'> = DEFAULT_TEACHING_CONFIG,
  longestClassHours = 1,
): InvoicePeriod {
  const start = startOfLocalMonth(month, timeZone);
  const end = startOfLocalMonth(addMonthsToKey(month, 1), timeZone);
  return { month, start, end, readyAt: new Date(end.getTime() + (config.classLogDueHours + longestClassHours) * HOUR_MS) };
}

/** The latest month whose invoice is ready at `now` (the month before last until 25 h into a month). */
export function latestReadyMonth(
  now: Date,
  timeZone: string,
  config: Pick<TeachingConfig, 'classLogDueHours'> = DEFAULT_TEACHING_CONFIG,
): InvoiceMonth {
  const previous = addMonthsToKey(zonedMonthKey(now, timeZone), -1);
  return invoicePeriod(previous, timeZone, config).readyAt.getTime() <= now.getTime() ? previous : addMonthsToKey(previous, -1);
}
