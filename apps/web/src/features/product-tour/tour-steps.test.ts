import { describe, expect, it } from 'vitest';
import { presentSteps } from './tour-steps.ts';

describe('presentSteps', () => {
  it('keeps the spec order: Today, Classes, Book classes, Course, Practice', () => {
    expect(presentSteps(() => true)).toEqual(['today', 'classes', 'booking', 'course', 'practice']);
  });
  it('skips a stop whose navigation entry is missing', () => {
    expect(presentSteps((step) => step !== 'practice')).toEqual(['today', 'classes', 'booking', 'course']);
  });
  it('is empty when no entry is on the page', () => {
    expect(presentSteps(() => false)).toEqual([]);
  });
});
