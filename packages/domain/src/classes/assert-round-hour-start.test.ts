import { describe, expect, it } from 'vitest';
import { assertRoundHourStart } from './assert-round-hour-start.ts';
import { errorCodeOf } from '../testing/error-code-of.ts';

describe('assertRoundHourStart', () => {
  it('accepts a UTC round hour', () => {
    expect(errorCodeOf(() => assertRoundHourStart(new Date('2026-05-04T14:00:00.000Z')))).toBeUndefined();
    expect(errorCodeOf(() => assertRoundHourStart(new Date('2026-05-04T00:00:00.000Z')))).toBeUndefined();
  });

  it.each([
    ['a minute past', '2026-05-04T14:01:00.000Z'],
    ['half past', '2026-05-04T14:30:00.000Z'],
    ['a second past', '2026-05-04T14:00:01.000Z'],
    ['a millisecond past', '2026-05-04T14:00:00.001Z'],
    ['a millisecond before', '2026-05-04T13:59:59.999Z'],
  ])('refuses %s the hour with invalid_start_date', (_, iso) => {
    expect(errorCodeOf(() => assertRoundHourStart(new Date(iso)))).toBe('invalid_start_date');
  });

  it('refuses an invalid date', () => {
    expect(errorCodeOf(() => assertRoundHourStart(new Date('not a date')))).toBe('invalid_start_date');
  });

  it('is a local round hour in whole-hour zones across DST (Berlin, last Sunday of March and October 2026)', () => {
    // 01:00Z on 29 March is 03:00 CEST, 01:00Z on 25 October is 02:00 CET: both round, both accepted.
    for (const iso of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2026-10-25T00:00:00Z']) {
      expect(errorCodeOf(() => assertRoundHourStart(new Date(iso)))).toBeUndefined();
    }
  });

  it('accepts a UTC round hour that is :30 local in a half-hour zone (the documented choice)', () => {
    // 09:00Z is 14:30 in Kolkata: the class is the shared 09:00 UTC slot.
    expect(errorCodeOf(() => assertRoundHourStart(new Date('2026-05-04T09:00:00Z')))).toBeUndefined();
  });

  it('follows a configured step', () => {
    const halfHourly = { classStartStepMinutes: 30 };
    expect(errorCodeOf(() => assertRoundHourStart(new Date('2026-05-04T14:30:00Z'), halfHourly))).toBeUndefined();
    expect(errorCodeOf(() => assertRoundHourStart(new Date('2026-05-04T14:15:00Z'), halfHourly))).toBe('invalid_start_date');
  });
});
