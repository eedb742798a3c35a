import { describe, expect, it } from 'vitest';
import { groupByLocalDay } from './group-by-local-day.ts';

const at = (startDate: string) => ({ startDate });

describe('groupByLocalDay', () => {
  it('groups by the day in the viewer zone, in time order', () => {
    const groups = groupByLocalDay(
      [at('2026-03-24T08:00:00Z'), at('2026-03-23T23:00:00Z'), at('2026-03-23T22:00:00Z'), at('2026-03-23T10:00:00Z')],
      'Europe/Berlin',
    );
    expect(groups.map((g) => [g.day, g.items.map((i) => i.startDate)])).toEqual([
      ['2026-03-23', ['2026-03-23T10:00:00Z', '2026-03-23T22:00:00Z']],
      ['2026-03-24', ['2026-03-23T23:00:00Z', '2026-03-24T08:00:00Z']],
    ]);
  });
  it('keeps the 23-hour and 25-hour days whole', () => {
    // 2026-03-29 in Berlin runs 2026-03-28T23:00Z .. 2026-03-29T22:00Z; 2026-10-25 runs 22:00Z .. 23:00Z next day.
    const spring = groupByLocalDay([at('2026-03-28T23:00:00Z'), at('2026-03-29T21:00:00Z'), at('2026-03-29T22:00:00Z')], 'Europe/Berlin');
    expect(spring.map((g) => [g.day, g.items.length])).toEqual([
      ['2026-03-29', 2],
      ['2026-03-30', 1],
    ]);
    const autumn = groupByLocalDay([at('2026-10-24T22:00:00Z'), at('2026-10-25T22:00:00Z'), at('2026-10-25T23:00:00Z')], 'Europe/Berlin');
    expect(autumn.map((g) => [g.day, g.items.length])).toEqual([
      ['2026-10-25', 2],
      ['2026-10-26', 1],
    ]);
  });
  it('gives different days in different zones', () => {
    const item = at('2026-03-23T03:00:00Z');
    expect(groupByLocalDay([item], 'Europe/Berlin')[0].day).toBe('2026-03-23');
    expect(groupByLocalDay([item], 'America/Los_Angeles')[0].day).toBe('2026-03-22');
  });
  it('groups by the day in the teacher zone, in order', () => {
    const items = [{ startDate: '2026-05-06T22:30:00Z' }, { startDate: '2026-05-06T08:00:00Z' }, { startDate: '2026-05-06T21:59:00Z' }];
    expect(groupByLocalDay(items, 'Europe/Berlin').map((g) => [g.day, g.items.length])).toEqual([
      ['2026-05-06', 2],
      ['2026-05-07', 1],
    ]);
  });
});
