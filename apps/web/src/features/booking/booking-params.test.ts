import { describe, expect, it } from 'vitest';
import { inputFromKey } from './booking-key.ts';
import { activeFilterCount, defaultBookableType, parseBookingParams, toBookingSearch } from './booking-params.ts';

describe('booking query params <-> filters', () => {
  it('reads every filter', () => {
    expect(parseBookingParams(new URLSearchParams('lesson=l1&day=2026-03-23&type=individual&time=evening,morning'))).toEqual({
      lessonId: 'l1',
      day: '2026-03-23',
      moduleId: undefined,
      type: 'individual',
      timesOfDay: ['morning', 'evening'],
    });
  });
  it('drops values it does not know', () => {
    expect(parseBookingParams(new URLSearchParams('day=2026-02-30&type=trial&time=noon,,night&lesson='))).toEqual({
      lessonId: undefined,
      day: undefined,
      moduleId: undefined,
      type: undefined,
      timesOfDay: ['night'],
    });
  });
  it('writes only the filters that are set, in a stable order', () => {
    expect(toBookingSearch({ timesOfDay: [] })).toEqual({});
    expect(toBookingSearch({ lessonId: 'l1', day: '2026-10-19', type: 'group', timesOfDay: ['night', 'afternoon'] })).toEqual({
      lesson: 'l1',
      day: '2026-10-19',
      type: 'group',
      time: 'afternoon,night',
    });
  });
  it('round-trips', () => {
    const params = { lessonId: 'x', moduleId: 'm2', day: '2026-03-30', type: 'group' as const, timesOfDay: ['morning' as const] };
    expect(parseBookingParams(new URLSearchParams(toBookingSearch(params)))).toEqual(params);
  });
});

describe('the day, the tab and the filter count', () => {
  it('reads an old week link as its first day', () => {
    expect(parseBookingParams(new URLSearchParams('week=2026-03-23')).day).toBe('2026-03-23');
    expect(parseBookingParams(new URLSearchParams('week=2026-03-23&day=2026-03-25')).day).toBe('2026-03-25');
  });
  it('counts times of day and the lesson, not the day or the tab', () => {
    expect(activeFilterCount({ timesOfDay: [] })).toBe(0);
    expect(activeFilterCount({ day: '2026-03-23', type: 'group', timesOfDay: ['morning', 'evening'], lessonId: 'l' })).toBe(3);
  });
  it('opens on Private only for a student holding private credits and no group credits', () => {
    expect(defaultBookableType(undefined)).toBe('group');
    expect(defaultBookableType({ groupCredits: 0, privateCredits: 0 })).toBe('group');
    expect(defaultBookableType({ groupCredits: 2, privateCredits: 3 })).toBe('group');
    expect(defaultBookableType({ groupCredits: 0, privateCredits: 3 })).toBe('individual');
  });
});

describe('inputFromKey', () => {
  it('reads existing and new class keys (the ISO date holds colons)', () => {
    expect(inputFromKey('class:abc-123')).toEqual({ classUid: 'abc-123' });
    expect(inputFromKey('new:lesson-7:2026-03-30T08:00:00.000Z:individual')).toEqual({
      lessonId: 'lesson-7',
      startDate: '2026-03-30T08:00:00.000Z',
      type: 'individual',
    });
  });
  it('refuses anything else', () => {
    for (const key of ['', 'class:', 'new:lesson:notadate:group', 'new:l:2026-03-30T08:00:00Z:party', 'other:1']) {
      expect(inputFromKey(key)).toBeNull();
    }
  });
});
