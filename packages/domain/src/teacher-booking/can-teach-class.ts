import type { ClassType } from '@parla/contracts';

export interface TeacherQualification {
  isOnboarded: boolean;
  /** The sections (languages) the teacher teaches. */
  sectionIds: readonly string[];
  canTeachGroup: boolean;
  canTeachPrivate: boolean;
  canTeachSpecialized: boolean;
}

export interface ClassQualificationNeeds {
  sectionId: string;
  type: ClassType;
  /** Classes of a course (B2B/B2G): the client's material, schedule and feedback duties. */
  isSpecialized: boolean;
}

/**
 * Whether a class is one this teacher may be offered and commit to (000 §3 flags and
 * teacherPreferences): onboarded, the class's language among the teacher's sections, private
 * classes only with canTeachPrivate, group and trial classes only with canTeachGroup, course
 * classes only with canTeachSpecialized.
 */
export function canTeachClass(teacher: TeacherQualification, cls: ClassQualificationNeeds): boolean {
  if (!teacher.isOnboarded || !teacher.sectionIds.includes(cls.sectionId)) return false;
  if (cls.type === 'individual' ? !teacher.canTeachPrivate : !teacher.canTeachGroup) return false;
  return !cls.isSpecialized || teacher.canTeachSpecialized;
}
