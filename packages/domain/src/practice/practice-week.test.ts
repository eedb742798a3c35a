import { describe, expect, it } from 'vitest';
import { practiceWeek } from './practice-week.ts';

describe('practiceWeek (Monday start in the student zone)', () => {
  it('runs from Monday 00:00 to the next Monday 00:00 local time', () => {
    const week = practiceWeek(new Date('2026-11-26T12:00:00Z'), 'Europe/Berlin');
    expect(week.startKey).toBe('2026-11-23');
    expect(week.from.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-11-29T23:00:00.000Z');
  });
  it('follows the zone: Sunday late evening in Berlin is already Monday in Tokyo', () => {
    const sundayEvening = new Date('2026-11-29T20:00:00Z');
    expect(practiceWeek(sundayEvening, 'Europe/Berlin').startKey).toBe('2026-11-23');
    expect(practiceWeek(sundayEvening, 'Asia/Tokyo').startKey).toBe('2026-11-30');
  });
});
