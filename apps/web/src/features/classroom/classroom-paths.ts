/** Route patterns of the classroom area (001 §2 "Classroom (own host)"), filled with buildPath. */
export const classroomPaths = {
  classRoom: '/:locale/class/:classUid',
  review: '/:locale/class/:classUid/review',
  leave: '/:locale/class/:classUid/leave',
  demo: '/:locale/demo',
  demoClass: '/:locale/demo/class/:classUid',
  demoCompleted: '/:locale/demo/class/:classUid/completed',
  diagnostics: '/:locale/diagnostics',
  unauthorized: '/:locale/unauthorized',
} as const;

/** The teacher's class log of one class (teacher area). */
export const TEACHER_CLASS_LOG_PATH = '/:locale/classes/:uid';
export const LEARN_LOGIN_PATH = '/:locale/login';
export const TEACHER_LOGIN_PATH = '/:locale/teacher-login';
export const LEARN_TODAY_PATH = '/:locale/account/home';
