import { describe, expect, it } from 'vitest';
import { dailyPracticeState, startOfPracticeDay } from './daily-practice.ts';

const day = { reviewedToday: 0, lapsedToday: 0, dueNow: 12, exercisesToday: 0, exercisesRightToday: 0 };

describe('dailyPracticeState', () => {
  it('is available until the words and one exercise are done', () => {
    expect(dailyPracticeState(day)).toBe('available');
    expect(dailyPracticeState({ ...day, reviewedToday: 10, dueNow: 2 })).toBe('available');
    expect(dailyPracticeState({ ...day, exercisesToday: 1, exercisesRightToday: 1 })).toBe('available');
  });
  it('is perfect when everything was right, completed otherwise', () => {
    expect(dailyPracticeState({ ...day, reviewedToday: 10, exercisesToday: 1, exercisesRightToday: 1 })).toBe('perfect');
    expect(dailyPracticeState({ ...day, reviewedToday: 10, lapsedToday: 1, exercisesToday: 1, exercisesRightToday: 1 })).toBe('completed');
    expect(dailyPracticeState({ ...day, reviewedToday: 10, exercisesToday: 2, exercisesRightToday: 1 })).toBe('completed');
  });
  it('needs fewer words when fewer are due', () => {
    expect(dailyPracticeState({ ...day, reviewedToday: 3, dueNow: 0, exercisesToday: 1, exercisesRightToday: 1 })).toBe('perfect');
  });
});

describe('startOfPracticeDay', () => {
  it("is midnight in the student's zone", () => {
    expect(startOfPracticeDay(new Date('2026-03-02T23:30:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-03-02T23:00:00.000Z');
    expect(startOfPracticeDay(new Date('2026-03-02T22:30:00Z'), 'Europe/Berlin').toISOString()).toBe('2026-03-01T23:00:00.000Z');
  });
});
