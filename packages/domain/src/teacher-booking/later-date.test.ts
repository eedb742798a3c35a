import { describe, expect, it } from 'vitest';
import { laterDate } from './later-date.ts';

describe('laterDate', () => {
  const a = new Date('2026-05-10T00:00:00Z');
  it('keeps the later end', () => {
    expect(laterDate(a, new Date('2026-05-20T00:00:00Z'))).toEqual(new Date('2026-05-20T00:00:00Z'));
    expect(laterDate(a, new Date('2026-05-01T00:00:00Z'))).toBe(a);
    expect(laterDate(a, null)).toBe(a);
    expect(laterDate(a, undefined)).toBe(a);
  });
});
