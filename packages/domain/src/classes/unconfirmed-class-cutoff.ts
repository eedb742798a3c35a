import type { ClassStatus } from '@parla/contracts';
import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';
import { HOUR_MS } from './time-units.ts';

export interface UnconfirmedClassCutoff {
  /** From this instant on, an active class without a teacher is cancelled. */
  cutoffAt: Date;
  mustCancel: boolean;
}

/**
 * Whether an active class that no teacher has committed to must be cancelled now: at
 * startAt - unconfirmedClassCutoffHours (24 h, see ClassConfig for why) and after. The job
 * that applies it refunds every booking; this rule only decides.
 */
export function unconfirmedClassCutoff(
  cls: { status: ClassStatus; startAt: Date; hasTeacher: boolean },
  now: Date,
  config: Pick<ClassConfig, 'unconfirmedClassCutoffHours'> = DEFAULT_CLASS_CONFIG,
): UnconfirmedClassCutoff {
  const cutoffAt = new Date(cls.startAt.getTime() - config.unconfirmedClassCutoffHours * HOUR_MS);
  const mustCancel = cls.status === 'active' && !cls.hasTeacher && now.getTime() >= cutoffAt.getTime();
  return { cutoffAt, mustCancel };
}
