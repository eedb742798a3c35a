import type { WEEKDAYS } from '@parla/contracts';
import { addDaysToKey, type DateKey, isDateKey, localHourStart, weekdayOfKey } from '../time/index.ts';

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
