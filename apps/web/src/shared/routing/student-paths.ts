/**
 * The student area's account routes (001 §2). They live in shared/ because features link
 * to each other's pages (Today -> booking, booking -> class details) without importing
 * each other (ARCHITECTURE convention 8).
 */
export const studentPaths = {
  today: '/:locale/account/home',
  booking: '/:locale/account/booking',
  bookingPreview: '/:locale/account/booking/preview',
  classesRoot: '/:locale/account/classes',
  classes: '/:locale/account/classes/:view',
  classDetails: '/:locale/account/class/details/:classId',
  preClass: '/:locale/account/class/:classId',
  lessonDetails: '/:locale/account/lesson/details/:lessonId',
  courseRoot: '/:locale/account/course-overview',
  course: '/:locale/account/course-overview/:moduleName',
  teacher: '/:locale/account/teacher/:uid',
  store: '/:locale/account/store',
} as const;

/** The URL segment of a module: its code in lower case (de-a1). */
export function moduleSlug(code: string): string {
  return code.toLowerCase();
}
