import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { assertNewClassLeadTime } from './assert-new-class-lead-time.ts';
import { errorCodeOf } from '../testing/error-code-of.ts';

const now = new Date('2026-05-04T10:17:23.456Z');
const H = 3_600_000;
const at = (ms: number) => new Date(now.getTime() + ms);

describe('assertNewClassLeadTime', () => {
  it('accepts exactly 48 hours ahead and later', () => {
    expect(errorCodeOf(() => assertNewClassLeadTime(at(48 * H), now))).toBeUndefined();
    expect(errorCodeOf(() => assertNewClassLeadTime(at(48 * H + 1), now))).toBeUndefined();
    expect(errorCodeOf(() => assertNewClassLeadTime(at(30 * 24 * H), now))).toBeUndefined();
  });

  it('refuses 48 hours minus 1 ms, sooner, and the past', () => {
    for (const offset of [48 * H - 1, 47 * H, 0, -H]) {
      expect(errorCodeOf(() => assertNewClassLeadTime(at(offset), now))).toBe('start_date_too_soon');
    }
  });

  it('uses the spec message and tells the earliest allowed start', () => {
    try {
      assertNewClassLeadTime(at(H), now);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).message).toBe('Please choose a date at least 48 hours in the future.');
      expect((error as DomainError).details).toEqual({ earliestStartAt: '2026-05-06T10:17:23.456Z' });
    }
  });

  it('measures real elapsed time across the October DST change (47 wall-clock hours, 48 real)', () => {
    const beforeChange = new Date('2026-10-24T10:00:00Z'); // 12:00 CEST
    // 2026-10-26T10:00Z is 11:00 CET: 47 h on the wall clock but exactly 48 h later.
    expect(errorCodeOf(() => assertNewClassLeadTime(new Date('2026-10-26T10:00:00Z'), beforeChange))).toBeUndefined();
    expect(errorCodeOf(() => assertNewClassLeadTime(new Date('2026-10-26T09:00:00Z'), beforeChange))).toBe('start_date_too_soon');
  });
});
