import { DomainError } from '../errors.ts';
import { assertNewClassLeadTime } from './assert-new-class-lead-time.ts';
import { assertRoundHourStart } from './assert-round-hour-start.ts';
import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';

export interface ClassMove {
  /** The time moves: the teacher committed to the old hour and is released (decision 100). */
  timeChanges: boolean;
  lessonChanges: boolean;
}

/**
 * Whether the back office may move a class to another start and/or lesson (decision 100):
 * the class is active and has not started (class_not_available); a new start is a round hour
 * (invalid_start_date) with the lead time of a new class (start_date_too_soon), so the teacher
 * booking list has the same time to staff it as any new class. Moving to the same time and
 * lesson is no move (nothing_to_change).
 */
export function classMove(
  cls: { status: string; startAt: Date; lessonId: string },
  target: { startAt?: Date | null; lessonId?: string | null },
  now: Date,
  config: Pick<ClassConfig, 'classStartStepMinutes' | 'newClassMinHoursAhead'> = DEFAULT_CLASS_CONFIG,
): ClassMove {
  if (cls.status !== 'active' || cls.startAt.getTime() <= now.getTime()) throw new DomainError('class_not_available');
  const timeChanges = !!target.startAt && target.startAt.getTime() !== cls.startAt.getTime();
  const lessonChanges = !!target.lessonId && target.lessonId !== cls.lessonId;
  if (!timeChanges && !lessonChanges) throw new DomainError('nothing_to_change');
  if (timeChanges && target.startAt) {
    assertRoundHourStart(target.startAt, config);
    assertNewClassLeadTime(target.startAt, now, config);
  }
  return { timeChanges, lessonChanges };
}
