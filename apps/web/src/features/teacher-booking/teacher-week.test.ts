import { describe, expect, it } from 'vitest';
import { weekStartKey } from '@parla/domain/time';
import { formatMoney, teacherWeek } from './teacher-week.ts';

const BERLIN = 'Europe/Berlin';
// Wednesday 6 May 2026, 10:00 in Berlin.
const now = new Date('2026-05-06T08:00:00Z');

describe('teacherWeek', () => {
  it('shows the current week by default, from the teacher week start', () => {
    expect(teacherWeek(undefined, now, BERLIN, 'Monday').startKey).toBe('2026-05-04');
    expect(teacherWeek(undefined, now, BERLIN, 'Sunday').startKey).toBe('2026-05-03');
  });
  it('aligns a requested date and never goes before this week', () => {
    expect(teacherWeek('2026-05-14', now, BERLIN, 'Monday').startKey).toBe('2026-05-11');
    expect(teacherWeek('2026-04-01', now, BERLIN, 'Monday').startKey).toBe('2026-05-04');
    expect(teacherWeek('2026-02-31', now, BERLIN, 'Monday').startKey).toBe('2026-05-04');
  });
  it('spans the local week, 167 hours in the week clocks go forward', () => {
    const week = teacherWeek('2026-03-23', new Date('2026-03-20T12:00:00Z'), BERLIN, 'Monday');
    expect(week.from.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect((week.to.getTime() - week.from.getTime()) / 3_600_000).toBe(167);
    expect(week.days).toHaveLength(7);
  });
  it('aligns to Sunday weeks', () => {
    expect(weekStartKey('2026-05-10', 'Monday')).toBe('2026-05-04');
    expect(weekStartKey('2026-05-10', 'Sunday')).toBe('2026-05-10');
  });
});

describe('formatMoney', () => {
  it('formats cents in the locale', () => {
    expect(formatMoney(2400, 'EUR', 'en')).toBe('€24.00');
    expect(formatMoney(1250, 'EUR', 'de')).toMatch(/^12,50\s€$/);
    expect(formatMoney(1250, 'EUR', 'fr')).toMatch(/^12,50\s€$/);
    expect(formatMoney(1250, 'EUR', 'ru')).toMatch(/^12,50\s€$/);
  });
});
