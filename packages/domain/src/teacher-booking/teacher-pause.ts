import { INPUT_MESSAGES } from '@parla/contracts';
import { daysBetweenKeys, isDateKey, zonedDateKey } from '../time/index.ts';
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
  const issues: { field: string; message: string }[] = [];
  if (!isDateKey(input.from)) issues.push({ field: 'from', message: INPUT_MESSAGES.dateInvalid });
  if (!isDateKey(input.to)) issues.push({ field: 'to', message: INPUT_MESSAGES.dateInvalid });
  if (issues.length === 0) {
    if (input.from < zonedDateKey(now, teacherTimeZone)) issues.push({ field: 'from', message: INPUT_MESSAGES.dateInFuture });
    if (input.to <= input.from) issues.push({ field: 'to', message: INPUT_MESSAGES.endAfterStart });
    else if (daysBetweenKeys(input.from, input.to) > config.maxPauseDays) {
      issues.push({ field: 'to', message: INPUT_MESSAGES.teachingPauseTooLong });
    }
  }
  if (issues.length > 0) throw new ValidationError(issues);
  return { days: daysBetweenKeys(input.from, input.to) };
}
