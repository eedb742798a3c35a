import type { EnumOf } from '../../../shared/graphql/graphql.ts';
import type { AreaTarget } from '../../../shared/routing/area-context.tsx';
import { studentPaths } from '../../../shared/routing/student-paths.ts';

export type ChecklistSlug = EnumOf<'ChecklistItemSlug'>;

/**
 * Where each item is done. The onboarding level step and the practice page are issue 16's and
 * 17's routes (001 §2 onboarding/level, practice); the camera test is the classroom's diagnostics.
 */
export const CHECKLIST_LINKS: Record<ChecklistSlug, { target: AreaTarget; params?: Record<string, string> }> = {
  verify_email: { target: { area: 'learn', path: studentPaths.emailVerification } },
  find_your_level: { target: { area: 'learn', path: '/:locale/account/onboarding/level' } },
  set_your_goal: { target: { area: 'learn', path: studentPaths.learningSettings } },
  book_first_class: { target: { area: 'learn', path: studentPaths.booking }, params: { lesson: 'next' } },
  test_your_camera: { target: { area: 'classroom', path: '/:locale/diagnostics' } },
  attend_first_class: { target: { area: 'learn', path: studentPaths.classes }, params: { view: 'upcoming' } },
  try_practice: { target: { area: 'learn', path: '/:locale/account/practice' } },
};
