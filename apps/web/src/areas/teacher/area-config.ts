import type { AreaConfig } from '../../shared/routing/area-context.tsx';

export const teacherPaths = {
  home: '/:locale/home',
  login: '/:locale/teacher-login',
  forgotPassword: '/:locale/teacher-forgot-password',
  forgotThankYou: '/:locale/teacher-forgot-password/thank-you',
  logout: '/:locale/teacher-logout',
  // 000 §2: every teacher route; the week routes take an optional startDate (YYYY-MM-DD).
  booking: '/:locale/booking/:startDate?',
  teacherClass: '/:locale/classes/:classId',
  schedule: '/:locale/my-schedule/:startDate?',
  payments: '/:locale/payments',
  learningMaterial: '/:locale/learning-material',
  profile: '/:locale/profile/:page?',
  terms: '/:locale/terms/:agreementId',
  viewTerms: '/:locale/view/terms/:agreementId',
  pdf: '/:locale/teacher/pdf/:uniqueId',
  becomeTeacher: '/:locale/become-a-teacher',
  internalError: '/:locale/teacher-internal-error',
} as const;

export const teacherArea: AreaConfig = {
  area: 'teacher',
  role: 'teacher',
  home: { area: 'teacher', path: teacherPaths.home },
  homepage: { area: 'teacher', path: teacherPaths.home },
  login: { area: 'teacher', path: teacherPaths.login },
  logout: { area: 'teacher', path: teacherPaths.logout },
};
