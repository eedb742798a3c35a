import { describe, expect, it } from 'vitest';
import { missedClassReportDeadline, missedClassReportOpen } from './missed-class-report.ts';

const klass = { startAt: new Date('2026-11-10T09:00:00Z'), endAt: new Date('2026-11-10T10:00:00Z') };

describe('missedClassReportOpen', () => {
  it('is closed before the class starts and open from its start', () => {
    expect(missedClassReportOpen(klass, new Date('2026-11-10T08:59:59.999Z'))).toBe(false);
    expect(missedClassReportOpen(klass, new Date('2026-11-10T09:00:00Z'))).toBe(true);
  });
  it('stays open until 7 days after the end, half-open', () => {
    expect(missedClassReportOpen(klass, new Date('2026-11-17T09:59:59.999Z'))).toBe(true);
    expect(missedClassReportOpen(klass, new Date('2026-11-17T10:00:00Z'))).toBe(false);
    expect(missedClassReportDeadline(klass).toISOString()).toBe('2026-11-17T10:00:00.000Z');
  });
});
