import { describe, expect, it } from 'vitest';
import { zonedDateKey, zonedParts } from './zoned-parts.ts';

describe('zonedParts', () => {
  it('reads Berlin wall-clock time in winter and summer', () => {
    expect(zonedParts(new Date('2026-01-15T11:00:00Z'), 'Europe/Berlin')).toEqual({ year: 2026, month: 1, day: 15, hour: 12, minute: 0 });
    expect(zonedParts(new Date('2026-07-15T11:00:00Z'), 'Europe/Berlin')).toEqual({ year: 2026, month: 7, day: 15, hour: 13, minute: 0 });
  });

  it('prints midnight as hour 0, not 24', () => {
    expect(zonedParts(new Date('2026-03-28T23:00:00Z'), 'Europe/Berlin').hour).toBe(0);
  });

  it('handles half-hour zones', () => {
    expect(zonedParts(new Date('2026-01-15T09:00:00Z'), 'Asia/Kolkata')).toMatchObject({ hour: 14, minute: 30 });
  });
});

describe('zonedDateKey', () => {
  it('gives the local calendar day, which can differ from the UTC day', () => {
    expect(zonedDateKey(new Date('2026-03-28T23:00:00Z'), 'Europe/Berlin')).toBe('2026-03-29');
    expect(zonedDateKey(new Date('2026-03-28T23:00:00Z'), 'UTC')).toBe('2026-03-28');
    expect(zonedDateKey(new Date('2026-03-29T03:00:00Z'), 'America/New_York')).toBe('2026-03-28');
  });

  it('rejects an unknown time zone', () => {
    expect(() => zonedDateKey(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});
