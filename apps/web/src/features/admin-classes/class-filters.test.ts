import { describe, expect, it } from 'vitest';
import { classSearchVariables, defaultClassFilters } from './class-filters.ts';

describe('classSearchVariables', () => {
  const now = new Date(2026, 5, 1, 9, 30);
  it('covers whole local days, the last one included, and leaves empty filters out', () => {
    const v = classSearchVariables({ ...defaultClassFilters(now), fromDay: '2026-06-02', toDay: '2026-06-03', status: 'active' }, now);
    expect(v.from).toBe(new Date(2026, 5, 2).toISOString());
    expect(v.to).toBe(new Date(2026, 5, 4).toISOString());
    expect(v).toMatchObject({ status: 'active', sectionId: undefined, staffing: undefined });
  });
  it('falls back to 14 days for a missing or reversed end', () => {
    const v = classSearchVariables({ ...defaultClassFilters(now), fromDay: '2026-06-10', toDay: '2026-06-01' }, now);
    expect(v.to).toBe(new Date(2026, 5, 24).toISOString());
  });
});
