import { describe, expect, it } from 'vitest';
import { attendanceAchievementSlug, earnedMilestones, milestoneOfSlug, nextMilestone } from './achievements.ts';

describe('attendance achievements', () => {
  it('are earned exactly at the milestones of 001 §9', () => {
    expect(earnedMilestones(0)).toEqual([]);
    expect(earnedMilestones(1)).toEqual([1]);
    expect(earnedMilestones(9)).toEqual([1, 3, 5]);
    expect(earnedMilestones(10)).toEqual([1, 3, 5, 10]);
    expect(earnedMilestones(300)).toHaveLength(11);
  });
  it('say what is next', () => {
    expect(nextMilestone(0)).toEqual({ milestone: 1, classesLeft: 1 });
    expect(nextMilestone(24)).toEqual({ milestone: 50, classesLeft: 26 });
    expect(nextMilestone(300)).toBeNull();
  });
  it('have slugs that map back to milestones, and only to them', () => {
    expect(milestoneOfSlug(attendanceAchievementSlug(66))).toBe(66);
    expect(milestoneOfSlug('attended-7')).toBeNull();
    expect(milestoneOfSlug('attended-10x')).toBeNull();
  });
});
