import { describe, expect, it } from 'vitest';
import { teacherCourseState } from './teacher-course-state.ts';

const course = {
  firstStartAt: new Date('2026-05-05T06:00:00Z'),
  lastEndAt: new Date('2026-06-25T07:00:00Z'),
  feedbackRequired: true,
  feedbackSubmittedAt: null,
};

describe('teacherCourseState', () => {
  it('is upcoming until the first class starts, then active until the last one ends', () => {
    expect(teacherCourseState(course, new Date(course.firstStartAt.getTime() - 1))).toBe('upcoming');
    expect(teacherCourseState(course, course.firstStartAt)).toBe('active');
    expect(teacherCourseState(course, new Date(course.lastEndAt.getTime() - 1))).toBe('active');
  });
  it('needs feedback after the end when required, and is ended once given or when not required', () => {
    expect(teacherCourseState(course, course.lastEndAt)).toBe('feedback_required');
    expect(teacherCourseState({ ...course, feedbackSubmittedAt: course.lastEndAt }, course.lastEndAt)).toBe('ended');
    expect(teacherCourseState({ ...course, feedbackRequired: false }, course.lastEndAt)).toBe('ended');
  });
});
