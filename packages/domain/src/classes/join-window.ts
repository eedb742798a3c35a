import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';
import { MINUTE_MS } from './time-units.ts';

export interface JoinWindow {
  opensAt: Date;
  closesAt: Date;
  /** opensAt <= now < closesAt. */
  canJoin: boolean;
  /** More than lateArrivalDenyMinutes after the start: the teacher may deny entry (001 §9). */
  isLateBeyondLimit: boolean;
}

/**
 * When a student may enter the classroom: from 5 minutes before the start until the end
 * (001 §4 "joinable 5 minutes before start"). A class may carry its own
 * minutesInAdvanceAllowed (001 §3 Class), which then replaces the default. Exactly 10 minutes
 * late is still on time; 10 minutes and 1 ms is late beyond the limit.
 */
export function joinWindow(
  cls: { startAt: Date; endAt: Date; minutesInAdvanceAllowed?: number | null },
  now: Date,
  config: Pick<ClassConfig, 'joinWindowMinutesBeforeStart' | 'lateArrivalDenyMinutes'> = DEFAULT_CLASS_CONFIG,
): JoinWindow {
  const start = cls.startAt.getTime();
  const advance = cls.minutesInAdvanceAllowed ?? config.joinWindowMinutesBeforeStart;
  const opensAt = new Date(start - advance * MINUTE_MS);
  const at = now.getTime();
  return {
    opensAt,
    closesAt: cls.endAt,
    canJoin: at >= opensAt.getTime() && at < cls.endAt.getTime(),
    isLateBeyondLimit: at - start > config.lateArrivalDenyMinutes * MINUTE_MS,
  };
}
