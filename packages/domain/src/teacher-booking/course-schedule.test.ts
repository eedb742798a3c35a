import { describe, expect, it } from 'vitest';
import { courseClassStarts } from './course-schedule.ts';

const BERLIN = 'Europe/Berlin';

describe('courseClassStarts', () => {
  const course = {
    startDate: '2026-03-23',
    endDate: '2026-04-05',
    courseTimes: [
      { dayOfWeek: 'tuesday' as const, hour: 8 },
      { dayOfWeek: 'thursday' as const, hour: 8 },
    ],
    holidays: ['2026-04-02'],
    timeZone: BERLIN,
  };
  it('lists Tuesday and Thursday at 08:00 local, across the DST change, without holidays', () => {
    expect(courseClassStarts(course).map((d) => d.toISOString())).toEqual([
      '2026-03-24T07:00:00.000Z',
      '2026-03-26T07:00:00.000Z',
      '2026-03-31T06:00:00.000Z',
    ]);
  });
  it('includes the last day and drops duplicate times', () => {
    const starts = courseClassStarts({
      ...course,
      startDate: '2026-04-07',
      endDate: '2026-04-07',
      courseTimes: [...course.courseTimes, { dayOfWeek: 'tuesday', hour: 8 }],
    });
    expect(starts).toEqual([new Date('2026-04-07T06:00:00Z')]);
  });
  it('rejects bad dates and hours', () => {
    expect(() => courseClassStarts({ ...course, startDate: '2026-02-30' })).toThrow(RangeError);
    expect(() => courseClassStarts({ ...course, courseTimes: [{ dayOfWeek: 'monday', hour: 24 }] })).toThrow(RangeError);
  });
});
