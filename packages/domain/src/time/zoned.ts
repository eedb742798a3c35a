import { tzOffset } from '@date-fns/tz';
import { addDaysToKey, type DateKey, isDateKey } from './date-key.ts';

/**
 * Instants read on, and built from, the wall clock of an IANA time zone (docs/decisions/034).
 *
 * Reading takes the zone's UTC offset at the instant (@date-fns/tz's tzOffset, one Intl call,
 * remembered per zone and instant) and reads the shifted instant's UTC fields. A TZDate gives
 * the same answer but costs several Intl calls per construction and per getter: the booking
 * list reads a few hundred times per request, and TZDate was a quarter of its server CPU
 * (decision 052). Building an instant from a wall time does not use the
 * TZDate(year, month, ...) constructor: its answer in a DST gap or overlap depends on the zone
 * of the machine running it (measured: Berlin's repeated 02:00 comes out one hour apart on a
 * UTC and a Berlin host), and the web runs on every viewer's machine. Instead the offsets on
 * either side of the wall time come from tzOffset and the RFC 5545 rule picks the instant:
 * a time that happens twice means its first occurrence, a time that a spring change skips is
 * read with the offset before the gap (Berlin 02:30 on the spring day is 03:30 CEST). This is
 * also Temporal's 'compatible' disambiguation.
 */

/** A local calendar month as 'YYYY-MM'. */
export type MonthKey = string;

export interface ZonedParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
  second: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const MONTH_KEY = /^(\d{4})-(\d{2})$/;

/** Offsets already asked for, per zone and instant (ms); the tz rules do not change while the process runs. */
const offsets = new Map<string, Map<number, number>>();
/** Per zone: a week of round hours is 168 entries, so this holds every instant of many requests. */
const OFFSETS_PER_ZONE = 50_000;

/** The zone's UTC offset at an instant, in minutes (Berlin in summer: 120); NaN for an unknown zone. */
function offsetMinutes(timeZone: string, at: number): number {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  let offset = zone.get(at);
  if (offset === undefined) {
    offset = tzOffset(timeZone, new Date(at));
    if (zone.size >= OFFSETS_PER_ZONE) zone.clear();
    zone.set(at, offset);
  }
  return offset;
}

/** The instant's wall clock in the zone, as a Date whose UTC fields read that wall clock. */
function wallClock(instant: Date | number | string, timeZone: string): Date {
  return new Date(wallClockMs(instant, timeZone));
}

/** The same as a number (ms): no Date built for a Date or a number (decision 093). */
function wallClockMs(instant: Date | number | string, timeZone: string): number {
  // A number is read as the Date constructor reads it (TimeClip): whole milliseconds, NaN out of range.
  const at =
    typeof instant === 'number'
      ? Math.abs(instant) > 8.64e15
        ? Number.NaN
        : Math.trunc(instant) + 0
      : instant instanceof Date
        ? instant.getTime()
        : new Date(instant).getTime();
  return at + offsetMinutes(timeZone, at) * MINUTE_MS;
}

/** The wall clock of an instant in a zone, as numbers. */
export function zonedParts(instant: Date | number | string, timeZone: string): ZonedParts {
  const local = wallClock(instant, timeZone);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/**
 * The local hour (0-23) of an instant in a zone: zonedParts(...).hour without building a Date or
 * an object. The booking list asks it for every round hour of a week and every option (decision 093).
 */
export function zonedHour(instant: Date | number, timeZone: string): number {
  const local = wallClockMs(instant, timeZone);
  return Math.floor((local - Math.floor(local / DAY_MS) * DAY_MS) / HOUR_MS);
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Date keys already printed, by local day number (wall clock as UTC, in days since 1970). */
const dateKeys = new Map<number, DateKey>();
const DATE_KEYS = 50_000;

/** The local calendar date of an instant in a zone. */
export function zonedDateKey(instant: Date | number | string, timeZone: string): DateKey {
  const local = wallClockMs(instant, timeZone);
  if (Number.isNaN(local)) throw new RangeError('Invalid time value');
  // The key of a local day is the same string whatever the zone: print it once (decision 093).
  const day = Math.floor(local / DAY_MS);
  let key = dateKeys.get(day);
  if (key === undefined) {
    const date = new Date(day * DAY_MS);
    key = `${String(date.getUTCFullYear()).padStart(4, '0')}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
    if (dateKeys.size >= DATE_KEYS) dateKeys.clear();
    dateKeys.set(day, key);
  }
  return key;
}

/** The local calendar month of an instant in a zone: a class at 23:30 on 31 May in Berlin is May's. */
export function zonedMonthKey(instant: Date | number | string, timeZone: string): MonthKey {
  return zonedDateKey(instant, timeZone).slice(0, 7);
}

/**
 * The instant a wall time (given as if it were UTC, in ms) has in a zone, by the RFC 5545 rule
 * above. Assumes at most one offset change within a day of it, which holds for every tz rule.
 */
function wallToInstant(wallAsUtc: number, timeZone: string): Date {
  const offsetMs = (at: number) => offsetMinutes(timeZone, at) * MINUTE_MS;
  const before = offsetMs(wallAsUtc - DAY_MS);
  const after = offsetMs(wallAsUtc + DAY_MS);
  const first = wallAsUtc - Math.max(before, after); // the earlier reading, when both are valid
  const second = wallAsUtc - Math.min(before, after);
  if (offsetMs(first) === Math.max(before, after)) return new Date(first);
  if (offsetMs(second) === Math.min(before, after)) return new Date(second);
  return new Date(wallAsUtc - before); // in the gap: read with the offset before it
}

function wallAsUtc(key: DateKey, hour = 0): number {
  if (!isDateKey(key)) throw new RangeError(`Not a date key: ${key}`);
  return Date.parse(`${key}T00:00:00Z`) + hour * 3_600_000;
}

/**
 * The instant a local day begins: midnight (its first occurrence where midnight repeats), or
 * the first existing minute after it in a zone whose clocks skip midnight (America/Santiago,
 * America/Havana, Asia/Beirut on their spring day).
 */
export function startOfLocalDay(key: DateKey, timeZone: string): Date {
  return wallToInstant(wallAsUtc(key), timeZone);
}

/**
 * The instant a local wall-clock hour begins (0-24; 24 is the start of the next day). In the
 * hour a spring change skips, the instant after the gap (02:00 Berlin on the last Sunday of
 * March is 03:00 CEST); in the hour an autumn change repeats, the first pass (02:00 CEST).
 */
export function localHourStart(key: DateKey, hour: number, timeZone: string): Date {
  if (hour === 24) return startOfLocalDay(addDaysToKey(key, 1), timeZone);
  return wallToInstant(wallAsUtc(key, hour), timeZone);
}

function parseMonth(month: MonthKey): [number, number] {
  const match = MONTH_KEY.exec(month);
  if (!match || Number(match[2]) < 1 || Number(match[2]) > 12) throw new RangeError(`Not a month: ${month}`);
  return [Number(match[1]), Number(match[2])];
}

/** The instant a local month begins (the start of its 1st day in the zone). */
export function startOfLocalMonth(month: MonthKey, timeZone: string): Date {
  parseMonth(month);
  return startOfLocalDay(`${month}-01`, timeZone);
}

/** Months moved on the calendar ('2026-12' + 1 = '2027-01'). */
export function addMonthsToKey(month: MonthKey, count: number): MonthKey {
  const [year, mon] = parseMonth(month);
  const index = year * 12 + (mon - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}
