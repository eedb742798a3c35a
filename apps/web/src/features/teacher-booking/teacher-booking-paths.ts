/**
 * The teacher routes this feature links to (same shapes as areas/teacher/area-config.ts
 * teacherPaths; a feature does not import an area).
 */
export const TEACHER_BOOKING_PATH = '/:locale/booking/:startDate?';
export const TEACHER_CLASS_PATH = '/:locale/classes/:classId';
export const TEACHER_SCHEDULE_PATH = '/:locale/my-schedule/:startDate?';
export const TEACHER_HOME_PATH = '/:locale/home';
