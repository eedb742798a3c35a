import { describe, expect, it } from 'vitest';
import { timeOfDay } from './time-of-day.ts';

// 2026-01-15: Berlin is UTC+1, so local hour h is (h - 1):00Z.
const berlin = (localHour: number, minute = 0) => timeOfDay(new Date(Date.UTC(2026, 0, 15, localHour - 1, minute)), 'Europe/Berlin');

describe('timeOfDay', () => {
  it.each([
    [5, 59, 'night'],
    [6, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [16, 59, 'afternoon'],
    [17, 0, 'evening'],
    [21, 59, 'evening'],
    [22, 0, 'night'],
    [23, 0, 'night'],
    [0, 0, 'night'],
  ])('%i:%i Berlin time is %s', (hour, minute, expected) => {
    expect(berlin(hour, minute)).toBe(expected);
  });

  it('uses the viewer zone: one instant is morning in Berlin and night in New York', () => {
    const instant = new Date('2026-07-01T07:00:00Z');
    expect(timeOfDay(instant, 'Europe/Berlin')).toBe('morning'); // 09:00 CEST
    expect(timeOfDay(instant, 'America/New_York')).toBe('night'); // 03:00 EDT
  });

  it('follows DST: 15:00Z is afternoon the day before the March change and evening the day after', () => {
    expect(timeOfDay(new Date('2026-03-28T15:00:00Z'), 'Europe/Berlin')).toBe('afternoon'); // 16:00 CET
    expect(timeOfDay(new Date('2026-03-29T15:00:00Z'), 'Europe/Berlin')).toBe('evening'); // 17:00 CEST
    expect(timeOfDay(new Date('2026-10-25T16:00:00Z'), 'Europe/Berlin')).toBe('evening'); // 17:00 CET
    expect(timeOfDay(new Date('2026-10-24T16:00:00Z'), 'Europe/Berlin')).toBe('evening'); // 18:00 CEST
    expect(timeOfDay(new Date('2026-10-25T05:00:00Z'), 'Europe/Berlin')).toBe('morning'); // 06:00 CET
    expect(timeOfDay(new Date('2026-10-24T03:00:00Z'), 'Europe/Berlin')).toBe('night'); // 05:00 CEST
  });

  it('goes by the local hour in half-hour zones', () => {
    expect(timeOfDay(new Date('2026-01-15T06:00:00Z'), 'Asia/Kolkata')).toBe('morning'); // 11:30
    expect(timeOfDay(new Date('2026-01-15T07:00:00Z'), 'Asia/Kolkata')).toBe('afternoon'); // 12:30
  });
});
