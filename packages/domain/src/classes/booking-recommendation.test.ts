import { describe, expect, it } from 'vitest';
import { type RecommendableOption, nextLessonId, preferredTimesOfDay, recommendBooking } from './booking-recommendation.ts';

// 2026-01-12 is a Monday; Berlin is UTC+1 in January, so local hour h on day d is (h - 1):00Z.
const berlin = (day: number, hour: number) => new Date(Date.UTC(2026, 0, day, hour - 1));
const NOW = berlin(12, 9);
const TZ = 'Europe/Berlin';

const lessons = [
  { id: 'l1', number: 1, studentStatus: 'NOT_TAKEN' },
  { id: 'l2', number: 2, studentStatus: 'NOT_TAKEN' },
  { id: 'l7', number: 7, studentStatus: 'NOT_TAKEN' },
];

let seq = 0;
const option = (lessonId: string, start: Date, extra: Partial<RecommendableOption> = {}): RecommendableOption => ({
  key: `k${++seq}:${lessonId}:${start.toISOString()}`,
  lessonId,
  startDate: start,
  isExisting: false,
  refusal: null,
  ...extra,
});

describe('nextLessonId', () => {
  it('is the first lesson not taken, in number order, whatever the input order', () => {
    expect(nextLessonId([...lessons].reverse())).toBe('l1');
  });
  it('passes over attended, booked, pending and skipped lessons and takes a retake', () => {
    expect(
      nextLessonId([
        { id: 'a', number: 1, studentStatus: 'COMPLETED' },
        { id: 'b', number: 2, studentStatus: 'BOOKED' },
        { id: 'c', number: 3, studentStatus: 'SKIP' },
        { id: 'd', number: 4, studentStatus: 'PENDING' },
        { id: 'e', number: 5, studentStatus: 'RETAKE' },
        { id: 'f', number: 6, studentStatus: 'NOT_TAKEN' },
      ]),
    ).toBe('e');
  });
  it('is null when the module is done', () => {
    expect(nextLessonId([{ id: 'a', number: 1, studentStatus: 'COMPLETED' }])).toBeNull();
  });
});

describe('preferredTimesOfDay', () => {
  it("takes the profile's preferred class time first", () => {
    expect(preferredTimesOfDay('morning', [berlin(5, 19)], TZ)).toEqual({ timesOfDay: ['morning'], basis: 'profile' });
  });
  it('otherwise the part of the day most past classes started in, in the student zone', () => {
    const past = [berlin(5, 19), berlin(6, 20), berlin(7, 8)];
    expect(preferredTimesOfDay(null, past, TZ)).toEqual({ timesOfDay: ['evening'], basis: 'history' });
    // 19:00 Berlin is 13:00 in New York: the same instants are afternoons there.
    expect(preferredTimesOfDay(null, past, 'America/New_York').timesOfDay).toEqual(['afternoon']);
  });
  it('keeps ties, in the order of the day', () => {
    expect(preferredTimesOfDay(null, [berlin(5, 19), berlin(6, 8)], TZ).timesOfDay).toEqual(['morning', 'evening']);
  });
  it('looks at the 20 most recent classes only', () => {
    const recent = Array.from({ length: 20 }, (_, i) => berlin(1 + (i % 10), 8));
    const older = Array.from({ length: 30 }, () => berlin(1, 19));
    expect(preferredTimesOfDay(null, [...recent, ...older], TZ).timesOfDay).toEqual(['morning']);
  });
  it('falls back to evenings in the student zone', () => {
    expect(preferredTimesOfDay(null, [], TZ)).toEqual({ timesOfDay: ['evening'], basis: 'default' });
  });
});

describe('recommendBooking', () => {
  it("offers a new A1 student lesson 1 in the evening, not lesson 7's earlier class", () => {
    const lesson7 = option('l7', berlin(14, 8), { isExisting: true });
    const morning1 = option('l1', berlin(14, 9));
    const evening1 = option('l1', berlin(14, 18));
    const result = recommendBooking({
      lessons,
      profileTime: null,
      pastStarts: [],
      timeZone: TZ,
      options: [lesson7, morning1, evening1],
      now: NOW,
    });
    expect(result).toEqual({
      lessonId: 'l1',
      timesOfDay: ['evening'],
      basis: 'default',
      optionKeys: [evening1.key],
      atPreferredTimes: true,
    });
  });

  it('suggests at most one time per day, soonest first, up to the limit', () => {
    const options = [
      option('l1', berlin(16, 19)),
      option('l1', berlin(14, 18)),
      option('l1', berlin(14, 20)),
      option('l1', berlin(15, 17)),
      option('l1', berlin(17, 18)),
    ];
    const { optionKeys } = recommendBooking({ lessons, profileTime: null, pastStarts: [], timeZone: TZ, options, now: NOW });
    expect(optionKeys).toEqual([options[1].key, options[3].key, options[0].key]);
  });

  it('prefers an existing class to a new one on the same day, even a later one', () => {
    const fresh = option('l1', berlin(14, 17));
    const existing = option('l1', berlin(14, 20), { isExisting: true });
    const { optionKeys } = recommendBooking({
      lessons,
      profileTime: null,
      pastStarts: [],
      timeZone: TZ,
      options: [fresh, existing],
      now: NOW,
    });
    expect(optionKeys).toEqual([existing.key]);
  });

  it('falls back to the soonest times of any part of the day when none is free at the preferred times', () => {
    const morning = option('l1', berlin(14, 9));
    const result = recommendBooking({ lessons, profileTime: 'evening', pastStarts: [], timeZone: TZ, options: [morning], now: NOW });
    expect(result.optionKeys).toEqual([morning.key]);
    expect(result.atPreferredTimes).toBe(false);
  });

  it('puts bookable times before refused ones, and shows refused ones only when nothing else is left', () => {
    const refused = option('l1', berlin(13, 18), { refusal: 'no_appointments_during_scheduled_pause' });
    const later = option('l1', berlin(20, 18));
    const both = recommendBooking({ lessons, profileTime: null, pastStarts: [], timeZone: TZ, options: [refused, later], now: NOW });
    expect(both.optionKeys).toEqual([later.key]);
    const onlyRefused = recommendBooking({ lessons, profileTime: null, pastStarts: [], timeZone: TZ, options: [refused], now: NOW });
    expect(onlyRefused.optionKeys).toEqual([refused.key]);
  });

  it('never suggests a time already begun', () => {
    const past = option('l1', berlin(12, 8));
    expect(
      recommendBooking({ lessons, profileTime: 'morning', pastStarts: [], timeZone: TZ, options: [past], now: NOW }).optionKeys,
    ).toEqual([]);
  });

  it('has no lesson and no times when the module is done', () => {
    const done = lessons.map((l) => ({ ...l, studentStatus: 'COMPLETED' }));
    const result = recommendBooking({
      lessons: done,
      profileTime: null,
      pastStarts: [],
      timeZone: TZ,
      options: [option('l1', berlin(14, 18))],
      now: NOW,
    });
    expect(result.lessonId).toBeNull();
    expect(result.optionKeys).toEqual([]);
  });
});
