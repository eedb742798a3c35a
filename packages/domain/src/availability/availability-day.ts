import type { AVAILABILITY, SLOT_SIZES, WEEKDAYS } from '@parla/contracts';

export type AvailabilityState = (typeof AVAILABILITY)[number];
export type SlotSize = (typeof SLOT_SIZES)[number];
export type Weekday = (typeof WEEKDAYS)[number];

/** Hours of a local day; a DST day still has 24 wall-clock hour labels (see resolveLocalHour). */
export const HOURS_PER_DAY = 24;

/**
 * One stored availability entry of a day (000 §3 Teacher availability): a run of local
 * wall-clock hours [startHour, endHour) marked available or unavailable. Its slot size
 * (000 §4) follows from its shape: whole_day covers 00-24, half one half of the day (00-12
 * or 12-24), full a run of full class hours. See docs/decisions/013.
 */
export interface AvailabilityRange {
  availability: AvailabilityState;
  slotSize: SlotSize;
  startHour: number;
  endHour: number;
}

/** The state of each of the 24 local hours of one day; null = not set on this layer. */
export type DayHours = (AvailabilityState | null)[];

export function emptyDay(): DayHours {
  return Array.from({ length: HOURS_PER_DAY }, () => null);
}

/** The slot size that describes a run of hours. */
export function slotSizeOf(startHour: number, endHour: number): SlotSize {
  if (startHour === 0 && endHour === HOURS_PER_DAY) return 'whole_day';
  if ((startHour === 0 && endHour === 12) || (startHour === 12 && endHour === HOURS_PER_DAY)) return 'half';
  return 'full';
}

/** Paints stored ranges onto a day; later ranges win where they overlap. */
export function rangesToDay(ranges: readonly Pick<AvailabilityRange, 'availability' | 'startHour' | 'endHour'>[]): DayHours {
  const day = emptyDay();
  for (const range of ranges) {
    for (let hour = Math.max(0, range.startHour); hour < Math.min(HOURS_PER_DAY, range.endHour); hour += 1) {
      day[hour] = range.availability;
    }
  }
  return day;
}

/** The fewest ranges that describe a day: each run of equal, set hours becomes one range. */
export function dayToRanges(day: DayHours): AvailabilityRange[] {
  const ranges: AvailabilityRange[] = [];
  let hour = 0;
  while (hour < HOURS_PER_DAY) {
    const state = day[hour] ?? null;
    if (state === null) {
      hour += 1;
      continue;
    }
    let end = hour + 1;
    while (end < HOURS_PER_DAY && day[end] === state) end += 1;
    ranges.push({ availability: state, slotSize: slotSizeOf(hour, end), startHour: hour, endHour: end });
    hour = end;
  }
  return ranges;
}

/** Sets hours [startHour, endHour) of a day to a state (null clears them back to "not set"). */
export function paintDay(day: DayHours, startHour: number, endHour: number, state: AvailabilityState | null): DayHours {
  const next = [...day];
  for (let hour = startHour; hour < endHour; hour += 1) next[hour] = state;
  return next;
}
