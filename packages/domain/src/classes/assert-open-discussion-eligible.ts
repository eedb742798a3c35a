import type { LessonType } from '@parla/contracts';
import { DomainError } from '../errors.ts';
import { type ClassConfig, DEFAULT_CLASS_CONFIG } from './class-config.ts';

/** Where a module sits: modules are the CEFR levels of a curriculum, ordered by position. */
export interface ModuleRef {
  curriculumId: string;
  position: number;
}

/**
 * Open discussion classes need at least 10 attended classes "from the module or higher levels"
 * (001 §5, §9): attended classes of the same curriculum whose module position is at or above
 * the class's module. Other curricula (another language) do not count. Other lesson types pass.
 *
 * @param attended one entry per attended class (attendance 'attended')
 */
export function assertOpenDiscussionEligible(
  lesson: { type: LessonType; module: ModuleRef },
  attended: readonly { module: ModuleRef }[],
  config: Pick<ClassConfig, 'openDiscussionMinAttended'> = DEFAULT_CLASS_CONFIG,
): void {
  if (lesson.type !== 'open_discussion') return;
  const counted = attended.filter(
    (a) => a.module.curriculumId === lesson.module.curriculumId && a.module.position >= lesson.module.position,
  ).length;
  if (counted < config.openDiscussionMinAttended) {
    throw new DomainError('open_discussion_unavailable', undefined, { attended: counted, required: config.openDiscussionMinAttended });
  }
}
