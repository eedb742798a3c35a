import { describe, expect, it } from 'vitest';
import { assertLessonDailyLimit } from './assert-lesson-daily-limit.ts';
import { errorCodeOf } from '../testing/error-code-of.ts';

const BERLIN = 'Europe/Berlin';
const lesson = (startIso: string, lessonId = 'lesson-1') => ({ lessonId, startAt: new Date(startIso) });
const check = (candidate: string, booked: string[], timeZone = BERLIN) =>
  errorCodeOf(() =>
    assertLessonDailyLimit(
      lesson(candidate),
      booked.map((b) => lesson(b)),
      timeZone,
    ),
  );

describe('assertLessonDailyLimit', () => {
  it('allows the first and second booking of a lesson on a day and refuses the third', () => {
    expect(check('2026-05-04T08:00:00Z', [])).toBeUndefined();
    expect(check('2026-05-04T10:00:00Z', ['2026-05-04T08:00:00Z'])).toBeUndefined();
    expect(check('2026-05-04T12:00:00Z', ['2026-05-04T08:00:00Z', '2026-05-04T10:00:00Z'])).toBe('limit_per_lesson_per_day_reached');
  });

  it('counts only the same lesson', () => {
    const others = [lesson('2026-05-04T08:00:00Z', 'lesson-2'), lesson('2026-05-04T10:00:00Z', 'lesson-3')];
    const sameOne = lesson('2026-05-04T09:00:00Z');
    expect(errorCodeOf(() => assertLessonDailyLimit(lesson('2026-05-04T12:00:00Z'), [...others, sameOne], BERLIN))).toBeUndefined();
  });

  it('counts only the same local day', () => {
    expect(check('2026-05-05T12:00:00Z', ['2026-05-04T08:00:00Z', '2026-05-04T10:00:00Z'])).toBeUndefined();
  });

  it("uses the student's day, not the UTC day", () => {
    // 22:00Z and 23:00Z on 4 May are 00:00 and 01:00 on 5 May in Berlin (CEST).
    const booked = ['2026-05-04T22:00:00Z', '2026-05-04T23:00:00Z'];
    expect(check('2026-05-05T08:00:00Z', booked)).toBe('limit_per_lesson_per_day_reached');
    expect(check('2026-05-04T08:00:00Z', booked)).toBeUndefined();
    // In UTC the same bookings fall on 4 May.
    expect(check('2026-05-04T08:00:00Z', booked, 'UTC')).toBe('limit_per_lesson_per_day_reached');
    expect(check('2026-05-05T08:00:00Z', booked, 'UTC')).toBeUndefined();
  });

  describe('spring DST day in Berlin, Sunday 29 March 2026 (23 hours: 28 Mar 23:00Z to 29 Mar 22:00Z)', () => {
    const firstAndLastHour = ['2026-03-28T23:00:00Z', '2026-03-29T21:00:00Z']; // 00:00 CET and 23:00 CEST

    it('puts local midnight and 23:00 on the same day', () => {
      expect(check('2026-03-29T01:00:00Z', firstAndLastHour)).toBe('limit_per_lesson_per_day_reached'); // 03:00 CEST
    });

    it('puts 22:00Z, which a fixed +1 offset would call 23:00 on the 29th, on Monday 30 March', () => {
      expect(check('2026-03-29T22:00:00Z', firstAndLastHour)).toBeUndefined();
    });

    it('puts 22:00Z on the 28th (23:00 CET, Saturday) on the day before', () => {
      expect(check('2026-03-28T22:00:00Z', firstAndLastHour)).toBeUndefined();
    });
  });

  describe('autumn DST day in Berlin, Sunday 25 October 2026 (25 hours: 24 Oct 22:00Z to 25 Oct 23:00Z)', () => {
    const firstAndLastHour = ['2026-10-24T22:00:00Z', '2026-10-25T22:00:00Z']; // 00:00 CEST and 23:00 CET

    it('puts local midnight and 23:00 (22:00Z, which a fixed +2 offset would call Monday) on the same day', () => {
      expect(check('2026-10-25T12:00:00Z', firstAndLastHour)).toBe('limit_per_lesson_per_day_reached');
    });

    it('counts both 02:00 hours (00:00Z CEST and 01:00Z CET) as Sunday', () => {
      expect(check('2026-10-25T12:00:00Z', ['2026-10-25T00:00:00Z', '2026-10-25T01:00:00Z'])).toBe('limit_per_lesson_per_day_reached');
    });

    it('puts 23:00Z (00:00 CET) on Monday 26 October', () => {
      expect(check('2026-10-25T23:00:00Z', firstAndLastHour)).toBeUndefined();
    });

    it('puts 21:00Z on the 24th (23:00 CEST, Saturday) on the day before', () => {
      expect(check('2026-10-24T21:00:00Z', firstAndLastHour)).toBeUndefined();
    });
  });

  it('follows a configured limit', () => {
    const booked = [lesson('2026-05-04T08:00:00Z')];
    expect(
      errorCodeOf(() => assertLessonDailyLimit(lesson('2026-05-04T10:00:00Z'), booked, BERLIN, { maxBookingsPerLessonPerDay: 1 })),
    ).toBe('limit_per_lesson_per_day_reached');
  });
});
