import { describe, expect, it } from 'vitest';
import { assertSprintDailyLimit } from './assert-sprint-daily-limit.ts';
import { errorCodeOf } from '../testing/error-code-of.ts';

const sprint = { startsAt: new Date('2026-03-01T00:00:00+01:00'), endsAt: new Date('2026-04-01T00:00:00+02:00') };
const check = (candidate: string, booked: string[], timeZone = 'Europe/Berlin') =>
  errorCodeOf(() =>
    assertSprintDailyLimit(
      { startAt: new Date(candidate) },
      sprint,
      booked.map((b) => ({ startAt: new Date(b) })),
      timeZone,
    ),
  );

describe('assertSprintDailyLimit', () => {
  it('allows one class per day during the Sprint and refuses a second', () => {
    expect(check('2026-03-10T09:00:00Z', [])).toBeUndefined();
    expect(check('2026-03-10T15:00:00Z', ['2026-03-10T09:00:00Z'])).toBe('sprint_one_booking_per_day');
    expect(check('2026-03-11T09:00:00Z', ['2026-03-10T09:00:00Z'])).toBeUndefined();
  });

  it("uses the student's day across the DST change on 29 March", () => {
    // 28 Mar 23:00Z is 00:00 CET on the 29th; 29 Mar 21:00Z is 23:00 CEST on the 29th.
    expect(check('2026-03-29T21:00:00Z', ['2026-03-28T23:00:00Z'])).toBe('sprint_one_booking_per_day');
    expect(check('2026-03-29T22:00:00Z', ['2026-03-28T23:00:00Z'])).toBeUndefined();
  });

  it('does not limit days outside the Sprint', () => {
    expect(check('2026-04-01T10:00:00Z', ['2026-04-01T08:00:00Z'])).toBeUndefined();
    expect(check('2026-02-28T10:00:00Z', ['2026-02-28T08:00:00Z'])).toBeUndefined();
  });

  it('ignores bookings outside the Sprint on a day that straddles its start in another zone', () => {
    // Sprint starts 28 Feb 23:00Z; in New York both instants are on 28 February, but only one is in the Sprint.
    expect(check('2026-02-28T23:00:00Z', ['2026-02-28T20:00:00Z'], 'America/New_York')).toBeUndefined();
  });
});
