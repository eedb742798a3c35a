import { describe, expect, it } from 'vitest';
import type { AvailabilityEntry, TimeSlot } from './schedule-documents.ts';
import { formatDay, formatHour, zoneAbbreviation } from './schedule-format.ts';
import { buildWeekGrid, cellState, moveFocus, standardWeek } from './schedule-grid-model.ts';

function slot(startDate: string, date: string, hour: number, overrides: Partial<TimeSlot> = {}): TimeSlot {
  return { startDate, date, hour, availability: 'unavailable', availabilitySource: null, isPast: false, events: [], ...overrides };
}

/** The autumn DST week in Berlin: Sunday 25 October has 02:00 twice. */
function autumnSlots(): TimeSlot[] {
  const slots: TimeSlot[] = [];
  let at = Date.parse('2026-10-18T22:00:00Z');
  const end = Date.parse('2026-10-25T23:00:00Z');
  const berlin = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
  });
  for (; at < end; at += 3_600_000) {
    const parts = Object.fromEntries(berlin.formatToParts(at).map((p) => [p.type, p.value]));
    slots.push(slot(new Date(at).toISOString(), `${parts.year}-${parts.month}-${parts.day}`, Number(parts.hour)));
  }
  return slots;
}

describe('buildWeekGrid', () => {
  it('lays a DST week out as 7 days x 24 hours, with the repeated hour in one cell', () => {
    const slots = autumnSlots();
    expect(slots).toHaveLength(169);
    const grid = buildWeekGrid({ startOfWeekDate: '2026-10-19', timeSlots: slots });
    expect(grid.days.map((d) => d.weekday)).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(grid.rows).toHaveLength(24);
    const sundayTwo = grid.rows[2].cells[6];
    expect(sundayTwo.slots.map((s) => s.startDate)).toEqual(['2026-10-25T00:00:00.000Z', '2026-10-25T01:00:00.000Z']);
    expect(grid.rows[3].cells[6].slots).toHaveLength(1);
  });

  it('leaves the skipped spring hour empty', () => {
    const grid = buildWeekGrid({
      startOfWeekDate: '2026-03-23',
      timeSlots: [slot('2026-03-29T00:00:00Z', '2026-03-29', 1), slot('2026-03-29T01:00:00Z', '2026-03-29', 3)],
    });
    const sunday = 6;
    expect(grid.rows[2].cells[sunday].slots).toEqual([]);
    expect(cellState(grid.rows[2].cells[sunday], 'view', standardWeek([]))).toEqual({ state: 'missing', source: null, next: null });
    expect(cellState(grid.rows[2].cells[sunday], 'standard', standardWeek([])).next).toBe('available');
  });
});

describe('cellState', () => {
  const entries: AvailabilityEntry[] = [
    {
      id: '1',
      availabilityType: 'standard',
      dayOfWeek: 'monday',
      date: null,
      availability: 'available',
      availabilityRange: 'full',
      startHour: 8,
      endHour: 12,
    },
    {
      id: '2',
      availabilityType: 'exact',
      dayOfWeek: null,
      date: '2026-05-04',
      availability: 'unavailable',
      availabilityRange: 'full',
      startHour: 9,
      endHour: 10,
    },
  ];
  const monday9 = {
    date: '2026-05-04',
    weekday: 'monday' as const,
    hour: 9,
    slots: [slot('2026-05-04T07:00:00Z', '2026-05-04', 9, { availabilitySource: 'exact' })],
  };

  it('shows the weekly pattern in the standard mode and the week as it is otherwise', () => {
    const week = standardWeek(entries);
    expect(cellState(monday9, 'standard', week)).toEqual({ state: 'available', source: 'standard', next: 'unavailable' });
    expect(cellState(monday9, 'exact', week)).toEqual({ state: 'unavailable', source: 'exact', next: 'available' });
    expect(cellState(monday9, 'view', week).next).toBeNull();
  });

  it('does not edit past hours of a date', () => {
    const past = { ...monday9, slots: [{ ...monday9.slots[0], isPast: true }] };
    expect(cellState(past, 'exact', standardWeek(entries)).next).toBeNull();
  });
});

describe('moveFocus', () => {
  it('moves within the grid and stops at its edges', () => {
    expect(moveFocus({ row: 0, col: 0 }, 'ArrowUp')).toEqual({ row: 0, col: 0 });
    expect(moveFocus({ row: 0, col: 0 }, 'ArrowDown')).toEqual({ row: 1, col: 0 });
    expect(moveFocus({ row: 5, col: 6 }, 'ArrowRight')).toEqual({ row: 5, col: 6 });
    expect(moveFocus({ row: 5, col: 3 }, 'Home')).toEqual({ row: 5, col: 0 });
    expect(moveFocus({ row: 5, col: 3 }, 'PageDown')).toEqual({ row: 23, col: 3 });
    expect(moveFocus({ row: 5, col: 3 }, 'a')).toBeNull();
  });
});

describe('schedule formats', () => {
  it("formats hours in the teacher's time format", () => {
    expect(formatHour(8, 'ISO8601', 'en')).toBe('08:00');
    expect(formatHour(24, 'ISO8601', 'de')).toBe('24:00');
    expect(formatHour(8, 'AMPM', 'en')).toMatch(/^8:00\s?AM$/);
    expect(formatHour(17, 'AMPM', 'en')).toMatch(/^5:00\s?PM$/);
  });

  it('formats calendar days without shifting them and names the zone at an instant', () => {
    expect(formatDay('2026-10-25', 'en')).toBe('Sun, Oct 25');
    expect(zoneAbbreviation('2026-10-25T00:00:00Z', 'Europe/Berlin', 'en')).not.toBe(
      zoneAbbreviation('2026-10-25T01:00:00Z', 'Europe/Berlin', 'en'),
    );
  });
});
