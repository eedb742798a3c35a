import { describe, expect, it } from 'vitest';
import { classesPerWeek, weeklyGoalProgress } from './weekly-goal.ts';

const berlin = 'Europe/Berlin';
const at = (iso: string) => new Date(iso);

describe('weeklyGoalProgress', () => {
  it('counts the classes of this local week against the level', () => {
    const progress = weeklyGoalProgress({
      attendedAt: [at('2026-11-23T09:00:00Z'), at('2026-11-25T17:00:00Z'), at('2026-11-16T09:00:00Z')],
      level: 'Steady',
      now: at('2026-11-26T12:00:00Z'),
      timeZone: berlin,
      weekStart: 'Monday',
    });
    expect(progress).toMatchObject({ weekStartKey: '2026-11-23', attended: 2, goal: 2, met: true });
    expect(progress.from.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(progress.to.toISOString()).toBe('2026-11-29T23:00:00.000Z');
  });

  it("places a class by the student's zone and week start at the boundaries", () => {
    // Sunday 23:30 in Berlin is Sunday 22:30Z: last week for a Monday start, this week for a Sunday start.
    const sundayNight = at('2026-11-22T22:30:00Z');
    const base = { attendedAt: [sundayNight], level: 'Casual' as const, now: at('2026-11-24T10:00:00Z'), timeZone: berlin };
    expect(weeklyGoalProgress({ ...base, weekStart: 'Monday' }).attended).toBe(0);
    expect(weeklyGoalProgress({ ...base, weekStart: 'Sunday' }).attended).toBe(1);
    // Monday 00:30 in Berlin (Sunday 23:30Z) is this week with a Monday start.
    expect(weeklyGoalProgress({ ...base, attendedAt: [at('2026-11-22T23:30:00Z')], weekStart: 'Monday' }).attended).toBe(1);
  });

  it('is met at exactly the goal, not one below', () => {
    const classes = (n: number) => Array.from({ length: n }, (_, i) => at(`2026-11-2${3 + (i % 4)}T0${i % 9}:00:00Z`));
    const base = { level: 'Intense' as const, now: at('2026-11-27T12:00:00Z'), timeZone: 'UTC', weekStart: 'Monday' };
    expect(classesPerWeek('Intense')).toBe(5);
    expect(weeklyGoalProgress({ ...base, attendedAt: classes(4) }).met).toBe(false);
    expect(weeklyGoalProgress({ ...base, attendedAt: classes(5) }).met).toBe(true);
  });

  it('counts the streak of weeks met back from this week, or from last week while this one is open', () => {
    const weeks = ['2026-11-02', '2026-11-09', '2026-11-16'].map((d) => at(`${d}T10:00:00Z`));
    const base = { level: 'Casual' as const, timeZone: 'UTC', weekStart: 'Monday' };
    expect(weeklyGoalProgress({ ...base, attendedAt: weeks, now: at('2026-11-24T10:00:00Z') }).streak).toBe(3);
    expect(
      weeklyGoalProgress({ ...base, attendedAt: [...weeks, at('2026-11-23T10:00:00Z')], now: at('2026-11-24T10:00:00Z') }).streak,
    ).toBe(4);
    // A week missed (16 Nov) breaks it.
    expect(weeklyGoalProgress({ ...base, attendedAt: weeks.slice(0, 2), now: at('2026-11-24T10:00:00Z') }).streak).toBe(0);
  });

  it('judges past weeks by the goal they had', () => {
    const attendedAt = ['2026-11-09', '2026-11-16'].map((d) => at(`${d}T10:00:00Z`));
    const progress = weeklyGoalProgress({
      attendedAt,
      level: 'Steady',
      now: at('2026-11-24T10:00:00Z'),
      timeZone: 'UTC',
      weekStart: 'Monday',
      goalOf: () => 1,
    });
    expect(progress.streak).toBe(2);
  });
});
