import { TZDate } from '@date-fns/tz';
import type { WEEKDAYS } from '@parla/contracts';
import { addDays, formatISO, getDay } from 'date-fns';

/**
 * A calendar day as 'YYYY-MM-DD', with no zone: the local date a viewer sees. Days are moved
 * on the calendar (date-fns in UTC, which has no DST), never by adding 24 h to an instant,
 * because a local day is 23 or 25 hours long in the DST weeks (ARCHITECTURE convention 5).
 * Keys compare correctly as strings.
 */
export type DateKey = string;

export type WeekdayName = (typeof WEEKDAYS)[number];

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Date#getDay order (0 = Sunday), as the contract's lowercase names. */
const WEEKDAY_BY_INDEX: readonly WeekdayName[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Midnight UTC of the key's day; a TZDate so date-fns keeps calendar arithmetic in UTC. */
function keyToUtcDay(key: DateKey): TZDate {
  const match = DATE_KEY.exec(key);
  if (!match) throw new RangeError(`Not a date key: ${key}`);
  return new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 'UTC');
}

function utcDayToKey(day: TZDate): DateKey {
  return formatISO(day, { representation: 'date' });
}

/** A well-formed, existing calendar date (rejects 2026-02-30). */
export function isDateKey(value: unknown): value is DateKey {
  if (typeof value !== 'string' || !DATE_KEY.test(value)) return false;
  return utcDayToKey(keyToUtcDay(value)) === value;
}

export function addDaysToKey(key: DateKey, days: number): DateKey {
  return utcDayToKey(addDays(keyToUtcDay(key), days));
}

/** 0 = Sunday ... 6 = Saturday, of the calendar date itself. */
export function weekdayIndexOfKey(key: DateKey): number {
  return getDay(keyToUtcDay(key));
}

/** The weekday of a calendar date, as the contract's lowercase names. */
export function weekdayOfKey(key: DateKey): WeekdayName {
  return WEEKDAY_BY_INDEX[weekdayIndexOfKey(key)] as WeekdayName;
}

/**
 * The first day of the week that contains a date, for a week starting on 'Sunday' or 'Monday'
 * (the contract's WeekStart; user.weekStart arrives as a plain string, anything else is Monday).
 */
export function weekStartKey(key: DateKey, weekStart: string): DateKey {
  const firstIndex = weekStart === 'Sunday' ? 0 : 1;
  return addDaysToKey(key, -((weekdayIndexOfKey(key) - firstIndex + 7) % 7));
}

/** Whole calendar days from one key to another (negative when `to` is earlier). */
export function daysBetweenKeys(from: DateKey, to: DateKey): number {
  return Math.round((keyToUtcDay(to).getTime() - keyToUtcDay(from).getTime()) / 86_400_000);
}
