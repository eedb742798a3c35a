import { describe, expect, it } from 'vitest';
import { classMove } from './class-move.ts';

const now = new Date('2026-05-01T08:00:00Z');
const H = 3_600_000;
const cls = { status: 'active', startAt: new Date('2026-05-05T10:00:00Z'), lessonId: 'lesson-a' };
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('classMove', () => {
  it('moves the time to a round hour at least 48 hours ahead, exactly 48 h included', () => {
    expect(classMove(cls, { startAt: new Date(now.getTime() + 48 * H) }, now)).toEqual({ timeChanges: true, lessonChanges: false });
    expect(codeOf(() => classMove(cls, { startAt: new Date(now.getTime() + 47 * H) }, now))).toBe('start_date_too_soon');
    expect(codeOf(() => classMove(cls, { startAt: new Date('2026-05-06T10:30:00Z') }, now))).toBe('invalid_start_date');
  });

  it('moves the lesson alone with no lead time, until the start', () => {
    const soon = { ...cls, startAt: new Date(now.getTime() + H) };
    expect(classMove(soon, { lessonId: 'lesson-b' }, now)).toEqual({ timeChanges: false, lessonChanges: true });
    expect(codeOf(() => classMove(soon, { lessonId: 'lesson-b' }, new Date(soon.startAt.getTime())))).toBe('class_not_available');
  });

  it('refuses a cancelled class and a move to the same time and lesson', () => {
    expect(codeOf(() => classMove({ ...cls, status: 'cancelled' }, { lessonId: 'lesson-b' }, now))).toBe('class_not_available');
    expect(codeOf(() => classMove(cls, { startAt: cls.startAt, lessonId: cls.lessonId }, now))).toBe('nothing_to_change');
    expect(codeOf(() => classMove(cls, {}, now))).toBe('nothing_to_change');
  });
});
