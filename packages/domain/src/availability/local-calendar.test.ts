import { describe, expect, it } from 'vitest';
import { addDaysToKey, classStartsOfLocalWeek, isDateKey, startOfLocalDay, weekStartKey, weekdayOfKey } from './local-calendar.ts';

describe('local calendar', () => {
  it('validates date keys', () => {
    expect(isDateKey('2026-03-29')).toBe(true);
    expect(isDateKey('2026-02-30')).toBe(false);
    expect(isDateKey('2026-3-29')).toBe(false);
    expect(isDateKey(20260329)).toBe(false);
  });

  it('moves by calendar days and names weekdays', () => {
    expect(addDaysToKey('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDaysToKey('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayOfKey('2026-03-29')).toBe('sunday');
    expect(weekdayOfKey('2026-03-30')).toBe('monday');
  });

  it('finds the first day of the week for Monday and Sunday weeks', () => {
    expect(weekStartKey('2026-03-29', 'Monday')).toBe('2026-03-23');
    expect(weekStartKey('2026-03-29', 'Sunday')).toBe('2026-03-29');
    expect(weekStartKey('2026-03-23', 'Monday')).toBe('2026-03-23');
    expect(weekStartKey('2026-03-28', 'Sunday')).toBe('2026-03-22');
  });

  it('finds local midnight on DST days', () => {
    expect(startOfLocalDay('2026-03-29', 'Europe/Berlin').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfLocalDay('2026-03-30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfLocalDay('2026-10-25', 'Europe/Berlin').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startOfLocalDay('2026-10-26', 'Europe/Berlin').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(startOfLocalDay('2026-06-01', 'Asia/Kolkata').toISOString()).toBe('2026-05-31T18:30:00.000Z');
  });

  it('counts 168 class starts in an ordinary week, 167 and 169 in the DST weeks (Europe/Berlin)', () => {
    expect(classStartsOfLocalWeek('2026-03-16', 'Europe/Berlin')).toHaveLength(168);
    expect(classStartsOfLocalWeek('2026-03-23', 'Europe/Berlin')).toHaveLength(167);
    expect(classStartsOfLocalWeek('2026-10-19', 'Europe/Berlin')).toHaveLength(169);
    // A Sunday week starting on the change day itself.
    expect(classStartsOfLocalWeek('2026-10-25', 'Europe/Berlin')).toHaveLength(169);
    const spring = classStartsOfLocalWeek('2026-03-23', 'Europe/Berlin');
    expect(spring[0].toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(spring.at(-1)?.toISOString()).toBe('2026-03-29T21:00:00.000Z');
  });

  it('starts half-hour zones at the first UTC round hour of the week', () => {
    const starts = classStartsOfLocalWeek('2026-06-01', 'Asia/Kolkata');
    expect(starts[0].toISOString()).toBe('2026-05-31T19:00:00.000Z');
    expect(starts).toHaveLength(168);
  });
});
