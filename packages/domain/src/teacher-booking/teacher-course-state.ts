/** 000 §4 teacher course states. */
export const TEACHER_COURSE_STATES = ['upcoming', 'active', 'ended', 'feedback_required'] as const;
export type TeacherCourseState = (typeof TEACHER_COURSE_STATES)[number];

export interface TeacherCourseFacts {
  /** Start of the first and end of the last active class of the course. */
  firstStartAt: Date;
  lastEndAt: Date;
  feedbackRequired: boolean;
  feedbackSubmittedAt: Date | null;
}

/**
 * Where a course the teacher booked stands: upcoming before its first class, active until
 * its last class ends, then ended, or feedback required while a required course feedback
 * has not been given (it turns ended once it is).
 */
export function teacherCourseState(course: TeacherCourseFacts, now: Date): TeacherCourseState {
  const at = now.getTime();
  if (at < course.firstStartAt.getTime()) return 'upcoming';
  if (at < course.lastEndAt.getTime()) return 'active';
  return course.feedbackRequired && !course.feedbackSubmittedAt ? 'feedback_required' : 'ended';
}
