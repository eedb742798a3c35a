import type { WEEKDAYS } from '@parla/contracts';
import { addDaysToKey, type DateKey, isDateKey, weekdayOfKey } from '../availability/local-calendar.ts';
import { HOUR_MS } from '../classes/time-units.ts';
import { zonedParts } from '../classes/zoned-parts.ts';

export type CourseWeekday = (typeof WEEKDAYS)[number];

/** 000 §3 courseTimes: a weekly class at a local hour of the course's zone. */
export interface CourseTime {
  dayOfWeek: CourseWeekday;
  hour: number;
}

export interface CourseSchedule {
  /** First and last course day (inclusive), local dates of the course's zone. */
  startDate: DateKey;
  endDate: DateKey;
  courseTimes: readonly CourseTime[];
  /** Course holidays: local dates without classes. */
  holidays: readonly DateKey[];
  timeZone: string;
}

/** The instant a local wall-clock hour begins; in the hour a DST change skips, the first hour after it. */
export function localHourStart(day: DateKey, hour: number, timeZone: string): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + hour * HOUR_MS;
  const offsetAt = (instant: number) => {
    const p = zonedParts(new Date(instant), timeZone);
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute) - Math.floor(instant / 60_000) * 60_000;
  };
  let instant = wall - offsetAt(wall);
  instant = wall - offsetAt(instant);
  return new Date(instant);
}

/**
 * The start of every class of a course: each course day from startDate to endDate whose
 * weekday has course times, minus holidays, at the local hour in the course's zone (so a
 * Tuesday 08:00 course stays at 08:00 across the DST change). Sorted, without duplicates.
 */
export function courseClassStarts(schedule: CourseSchedule): Date[] {
  if (!isDateKey(schedule.startDate) || !isDateKey(schedule.endDate)) throw new RangeError('Course dates must be YYYY-MM-DD');
  for (const time of schedule.courseTimes) {
    if (!Number.isInteger(time.hour) || time.hour < 0 || time.hour > 23) throw new RangeError(`Invalid course hour ${time.hour}`);
  }
  const holidays = new Set(schedule.holidays);
  const starts = new Set<number>();
  for (let day = schedule.startDate; day <= schedule.endDate; day = addDaysToKey(day, 1)) {
    if (holidays.has(day)) continue;
    const weekday = weekdayOfKey(day);
    for (const time of schedule.courseTimes) {
      if (time.dayOfWeek === weekday) starts.add(localHourStart(day, time.hour, schedule.timeZone).getTime());
    }
  }
  return [...starts].sort((a, b) => a - b).map((t) => new Date(t));
}
