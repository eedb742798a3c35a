import { describe, expect, it } from 'vitest';
import {
  challengeMonth,
  challengeSlug,
  challengeStanding,
  countChallengeActivities,
  monthOfChallengeSlug,
  rankLeaderboard,
} from './activity-challenge.ts';

const at = (iso: string) => new Date(iso);

describe('monthly activity challenge', () => {
  const november = challengeMonth(at('2026-11-15T12:00:00Z'), 'Europe/Berlin');

  it("runs for the school's calendar month", () => {
    expect(november.month).toBe('2026-11');
    expect(november.from.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(november.to.toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('counts each activity once, inside the month only', () => {
    const count = countChallengeActivities(
      [
        { kind: 'class_attended', objectId: 'c1', at: at('2026-11-02T10:00:00Z') },
        { kind: 'practice_set', objectId: 'l1', at: at('2026-11-03T10:00:00Z') },
        { kind: 'practice_set', objectId: 'l1', at: at('2026-11-04T10:00:00Z') },
        { kind: 'lingobite', objectId: 'l1', at: at('2026-11-04T10:00:00Z') },
        { kind: 'daily_practice', objectId: '2026-10-31', at: at('2026-10-31T22:59:59Z') },
        { kind: 'daily_practice', objectId: '2026-12-01', at: at('2026-11-30T23:00:00Z') },
      ],
      november,
    );
    expect(count).toBe(3);
  });

  it('is completed at 30 and says how many days are left', () => {
    expect(challengeStanding(29, november, at('2026-11-29T23:00:00Z'))).toMatchObject({ completed: false, daysLeft: 1 });
    expect(challengeStanding(30, november, at('2026-11-15T12:00:00Z'))).toMatchObject({ completed: true, target: 30, daysLeft: 16 });
    expect(challengeStanding(30, november, at('2026-12-02T00:00:00Z')).daysLeft).toBe(0);
    // A challenge an admin set up with its own target (decision 104) is judged by it.
    expect(challengeStanding(20, november, at('2026-11-15T12:00:00Z'), 20)).toMatchObject({ completed: true, target: 20 });
    expect(challengeStanding(30, november, at('2026-11-15T12:00:00Z'), 40)).toMatchObject({ completed: false, target: 40 });
  });

  it('ranks participants by activities, then by who got there first', () => {
    const ranked = rankLeaderboard([
      { studentId: 'a', activities: 12, reachedAt: at('2026-11-10T00:00:00Z'), hidden: false },
      { studentId: 'b', activities: 20, reachedAt: at('2026-11-12T00:00:00Z'), hidden: true },
      { studentId: 'c', activities: 12, reachedAt: at('2026-11-09T00:00:00Z'), hidden: false },
    ]);
    expect(ranked.map((r) => [r.studentId, r.rank])).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
    ]);
  });

  it('names a challenge by its month and reads the name back', () => {
    expect(challengeSlug('2026-12')).toBe('december-2026');
    expect(challengeSlug('2027-01')).toBe('january-2027');
    expect(monthOfChallengeSlug('december-2026')).toBe('2026-12');
    expect(monthOfChallengeSlug('january-2027')).toBe('2027-01');
    for (const bad of ['decembre-2026', 'december-26', 'December-2026', '2026-12', '', 'december-2026-x']) {
      expect(monthOfChallengeSlug(bad)).toBeNull();
    }
  });
});
