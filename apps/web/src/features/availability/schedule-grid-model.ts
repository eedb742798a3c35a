import { addDaysToKey, weekdayIndexOfKey } from '@parla/domain/time';
import type { AvailabilityEntry, AvailabilityState, AvailabilityType, TeacherCalendar, TimeSlot, Weekday } from './schedule-documents.ts';

export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const WEEKDAY_BY_INDEX: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export interface GridDay {
  date: string;
  weekday: Weekday;
}

/**
 * One cell of the week grid: a local date and wall-clock hour with the class starts that fall
 * on it. Usually one; none in the spring DST night (02:00 does not exist), two in the autumn
 * night (02:00 happens twice).
 */
export interface GridCell extends GridDay {
  hour: number;
  slots: TimeSlot[];
}

export interface WeekGrid {
  days: GridDay[];
  rows: { hour: number; cells: GridCell[] }[];
}

export function weekdayOf(date: string): Weekday {
  return WEEKDAY_BY_INDEX[weekdayIndexOfKey(date)] as Weekday;
}

/** The seven days of the calendar's week in order, and 24 hour rows of cells. */
export function buildWeekGrid(calendar: Pick<TeacherCalendar, 'startOfWeekDate' | 'timeSlots'>): WeekGrid {
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = addDaysToKey(calendar.startOfWeekDate, i);
    return { date, weekday: weekdayOf(date) };
  });
  const byCell = new Map<string, TimeSlot[]>();
  for (const slot of calendar.timeSlots) {
    const key = `${slot.date}T${slot.hour}`;
    byCell.set(key, [...(byCell.get(key) ?? []), slot]);
  }
  return {
    days,
    rows: HOURS.map((hour) => ({ hour, cells: days.map((day) => ({ ...day, hour, slots: byCell.get(`${day.date}T${hour}`) ?? [] })) })),
  };
}

export type StandardWeek = Record<Weekday, (AvailabilityState | null)[]>;

/** The weekly pattern hour by hour, from the stored runs. */
export function standardWeek(entries: readonly AvailabilityEntry[]): StandardWeek {
  const week = Object.fromEntries(WEEKDAY_BY_INDEX.map((day) => [day, HOURS.map(() => null)])) as StandardWeek;
  for (const entry of entries) {
    if (entry.availabilityType !== 'standard' || !entry.dayOfWeek) continue;
    for (let hour = entry.startHour; hour < entry.endHour; hour += 1) week[entry.dayOfWeek][hour] = entry.availability;
  }
  return week;
}

export type GridMode = 'view' | 'standard' | 'exact';

export interface CellState {
  /** What the cell shows; 'missing' when the hour does not exist that day (DST). */
  state: AvailabilityState | 'missing';
  /** The layer that decided (view and exact modes), or 'standard' / null in the weekly mode. */
  source: AvailabilityType | null;
  /** What a click sets; null when the cell cannot be edited in this mode. */
  next: AvailabilityState | null;
}

/**
 * What one cell shows and what activating it does, per mode:
 * - view: the week as it is (weekly pattern with the exact dates applied); not editable;
 * - standard: the weekly pattern of that weekday and hour; toggles it for every week;
 * - exact: the week as it is; toggles that date and hour only. Past hours and hours that do
 *   not exist are not editable.
 */
export function cellState(cell: GridCell, mode: GridMode, standard: StandardWeek): CellState {
  if (mode === 'standard') {
    const state = standard[cell.weekday][cell.hour] ?? null;
    return { state: state ?? 'unavailable', source: state ? 'standard' : null, next: state === 'available' ? 'unavailable' : 'available' };
  }
  const slot = cell.slots[0];
  if (!slot) return { state: 'missing', source: null, next: null };
  const editable = mode === 'exact' && cell.slots.every((s) => !s.isPast);
  return {
    state: slot.availability,
    source: slot.availabilitySource,
    next: editable ? (slot.availability === 'available' ? 'unavailable' : 'available') : null,
  };
}

/** Moves the focused cell with the arrow keys, Home and End (the grid's roving focus). */
export function moveFocus(position: { row: number; col: number }, key: string, rows = 24, cols = 7): { row: number; col: number } | null {
  switch (key) {
    case 'ArrowUp':
      return { row: Math.max(0, position.row - 1), col: position.col };
    case 'ArrowDown':
      return { row: Math.min(rows - 1, position.row + 1), col: position.col };
    case 'ArrowLeft':
      return { row: position.row, col: Math.max(0, position.col - 1) };
    case 'ArrowRight':
      return { row: position.row, col: Math.min(cols - 1, position.col + 1) };
    case 'Home':
      return { row: position.row, col: 0 };
    case 'End':
      return { row: position.row, col: cols - 1 };
    case 'PageUp':
      return { row: 0, col: position.col };
    case 'PageDown':
      return { row: rows - 1, col: position.col };
    default:
      return null;
  }
}
