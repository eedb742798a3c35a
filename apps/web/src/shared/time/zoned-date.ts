/**
 * Calendar dates in a viewer's IANA zone, computed with Intl only. Days are handled as
 * "YYYY-MM-DD" keys and moved with UTC calendar arithmetic, never by adding 24 h to an
 * instant: a local day is 23 or 25 hours long in the DST weeks (ARCHITECTURE convention 5).
 */

export type DateKey = string;

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a zone, as numbers. */
export function zonedParts(instant: Date | number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour % 24, minute: parts.minute, second: parts.second };
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** The local calendar date of an instant in the zone. */
export function localDateKey(instant: Date | number | string, timeZone: string): DateKey {
  const { year, month, day } = zonedParts(new Date(instant), timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function isDateKey(value: string | null | undefined): value is DateKey {
  if (!value) return false;
  const match = DATE_KEY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function keyToUtcDate(key: DateKey): Date {
  const match = DATE_KEY.exec(key);
  if (!match) throw new Error(`Not a date key: ${key}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

/** Calendar arithmetic on keys (UTC has no DST, so whole days stay whole days). */
export function addDaysToKey(key: DateKey, days: number): DateKey {
  const date = keyToUtcDate(key);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 = Sunday ... 6 = Saturday, of the calendar date itself. */
export function weekdayOfKey(key: DateKey): number {
  return keyToUtcDate(key).getUTCDay();
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The instant a local day begins in the zone (midnight, or the first existing minute). */
export function startOfLocalDay(key: DateKey, timeZone: string): Date {
  const wallMidnight = keyToUtcDate(key).getTime();
  // Two passes: the offset at the first guess may differ from the offset at midnight itself.
  let instant = wallMidnight - offsetAt(wallMidnight, timeZone);
  instant = wallMidnight - offsetAt(instant, timeZone);
  return new Date(instant);
}
