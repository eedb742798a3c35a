import type { WeekStart } from '@parla/contracts';
import { zonedDateKey, zonedParts } from '../classes/zoned-parts.ts';
import type { Weekday } from './availability-day.ts';

/**
 * Local calendar days as 'YYYY-MM-DD' keys, moved with UTC calendar arithmetic and never by
 * adding 24 h to an instant: a local day is 23 or 25 hours long in the DST weeks.
 */
export type DateKey = string;

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HOUR_MS = 3_600_000;
/** WEEKDAYS of the contract, indexed like Date#getUTCDay (0 = Sunday). */
const WEEKDAY_BY_INDEX: readonly Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

function keyToUtc(key: DateKey): Date {
  const match = DATE_KEY.exec(key);
  if (!match) throw new RangeError(`Not a date key: ${key}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

export function isDateKey(value: unknown): value is DateKey {
  if (typeof value !== 'string' || !DATE_KEY.test(value)) return false;
  return keyToUtc(value).toISOString().slice(0, 10) === value;
}

export function addDaysToKey(key: DateKey, days: number): DateKey {
  const date = keyToUtc(key);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The weekday of a calendar date, as the contract's lowercase names. */
export function weekdayOfKey(key: DateKey): Weekday {
  return WEEKDAY_BY_INDEX[keyToUtc(key).getUTCDay()] as Weekday;
}

/** The first day of the week that contains a date, for a week starting on Sunday or Monday. */
export function weekStartKey(key: DateKey, weekStart: WeekStart): DateKey {
  const dayIndex = keyToUtc(key).getUTCDay();
  const firstIndex = weekStart === 'Sunday' ? 0 : 1;
  return addDaysToKey(key, -((dayIndex - firstIndex + 7) % 7));
}

function offsetAt(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/** The instant a local day begins (midnight, or the first existing minute after it). */
export function startOfLocalDay(key: DateKey, timeZone: string): Date {
  const wallMidnight = keyToUtc(key).getTime();
  // Two passes: the offset at the first guess may differ from the offset at midnight itself.
  let instant = wallMidnight - offsetAt(wallMidnight, timeZone);
  instant = wallMidnight - offsetAt(instant, timeZone);
  // A zone that skips midnight (a few DST rules) lands the guess on the previous day.
  if (zonedDateKey(new Date(instant), timeZone) < key) instant += HOUR_MS;
  return new Date(instant);
}

/**
 * The class start instants of a local week: every UTC round hour from the start of the
 * first day to the start of the day after the last. 168 in an ordinary week, 167 in the week
 * clocks go forward, 169 in the week they go back.
 */
export function classStartsOfLocalWeek(weekStart: DateKey, timeZone: string, days = 7): Date[] {
  const from = startOfLocalDay(weekStart, timeZone).getTime();
  const to = startOfLocalDay(addDaysToKey(weekStart, days), timeZone).getTime();
  const starts: Date[] = [];
  for (let at = Math.ceil(from / HOUR_MS) * HOUR_MS; at < to; at += HOUR_MS) starts.push(new Date(at));
  return starts;
}
