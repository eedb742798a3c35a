import { describe, expect, it } from 'vitest';
import { localWeek, startOfLocalDay, weekStartKey, zonedDateKey } from '@parla/domain/time';
import { clampDay, clampWeek, currentWeekStart } from './week-range.ts';

const BERLIN = 'Europe/Berlin';
const HOUR = 3_600_000;

describe('localWeek across the DST switch (Europe/Berlin)', () => {
  it('spring forward week (2026-03-29) is 167 hours, bounded by local midnights', () => {
    const week = localWeek('2026-03-23', BERLIN);
    expect(week.from.toISOString()).toBe('2026-03-22T23:00:00.000Z'); // Mon 00:00 CET
    expect(week.to.toISOString()).toBe('2026-03-29T22:00:00.000Z'); // next Mon 00:00 CEST
    expect((week.to.getTime() - week.from.getTime()) / HOUR).toBe(167);
    expect(week.days).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29']);
  });
  it('fall back week (2026-10-25) is 169 hours', () => {
    const week = localWeek('2026-10-19', BERLIN);
    expect(week.from.toISOString()).toBe('2026-10-18T22:00:00.000Z'); // Mon 00:00 CEST
    expect(week.to.toISOString()).toBe('2026-10-25T23:00:00.000Z'); // next Mon 00:00 CET
    expect((week.to.getTime() - week.from.getTime()) / HOUR).toBe(169);
  });
  it('the switch day itself begins at local midnight', () => {
    expect(startOfLocalDay('2026-03-29', BERLIN).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfLocalDay('2026-03-30', BERLIN).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfLocalDay('2026-10-25', BERLIN).toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfLocalDay('2026-10-26', BERLIN).toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
  it('works for zones west of UTC and Sunday weeks', () => {
    const week = localWeek(weekStartKey('2026-03-11', 'Sunday'), 'America/New_York');
    expect(week.startKey).toBe('2026-03-08'); // US DST starts Sunday 2026-03-08
    expect(week.from.toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-03-15T04:00:00.000Z');
  });
});

describe('week start and clamping', () => {
  it('finds the Monday or Sunday of a week', () => {
    expect(weekStartKey('2026-03-29', 'Monday')).toBe('2026-03-23');
    expect(weekStartKey('2026-03-23', 'Monday')).toBe('2026-03-23');
    expect(weekStartKey('2026-03-29', 'Sunday')).toBe('2026-03-29');
    expect(weekStartKey('2026-03-28', 'Sunday')).toBe('2026-03-22');
  });
  it('uses the local date, not the UTC one', () => {
    // Sunday 23:30 UTC is already Monday in Berlin.
    const now = new Date('2026-03-29T22:30:00Z');
    expect(zonedDateKey(now, BERLIN)).toBe('2026-03-30');
    expect(currentWeekStart(now, BERLIN, 'Monday')).toBe('2026-03-30');
  });
  it('never goes before the current week and aligns odd dates', () => {
    const now = new Date('2026-03-25T12:00:00Z');
    expect(clampWeek(undefined, now, BERLIN, 'Monday')).toBe('2026-03-23');
    expect(clampWeek('2026-03-02', now, BERLIN, 'Monday')).toBe('2026-03-23');
    expect(clampWeek('2026-04-08', now, BERLIN, 'Monday')).toBe('2026-04-06');
  });
});

describe('clampDay', () => {
  const now = new Date('2026-03-25T23:30:00Z'); // Thursday 26 March 00:30 in Berlin (UTC+1)
  it('keeps today and later days, in the viewer zone', () => {
    expect(clampDay('2026-03-26', now, BERLIN)).toBe('2026-03-26');
    expect(clampDay('2026-04-02', now, BERLIN)).toBe('2026-04-02');
  });
  it('moves a past day to today, and leaves no day as none', () => {
    expect(clampDay('2026-03-25', now, BERLIN)).toBe('2026-03-26');
    expect(clampDay(undefined, now, BERLIN)).toBeUndefined();
  });
});
