import type { AreaConfig } from '../../shared/routing/area-context.tsx';

export const teacherPaths = {
  home: '/:locale/home',
  login: '/:locale/teacher-login',
  forgotPassword: '/:locale/teacher-forgot-password',
  forgotThankYou: '/:locale/teacher-forgot-password/thank-you',
  logout: '/:locale/teacher-logout',
} as const;

export const teacherArea: AreaConfig = {
  area: 'teacher',
  role: 'teacher',
  home: { area: 'teacher', path: teacherPaths.home },
  homepage: { area: 'teacher', path: teacherPaths.home },
  login: { area: 'teacher', path: teacherPaths.login },
  logout: { area: 'teacher', path: teacherPaths.logout },
};
