import { describe, expect, it } from 'vitest';
import { type ClassEarningInput, classEarning } from './class-earning.ts';

const base: ClassEarningInput = { classType: 'group', outcome: 'completed', hourlyRateCents: 2000, durationMinutes: 60 };

describe('classEarning', () => {
  it('pays a taught class at the hourly rate, as a Group or Private line', () => {
    expect(classEarning(base)).toEqual({ creditKind: 'Group', baseCents: 2000, bonusCents: 0, totalCents: 2000 });
    expect(classEarning({ ...base, classType: 'trial' }).creditKind).toBe('Group');
    expect(classEarning({ ...base, classType: 'individual', hourlyRateCents: 2500 })).toEqual({
      creditKind: 'Private',
      baseCents: 2500,
      bonusCents: 0,
      totalCents: 2500,
    });
  });

  it('pays pro rata for other durations', () => {
    expect(classEarning({ ...base, durationMinutes: 90 }).baseCents).toBe(3000);
    expect(classEarning({ ...base, durationMinutes: 45 }).baseCents).toBe(1500);
  });

  it('pays 50% for a no-show and for a technical issue', () => {
    expect(classEarning({ ...base, outcome: 'no_students' })).toEqual({
      creditKind: 'NoShow',
      baseCents: 1000,
      bonusCents: 0,
      totalCents: 1000,
    });
    expect(classEarning({ ...base, outcome: 'technical_issue' })).toEqual({
      creditKind: 'TechIssue',
      baseCents: 1000,
      bonusCents: 0,
      totalCents: 1000,
    });
  });

  it('pays nothing for a missed or cancelled class; a missed one still gets a MissedClass line', () => {
    expect(classEarning({ ...base, outcome: 'missed' })).toEqual({ creditKind: 'MissedClass', baseCents: 0, bonusCents: 0, totalCents: 0 });
    expect(classEarning({ ...base, outcome: 'cancelled' }).creditKind).toBeNull();
    expect(classEarning({ ...base, outcome: 'cancelled' }).totalCents).toBe(0);
  });

  it('rounds half a cent up, in whole cents', () => {
    expect(classEarning({ ...base, outcome: 'no_students', hourlyRateCents: 2001 }).baseCents).toBe(1001); // 1000.5
    expect(classEarning({ ...base, outcome: 'no_students', hourlyRateCents: 1999 }).baseCents).toBe(1000); // 999.5
    expect(classEarning({ ...base, hourlyRateCents: 1999, durationMinutes: 45 }).baseCents).toBe(1499); // 1499.25
    expect(Number.isInteger(classEarning({ ...base, hourlyRateCents: 1234, durationMinutes: 50 }).baseCents)).toBe(true);
  });

  it('adds bonuses to taught classes only', () => {
    const bonuses = [
      { type: 'orientation_class_bonus' as const, amountCents: 500 },
      { type: 'course_telc_bonus' as const, amountCents: 250 },
    ];
    expect(classEarning({ ...base, bonuses })).toEqual({ creditKind: 'Group', baseCents: 2000, bonusCents: 750, totalCents: 2750 });
    expect(classEarning({ ...base, outcome: 'no_students', bonuses }).totalCents).toBe(1000);
  });

  it('rejects a negative or fractional rate', () => {
    expect(() => classEarning({ ...base, hourlyRateCents: -1 })).toThrow(RangeError);
    expect(() => classEarning({ ...base, hourlyRateCents: 10.5 })).toThrow(RangeError);
  });

  it('follows configured percentages', () => {
    expect(classEarning({ ...base, outcome: 'technical_issue' }, { noShowPayPercent: 50, technicalIssuePayPercent: 100 }).baseCents).toBe(
      2000,
    );
  });
});
