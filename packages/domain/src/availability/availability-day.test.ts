import { describe, expect, it } from 'vitest';
import { dayToRanges, emptyDay, paintDay, rangesToDay, slotSizeOf } from './availability-day.ts';

describe('availability days', () => {
  it('names slot sizes by shape', () => {
    expect(slotSizeOf(0, 24)).toBe('whole_day');
    expect(slotSizeOf(0, 12)).toBe('half');
    expect(slotSizeOf(12, 24)).toBe('half');
    expect(slotSizeOf(8, 12)).toBe('full');
    expect(slotSizeOf(0, 13)).toBe('full');
  });

  it('paints ranges with later ones winning and reads back the fewest runs', () => {
    const day = rangesToDay([
      { availability: 'available', startHour: 8, endHour: 14 },
      { availability: 'unavailable', startHour: 10, endHour: 11 },
    ]);
    expect(dayToRanges(day)).toEqual([
      { availability: 'available', slotSize: 'full', startHour: 8, endHour: 10 },
      { availability: 'unavailable', slotSize: 'full', startHour: 10, endHour: 11 },
      { availability: 'available', slotSize: 'full', startHour: 11, endHour: 14 },
    ]);
  });

  it('merges adjacent equal hours and recognises half and whole days', () => {
    let day = paintDay(emptyDay(), 0, 6, 'unavailable');
    day = paintDay(day, 6, 12, 'unavailable');
    expect(dayToRanges(day)).toEqual([{ availability: 'unavailable', slotSize: 'half', startHour: 0, endHour: 12 }]);
    day = paintDay(day, 12, 24, 'unavailable');
    expect(dayToRanges(day)).toEqual([{ availability: 'unavailable', slotSize: 'whole_day', startHour: 0, endHour: 24 }]);
  });

  it('clears hours back to not set', () => {
    const day = paintDay(paintDay(emptyDay(), 8, 12, 'available'), 9, 11, null);
    expect(dayToRanges(day)).toEqual([
      { availability: 'available', slotSize: 'full', startHour: 8, endHour: 9 },
      { availability: 'available', slotSize: 'full', startHour: 11, endHour: 12 },
    ]);
    expect(dayToRanges(emptyDay())).toEqual([]);
  });

  it('does not mutate the day it paints', () => {
    const day = emptyDay();
    paintDay(day, 0, 24, 'available');
    expect(day.every((hour) => hour === null)).toBe(true);
  });
});
