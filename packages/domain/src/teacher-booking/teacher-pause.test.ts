import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors.ts';
import { validateTeacherPause } from './teacher-pause.ts';

// 22:30Z on 3 May is already 4 May in Berlin (CEST).
const now = new Date('2026-05-03T22:30:00Z');
const BERLIN = 'Europe/Berlin';

function issuesOf(from: string, to: string, at = now, timeZone = BERLIN) {
  try {
    validateTeacherPause({ from, to }, at, timeZone);
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.issues.map((i) => `${i.field}: ${i.message}`);
    throw error;
  }
}

describe('validateTeacherPause', () => {
  it('accepts a pause starting today in the teacher zone and returns its length', () => {
    expect(validateTeacherPause({ from: '2026-05-04', to: '2026-05-11' }, now, BERLIN)).toEqual({ days: 7 });
  });

  it('refuses a start before today, which in UTC would still be today', () => {
    expect(issuesOf('2026-05-03', '2026-05-10')).toEqual(['from: Please choose a date in the future']);
    expect(issuesOf('2026-05-03', '2026-05-10', now, 'UTC')).toEqual([]);
  });

  it('needs the end after the start', () => {
    expect(issuesOf('2026-05-10', '2026-05-10')).toEqual(['to: The end must be after the start.']);
    expect(issuesOf('2026-05-10', '2026-05-09')).toEqual(['to: The end must be after the start.']);
    expect(issuesOf('2026-05-10', '2026-05-11')).toEqual([]);
  });

  it('allows exactly 60 days and refuses 61', () => {
    expect(validateTeacherPause({ from: '2026-05-10', to: '2026-07-09' }, now, BERLIN)).toEqual({ days: 60 });
    expect(issuesOf('2026-05-10', '2026-07-10')).toEqual(['to: A teaching pause can last at most 60 days.']);
  });

  it('counts calendar days across DST (a 23-hour day is still a day)', () => {
    expect(validateTeacherPause({ from: '2026-03-28', to: '2026-03-30' }, new Date('2026-03-01T00:00:00Z'), BERLIN)).toEqual({ days: 2 });
  });

  it('reports malformed dates per field', () => {
    expect(issuesOf('2026-02-30', 'soon')).toEqual(['from: Please enter a valid date.', 'to: Please enter a valid date.']);
  });

  it('reports several issues at once in the validate shape', () => {
    try {
      validateTeacherPause({ from: '2026-05-01', to: '2026-04-01' }, now, BERLIN);
      expect.unreachable();
    } catch (error) {
      expect((error as ValidationError).issues).toEqual([
        { category: 'validate', field: 'from', message: 'Please choose a date in the future' },
        { category: 'validate', field: 'to', message: 'The end must be after the start.' },
      ]);
    }
  });
});
