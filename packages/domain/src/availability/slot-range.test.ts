import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.ts';
import { slotRange } from './slot-range.ts';

function issuesOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationError) return error.issues.map((issue) => issue.field);
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('slotRange', () => {
  it('gives the whole day for whole_day, ignoring hours', () => {
    expect(slotRange({ slotSize: 'whole_day', startHour: 5 })).toEqual({ startHour: 0, endHour: 24 });
  });

  it('gives the morning or afternoon half for half', () => {
    expect(slotRange({ slotSize: 'half', startHour: 0 })).toEqual({ startHour: 0, endHour: 12 });
    expect(slotRange({ slotSize: 'half', startHour: 12 })).toEqual({ startHour: 12, endHour: 24 });
    expect(issuesOf(() => slotRange({ slotSize: 'half', startHour: 6 }))).toEqual(['startHour']);
    expect(issuesOf(() => slotRange({ slotSize: 'half' }))).toEqual(['startHour']);
  });

  it('gives a run of full hours for full', () => {
    expect(slotRange({ slotSize: 'full', startHour: 8, endHour: 9 })).toEqual({ startHour: 8, endHour: 9 });
    expect(slotRange({ slotSize: 'full', startHour: 23, endHour: 24 })).toEqual({ startHour: 23, endHour: 24 });
  });

  it('refuses wrong full ranges field by field', () => {
    expect(issuesOf(() => slotRange({ slotSize: 'full', startHour: 9, endHour: 9 }))).toEqual(['endHour']);
    expect(issuesOf(() => slotRange({ slotSize: 'full', startHour: 24, endHour: 25 }))).toEqual(['startHour', 'endHour']);
    expect(issuesOf(() => slotRange({ slotSize: 'full', startHour: 8.5, endHour: 10 }))).toEqual(['startHour']);
    expect(issuesOf(() => slotRange({ slotSize: 'full', startHour: -1, endHour: 3 }))).toEqual(['startHour']);
    expect(issuesOf(() => slotRange({ slotSize: 'full' }))).toEqual(['startHour', 'endHour']);
  });
});
