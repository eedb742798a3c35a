import { DAY_MS } from '../classes/time-units.ts';
import { laterDate } from './later-date.ts';
import { DEFAULT_TEACHING_CONFIG, type TeachingConfig } from './teaching-config.ts';

/**
 * A missed class gives a 2-week penalty (000 §9), counted from when the miss is recorded (the
 * class-log deadline job), and never shortening a penalty already running.
 */
export function missedClassPenalty(
  currentPenaltyUntil: Date | null | undefined,
  now: Date,
  config: Pick<TeachingConfig, 'missedClassPenaltyDays'> = DEFAULT_TEACHING_CONFIG,
): { penaltyUntil: Date } {
  return { penaltyUntil: laterDate(new Date(now.getTime() + config.missedClassPenaltyDays * DAY_MS), currentPenaltyUntil) };
}
