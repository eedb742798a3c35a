import { describe, expect, it } from 'vitest';
import { classStartsOfLocalWeek } from './local-calendar.ts';

describe('classStartsOfLocalWeek', () => {
  it('counts 168 class starts in an ordinary week, 167 and 169 in the DST weeks (Europe/Berlin)', () => {
    expect(classStartsOfLocalWeek('2026-03-16', 'Europe/Berlin')).toHaveLength(168);
    expect(classStartsOfLocalWeek('2026-03-23', 'Europe/Berlin')).toHaveLength(167);
    expect(classStartsOfLocalWeek('2026-10-19', 'Europe/Berlin')).toHaveLength(169);
    // A Sunday week starting on the change day itself.
    expect(classStartsOfLocalWeek('2026-10-25', 'Europe/Berlin')).toHaveLength(169);
    const spring = classStartsOfLocalWeek('2026-03-23', 'Europe/Berlin');
    expect(spring[0].toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(spring.at(-1)?.toISOString()).toBe('2026-03-29T21:00:00.000Z');
  });

  it('starts half-hour zones at the first UTC round hour of the week', () => {
    const starts = classStartsOfLocalWeek('2026-06-01', 'Asia/Kolkata');
    expect(starts[0].toISOString()).toBe('2026-05-31T19:00:00.000Z');
    expect(starts).toHaveLength(168);
  });
});
