import { DAY_MS } from '../classes/time-units.ts';
import { zonedDateKey } from '../classes/zoned-parts.ts';
import { ValidationError } from '../errors.ts';
import { DEFAULT_TEACHING_CONFIG, type TeachingConfig } from './teaching-config.ts';

/**
 * A teaching pause as the form sends it: calendar days in the teacher's time zone. `from` is
 * the first paused day, `to` the day teaching resumes ("teaching paused until a date", 000 §4),
 * so the pause lasts to - from days.
 */
export interface TeacherPauseInput {
  from: string;
  to: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since the epoch of a valid 'YYYY-MM-DD', or undefined (rejects 2026-02-30). */
function epochDay(value: string): number | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return time / DAY_MS;
}

/**
 * Validates a teaching pause (000 §5, §9): starts today or later in the teacher's zone, ends
 * after it starts, lasts at most 60 days. Throws ValidationError with one issue per field
 * (ARCHITECTURE convention 3); returns the length in days.
 */
export function validateTeacherPause(
  input: TeacherPauseInput,
  now: Date,
  teacherTimeZone: string,
  config: Pick<TeachingConfig, 'maxPauseDays'> = DEFAULT_TEACHING_CONFIG,
): { days: number } {
  const from = epochDay(input.from);
  const to = epochDay(input.to);
  const issues: { field: string; message: string }[] = [];
  if (from === undefined) issues.push({ field: 'from', message: 'Please enter a valid date.' });
  if (to === undefined) issues.push({ field: 'to', message: 'Please enter a valid date.' });
  if (from !== undefined && to !== undefined) {
    const today = epochDay(zonedDateKey(now, teacherTimeZone))!;
    if (from < today) issues.push({ field: 'from', message: 'Please choose a date in the future.' });
    if (to <= from) issues.push({ field: 'to', message: 'The end date must be after the start date.' });
    else if (to - from > config.maxPauseDays) {
      issues.push({ field: 'to', message: `A teaching pause can last at most ${config.maxPauseDays} days.` });
    }
  }
  if (issues.length > 0) throw new ValidationError(issues);
  return { days: to! - from! };
}
