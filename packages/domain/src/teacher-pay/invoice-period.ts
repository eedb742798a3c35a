import { HOUR_MS } from '../classes/time-units.ts';
import { zonedParts } from '../classes/zoned-parts.ts';
import { DEFAULT_TEACHING_CONFIG, type TeachingConfig } from '../teacher-booking/teaching-config.ts';

/** A calendar month as 'YYYY-MM'. */
export type InvoiceMonth = string;

const MONTH = /^(\d{4})-(\d{2})$/;

export interface InvoicePeriod {
  month: InvoiceMonth;
  /** Local midnight of the 1st in the teacher's zone (inclusive). */
  start: Date;
  /** Local midnight of the next month's 1st (exclusive). */
  end: Date;
  /** When the invoice is made: every class of the month has a final log by then. */
  readyAt: Date;
}

/** The month an instant falls in, in the teacher's zone: a class at 23:30 on 31 May in Berlin is May's. */
export function invoiceMonthOf(instant: Date, timeZone: string): InvoiceMonth {
  const { year, month } = zonedParts(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

export function addInvoiceMonths(month: InvoiceMonth, count: number): InvoiceMonth {
  const [year, mon] = parseMonth(month);
  const index = year * 12 + (mon - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function parseMonth(month: InvoiceMonth): [number, number] {
  const match = MONTH.exec(month);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) throw new RangeError(`Not a month: ${month}`);
  return [Number(match[1]), Number(match[2])];
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(instant / 60_000) * 60_000;
}

/** The instant of local midnight on the 1st of a month (two passes: the offset may change on the way). */
function startOfLocalMonth(month: InvoiceMonth, timeZone: string): Date {
  const [year, mon] = parseMonth(month);
  const wall = Date.UTC(year, mon - 1, 1);
  let instant = wall - offsetAt(wall, timeZone);
  instant = wall - offsetAt(instant, timeZone);
  return new Date(instant);
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
  const end = startOfLocalMonth(addInvoiceMonths(month, 1), timeZone);
  return { month, start, end, readyAt: new Date(end.getTime() + (config.classLogDueHours + longestClassHours) * HOUR_MS) };
}

/** The latest month whose invoice is ready at `now` (the month before last until 25 h into a month). */
export function latestReadyMonth(
  now: Date,
  timeZone: string,
  config: Pick<TeachingConfig, 'classLogDueHours'> = DEFAULT_TEACHING_CONFIG,
): InvoiceMonth {
  const previous = addInvoiceMonths(invoiceMonthOf(now, timeZone), -1);
  return invoicePeriod(previous, timeZone, config).readyAt.getTime() <= now.getTime() ? previous : addInvoiceMonths(previous, -1);
}
