import { describe, expect, it } from 'vitest';
import { zonedMonthKey } from '../time/index.ts';
import { invoicePeriod, latestReadyMonth } from './invoice-period.ts';

describe('invoice periods', () => {
  it('puts an instant in the month of the teacher zone', () => {
    // 22:30Z on 31 May is already 1 June in Berlin (CEST, +2), still May in New York.
    const instant = new Date('2026-05-31T22:30:00Z');
    expect(zonedMonthKey(instant, 'Europe/Berlin')).toBe('2026-06');
    expect(zonedMonthKey(instant, 'America/New_York')).toBe('2026-05');
    expect(zonedMonthKey(instant, 'UTC')).toBe('2026-05');
  });

  it('runs from local midnight to local midnight, across DST', () => {
    const march = invoicePeriod('2026-03', 'Europe/Berlin');
    expect(march.start).toEqual(new Date('2026-02-28T23:00:00Z')); // CET
    expect(march.end).toEqual(new Date('2026-03-31T22:00:00Z')); // CEST after 29 March
    const october = invoicePeriod('2026-10', 'Europe/Berlin');
    expect(october.end).toEqual(new Date('2026-10-31T23:00:00Z'));
    expect(invoicePeriod('2026-05', 'UTC').start).toEqual(new Date('2026-05-01T00:00:00Z'));
  });

  it('is ready 25 hours after the month ends, when the last log is due', () => {
    const may = invoicePeriod('2026-05', 'Europe/Berlin');
    expect(may.readyAt).toEqual(new Date('2026-06-01T23:00:00Z'));
    expect(latestReadyMonth(new Date(may.readyAt.getTime() - 1), 'Europe/Berlin')).toBe('2026-04');
    expect(latestReadyMonth(may.readyAt, 'Europe/Berlin')).toBe('2026-05');
    expect(latestReadyMonth(new Date('2026-06-20T00:00:00Z'), 'Europe/Berlin')).toBe('2026-05');
  });

  it('rejects malformed months', () => {
    expect(() => invoicePeriod('2026-13', 'UTC')).toThrow(RangeError);
    expect(() => invoicePeriod('May', 'UTC')).toThrow(RangeError);
  });
});
