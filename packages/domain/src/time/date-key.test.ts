import { describe, expect, it } from 'vitest';
import { addDaysToKey, daysBetweenKeys, isDateKey, weekdayIndexOfKey, weekdayOfKey, weekStartKey } from './date-key.ts';

describe('date keys', () => {
  it('validates date keys', () => {
    expect(isDateKey('2026-03-29')).toBe(true);
    expect(isDateKey('2028-02-29')).toBe(true);
    expect(isDateKey('2026-02-30')).toBe(false);
    expect(isDateKey('2026-3-29')).toBe(false);
    expect(isDateKey(20260329)).toBe(false);
    expect(isDateKey(null)).toBe(false);
  });

  it('moves by calendar days across month, year and DST boundaries', () => {
    expect(addDaysToKey('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDaysToKey('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDaysToKey('2026-10-25', -1)).toBe('2026-10-24');
    expect(addDaysToKey('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToKey('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetweenKeys('2026-03-01', '2026-04-01')).toBe(31);
    expect(daysBetweenKeys('2026-04-01', '2026-03-01')).toBe(-31);
  });

  it('names weekdays of the date itself', () => {
    expect(weekdayOfKey('2026-03-29')).toBe('sunday');
    expect(weekdayOfKey('2026-03-30')).toBe('monday');
    expect(weekdayIndexOfKey('2026-03-29')).toBe(0);
    expect(weekdayIndexOfKey('2026-04-04')).toBe(6);
  });

  it('finds the first day of the week for Monday and Sunday weeks', () => {
    expect(weekStartKey('2026-03-29', 'Monday')).toBe('2026-03-23');
    expect(weekStartKey('2026-03-29', 'Sunday')).toBe('2026-03-29');
    expect(weekStartKey('2026-03-23', 'Monday')).toBe('2026-03-23');
    expect(weekStartKey('2026-03-28', 'Sunday')).toBe('2026-03-22');
  });
});
