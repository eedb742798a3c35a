import { describe, expect, it } from 'vitest';
import { addUtcMonths } from './utc-months.ts';

describe('addUtcMonths', () => {
  it('moves by calendar months keeping the time', () => {
    expect(addUtcMonths(new Date('2026-05-04T10:17:00Z'), -3)).toEqual(new Date('2026-02-04T10:17:00Z'));
    expect(addUtcMonths(new Date('2026-11-15T00:00:00Z'), 3)).toEqual(new Date('2027-02-15T00:00:00Z'));
  });

  it('clamps to the end of a shorter month', () => {
    expect(addUtcMonths(new Date('2026-05-31T12:00:00Z'), -3)).toEqual(new Date('2026-02-28T12:00:00Z'));
    expect(addUtcMonths(new Date('2028-05-31T12:00:00Z'), -3)).toEqual(new Date('2028-02-29T12:00:00Z'));
    expect(addUtcMonths(new Date('2026-01-31T00:00:00Z'), 1)).toEqual(new Date('2026-02-28T00:00:00Z'));
  });

  it('does not modify its argument', () => {
    const date = new Date('2026-05-04T10:00:00Z');
    addUtcMonths(date, -3);
    expect(date).toEqual(new Date('2026-05-04T10:00:00Z'));
  });
});
