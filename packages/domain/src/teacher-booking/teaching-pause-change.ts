import { INPUT_MESSAGES } from '@parla/contracts';
import { daysBetweenKeys, isDateKey, startOfLocalDay, zonedDateKey } from '../time/index.ts';
import { DomainError, ValidationError } from '../errors.ts';
import { type TeacherPauseInput, validateTeacherPause } from './teacher-pause.ts';
import { DEFAULT_TEACHING_CONFIG, type TeachingConfig } from './teaching-config.ts';

/** 000 §4: a pause is planned (start and end shown), then active ("teaching paused until"). */
export type TeachingPauseState = 'none' | 'planned' | 'active';

export interface TeachingPause {
  /** First paused instant (the start of the first paused day in the teacher's zone). */
  pausedFrom: Date | null;
  /** Teaching resumes at this instant. */
  pausedUntil: Date | null;
}

/** A pause that has run out is no pause: the stored instants stay until the next change. */
export function teachingPauseState(pause: TeachingPause, now: Date): TeachingPauseState {
  if (!pause.pausedFrom || !pause.pausedUntil) return 'none';
  const at = now.getTime();
  if (at >= pause.pausedUntil.getTime()) return 'none';
  return at < pause.pausedFrom.getTime() ? 'planned' : 'active';
}

export type TeachingPauseChange = { action: 'set'; input: TeacherPauseInput } | { action: 'end' } | { action: 'remove' };

/**
 * The four pause actions (000 §4: set, edit, end, remove) as one rule; returns the pause to
 * store (both null: no pause).
 * - set: a new pause, or an edit of a planned one: whole days in the teacher's zone, starting
 *   today or later, 1 to 60 days (validateTeacherPause);
 * - set on an active pause edits its end only: the start has passed and stays, the end must be
 *   after today (ending today is "end"), and the whole pause still at most 60 days;
 * - end: an active pause stops now; remove: a planned pause is dropped. Each on the wrong state
 *   is refused with a code that names the right action.
 */
export function changeTeachingPause(
  current: TeachingPause,
  change: TeachingPauseChange,
  now: Date,
  timeZone: string,
  config: Pick<TeachingConfig, 'maxPauseDays'> = DEFAULT_TEACHING_CONFIG,
): TeachingPause {
  const state = teachingPauseState(current, now);
  const cleared = { pausedFrom: null, pausedUntil: null };
  if (change.action === 'end') {
    if (state === 'none') throw new DomainError('no_teaching_pause');
    if (state === 'planned') throw new DomainError('teaching_pause_not_started');
    return cleared;
  }
  if (change.action === 'remove') {
    if (state === 'none') throw new DomainError('no_teaching_pause');
    if (state === 'active') throw new DomainError('teaching_pause_already_started');
    return cleared;
  }
  const { input } = change;
  if (state !== 'active') {
    validateTeacherPause(input, now, timeZone, config);
    return { pausedFrom: startOfLocalDay(input.from, timeZone), pausedUntil: startOfLocalDay(input.to, timeZone) };
  }
  const fromKey = zonedDateKey(current.pausedFrom!, timeZone);
  const issues: { field: string; message: string }[] = [];
  if (input.from !== fromKey) issues.push({ field: 'from', message: INPUT_MESSAGES.teachingPauseStarted });
  if (!isDateKey(input.to)) issues.push({ field: 'to', message: INPUT_MESSAGES.dateInvalid });
  else if (input.to <= zonedDateKey(now, timeZone)) issues.push({ field: 'to', message: INPUT_MESSAGES.dateInFuture });
  else if (daysBetweenKeys(fromKey, input.to) > config.maxPauseDays) {
    issues.push({ field: 'to', message: INPUT_MESSAGES.teachingPauseTooLong });
  }
  if (issues.length > 0) throw new ValidationError(issues);
  return { pausedFrom: current.pausedFrom, pausedUntil: startOfLocalDay(input.to, timeZone) };
}
