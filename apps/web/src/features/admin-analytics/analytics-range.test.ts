import { describe, expect, it } from 'vitest';
import { analyticsRange, customRangeProblem } from './analytics-range.ts';

const BERLIN = 'Europe/Berlin';

describe('analytics range', () => {
  it('covers the last 7 whole local days, today included', () => {
    // 23:30 UTC on 9 June is already 10 June in Berlin.
    const range = analyticsRange({ preset: '7', fromDay: '', toDay: '' }, new Date('2026-06-09T23:30:00Z'), BERLIN);
    expect(range.days).toEqual(['2026-06-04', '2026-06-05', '2026-06-06', '2026-06-07', '2026-06-08', '2026-06-09', '2026-06-10']);
    expect(range.from).toBe('2026-06-03T22:00:00.000Z');
    expect(range.to).toBe('2026-06-10T22:00:00.000Z');
  });

  it('keeps whole days across the autumn clock change (a 25-hour day)', () => {
    const range = analyticsRange({ preset: 'custom', fromDay: '2026-10-25', toDay: '2026-10-25' }, new Date(), BERLIN);
    expect(range.days).toEqual(['2026-10-25']);
    expect(new Date(range.to).getTime() - new Date(range.from).getTime()).toBe(25 * 3_600_000);
  });

  it('takes a custom range with both days included', () => {
    const range = analyticsRange({ preset: 'custom', fromDay: '2026-05-30', toDay: '2026-06-02' }, new Date(), 'UTC');
    expect(range.days).toEqual(['2026-05-30', '2026-05-31', '2026-06-01', '2026-06-02']);
    expect(range.from).toBe('2026-05-30T00:00:00.000Z');
    expect(range.to).toBe('2026-06-03T00:00:00.000Z');
  });

  it('says why a custom range cannot be shown, and falls back to 30 days meanwhile', () => {
    expect(customRangeProblem('', '2026-06-02')).toBe('missingDay');
    expect(customRangeProblem('2026-02-30', '2026-03-02')).toBe('missingDay');
    expect(customRangeProblem('2026-06-03', '2026-06-02')).toBe('reversed');
    expect(customRangeProblem('2025-05-31', '2026-06-01')).toBe('tooLong');
    expect(customRangeProblem('2025-06-01', '2026-06-01')).toBeNull();
    const fallback = analyticsRange(
      { preset: 'custom', fromDay: '2026-06-03', toDay: '2026-06-02' },
      new Date('2026-06-10T12:00:00Z'),
      'UTC',
    );
    expect(fallback.days).toHaveLength(30);
  });
});
