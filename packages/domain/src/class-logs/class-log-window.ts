import { HOUR_MS, MINUTE_MS } from '../classes/time-units.ts';
import { DEFAULT_TEACHING_CONFIG, type TeachingConfig } from '../teacher-booking/teaching-config.ts';

export type ClassLogState = 'not_yet_open' | 'open' | 'overdue';

export interface ClassLogWindow {
  state: ClassLogState;
  /** A log can be submitted from 15 minutes after the start (000 §5). */
  opensAt: Date;
  /** A no-show can be reported once the teacher has waited 15 minutes for students. */
  noShowAllowedAt: Date;
  canReportNoShow: boolean;
  /** Open logs are due 24 hours after the class ends; after that the class counts as missed. */
  dueAt: Date;
}

/**
 * The class-log timeline of one class. The 24 hours run from the end of the class, not its
 * start (spec: "open logs must be completed within 24 hours"), so a teacher always has a full
 * day after teaching. All bounds are half-open: open from opensAt inclusive, overdue from
 * dueAt inclusive. A no-show report is a log too, so it is only possible while the log is open.
 */
export function classLogWindow(
  cls: { startAt: Date; endAt: Date },
  now: Date,
  config: Pick<TeachingConfig, 'classLogOpensAfterStartMinutes' | 'noShowWaitMinutes' | 'classLogDueHours'> = DEFAULT_TEACHING_CONFIG,
): ClassLogWindow {
  const at = now.getTime();
  const opensAt = new Date(cls.startAt.getTime() + config.classLogOpensAfterStartMinutes * MINUTE_MS);
  const noShowAllowedAt = new Date(cls.startAt.getTime() + config.noShowWaitMinutes * MINUTE_MS);
  const dueAt = new Date(cls.endAt.getTime() + config.classLogDueHours * HOUR_MS);
  const state: ClassLogState = at < opensAt.getTime() ? 'not_yet_open' : at < dueAt.getTime() ? 'open' : 'overdue';
  return { state, opensAt, noShowAllowedAt, canReportNoShow: state === 'open' && at >= noShowAllowedAt.getTime(), dueAt };
}
