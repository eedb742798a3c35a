import { describe, expect, it } from 'vitest';
import { bestGoalStreak, offeredRecapYear, recapYearAvailable } from './yearly-recap.ts';

const BERLIN = 'Europe/Berlin';

describe('recapYearAvailable / offeredRecapYear', () => {
  it('opens on 1 December in the student’s zone and closes after 31 January', () => {
    expect(recapYearAvailable(2026, new Date('2026-11-30T22:59:59Z'), BERLIN)).toBe(false);
    expect(recapYearAvailable(2026, new Date('2026-11-30T23:00:00Z'), BERLIN)).toBe(true);
    expect(recapYearAvailable(2026, new Date('2027-01-31T22:59:59Z'), BERLIN)).toBe(true);
    expect(recapYearAvailable(2026, new Date('2027-01-31T23:00:00Z'), BERLIN)).toBe(false);
    expect(recapYearAvailable(2025, new Date('2026-12-10T12:00:00Z'), BERLIN)).toBe(false);
    expect(offeredRecapYear(new Date('2026-12-10T12:00:00Z'), BERLIN)).toBe(2026);
    expect(offeredRecapYear(new Date('2027-01-10T12:00:00Z'), BERLIN)).toBe(2026);
    expect(offeredRecapYear(new Date('2026-06-10T12:00:00Z'), BERLIN)).toBeNull();
  });
});

describe('bestGoalStreak', () => {
  const monday = (iso: string) => new Date(`${iso}T09:00:00Z`);
  it('counts the longest run of weeks meeting the goal within the year', () => {
    const attendedAt = [
      monday('2026-03-02'),
      monday('2026-03-09'),
      monday('2026-03-16'),
      // a gap week, then two weeks
      monday('2026-03-30'),
      monday('2026-04-06'),
    ];
    expect(bestGoalStreak({ attendedAt, goal: 1, year: 2026, timeZone: BERLIN, weekStart: 'Monday' })).toBe(3);
    expect(bestGoalStreak({ attendedAt, goal: 2, year: 2026, timeZone: BERLIN, weekStart: 'Monday' })).toBe(0);
    expect(bestGoalStreak({ attendedAt: [], goal: 1, year: 2026, timeZone: BERLIN, weekStart: 'Monday' })).toBe(0);
  });
  it('leaves out weeks of another year', () => {
    const attendedAt = [monday('2025-12-22'), monday('2025-12-29'), monday('2026-01-05')];
    expect(bestGoalStreak({ attendedAt, goal: 1, year: 2026, timeZone: BERLIN, weekStart: 'Monday' })).toBe(1);
    expect(bestGoalStreak({ attendedAt, goal: 1, year: 2025, timeZone: BERLIN, weekStart: 'Monday' })).toBe(2);
  });
});
