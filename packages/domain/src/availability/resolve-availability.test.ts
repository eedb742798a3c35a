import { describe, expect, it } from 'vitest';
import { emptyDay, paintDay } from './availability-day.ts';
import { classStartsOfLocalWeek } from './local-calendar.ts';
import { type AvailabilityPattern, resolveInstant, resolveLocalHour } from './resolve-availability.ts';

const BERLIN = 'Europe/Berlin';

function pattern(overrides: Partial<AvailabilityPattern> = {}): AvailabilityPattern {
  return {
    standard: {
      monday: paintDay(emptyDay(), 8, 12, 'available'),
      sunday: paintDay(emptyDay(), 0, 24, 'available'),
    },
    exact: new Map(),
    ...overrides,
  };
}

describe('resolveLocalHour', () => {
  it('uses the weekly pattern, and unavailable where nothing is set', () => {
    expect(resolveLocalHour(pattern(), '2026-05-04', 8)).toEqual({ state: 'available', source: 'standard' });
    expect(resolveLocalHour(pattern(), '2026-05-04', 12)).toEqual({ state: 'unavailable', source: null });
    expect(resolveLocalHour(pattern(), '2026-05-05', 8)).toEqual({ state: 'unavailable', source: null });
  });

  it('lets an exact date override the pattern only in the hours it sets', () => {
    const exact = new Map([['2026-05-04', paintDay(paintDay(emptyDay(), 9, 10, 'unavailable'), 14, 15, 'available')]]);
    const p = pattern({ exact });
    expect(resolveLocalHour(p, '2026-05-04', 8)).toEqual({ state: 'available', source: 'standard' });
    expect(resolveLocalHour(p, '2026-05-04', 9)).toEqual({ state: 'unavailable', source: 'exact' });
    expect(resolveLocalHour(p, '2026-05-04', 14)).toEqual({ state: 'available', source: 'exact' });
    // The next Monday keeps the pattern.
    expect(resolveLocalHour(p, '2026-05-11', 9)).toEqual({ state: 'available', source: 'standard' });
  });
});

describe('resolveInstant across DST (Europe/Berlin)', () => {
  it('reads the wall clock: 08:00 is 07:00Z in winter and 06:00Z in summer', () => {
    expect(resolveInstant(pattern(), new Date('2026-03-23T07:00:00Z'), BERLIN)).toMatchObject({ state: 'available', hour: 8 });
    expect(resolveInstant(pattern(), new Date('2026-03-30T06:00:00Z'), BERLIN)).toMatchObject({ state: 'available', hour: 8 });
    expect(resolveInstant(pattern(), new Date('2026-03-30T07:00:00Z'), BERLIN)).toMatchObject({ state: 'available', hour: 9 });
    expect(resolveInstant(pattern(), new Date('2026-03-30T10:00:00Z'), BERLIN)).toMatchObject({ state: 'unavailable', hour: 12 });
  });

  it('has 23 available starts on the spring Sunday and 25 on the autumn Sunday when the whole day is available', () => {
    const p = pattern();
    const springSunday = classStartsOfLocalWeek('2026-03-29', BERLIN, 1);
    const autumnSunday = classStartsOfLocalWeek('2026-10-25', BERLIN, 1);
    expect(springSunday.filter((at) => resolveInstant(p, at, BERLIN).state === 'available')).toHaveLength(23);
    expect(autumnSunday.filter((at) => resolveInstant(p, at, BERLIN).state === 'available')).toHaveLength(25);
    // No instant is 02:00 on the spring Sunday; two are on the autumn Sunday.
    expect(springSunday.filter((at) => resolveInstant(p, at, BERLIN).hour === 2)).toHaveLength(0);
    expect(autumnSunday.filter((at) => resolveInstant(p, at, BERLIN).hour === 2).map((at) => at.toISOString())).toEqual([
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T01:00:00.000Z',
    ]);
  });

  it('counts the weekly pattern over a DST week: 4 Monday hours stay 4 hours', () => {
    for (const week of ['2026-03-23', '2026-03-30', '2026-10-19', '2026-10-26']) {
      const mondays = classStartsOfLocalWeek(week, BERLIN, 1).filter((at) => resolveInstant(pattern(), at, BERLIN).state === 'available');
      expect(mondays).toHaveLength(4);
    }
  });

  it('puts a class at 09:30 in a half-hour zone into the 09:00 hour', () => {
    expect(resolveInstant(pattern(), new Date('2026-05-04T04:00:00Z'), 'Asia/Kolkata')).toMatchObject({ hour: 9, state: 'available' });
  });
});
