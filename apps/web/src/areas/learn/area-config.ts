import type { AreaConfig } from '../../shared/routing/area-context.tsx';
import { studentPaths } from '../../shared/routing/student-paths.ts';

export const learnArea: AreaConfig = {
  area: 'learn',
  role: 'student',
  home: { area: 'learn', path: '/:locale/account/home' },
  homepage: { area: 'learn', path: '/:locale' },
  login: { area: 'learn', path: '/:locale/login' },
  logout: { area: 'learn', path: '/:locale/logout' },
  internalError: '/:locale/internal-error',
};

export const learnPaths = {
  home: '/:locale',
  login: '/:locale/login',
  register: '/:locale/register',
  forgotPassword: '/:locale/forgot-password',
  forgotThankYou: '/:locale/forgot-password/thank-you',
  logout: '/:locale/logout',
  ...studentPaths,
} as const;

/** Public language pages (001 §2, decision 062); corporate training is an information page. */
export const COURSE_PAGES = ['english', 'business-english', 'german', 'spanish', 'french', 'italian'] as const;
export type CoursePage = (typeof COURSE_PAGES)[number];
