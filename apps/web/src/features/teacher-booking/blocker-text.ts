import type { TFunction } from 'i18next';

const KNOWN = new Set([
  'teacher_penalised',
  'commitment_during_teaching_pause',
  'commitment_overlaps',
  'teacher_cannot_teach_class',
  'course_class_needs_course_booking',
  'class_already_taken',
  'cannot_commit_to_class',
]);

/** Why the teacher cannot commit to a class, in words (the server's commitBlocker code). */
export function blockerText(code: string, t: TFunction): string {
  return t(`blockers.${KNOWN.has(code) ? code : 'cannot_commit_to_class'}`);
}
