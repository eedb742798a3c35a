import { adminContentPaths } from '../../shared/routing/admin-content-paths.ts';
import type { AreaConfig } from '../../shared/routing/area-context.tsx';

export const adminPaths = {
  home: '/:locale/home',
  login: '/:locale/login',
  logout: '/:locale/logout',
  students: '/:locale/students',
  classes: '/:locale/classes',
  teachers: '/:locale/teachers',
  content: adminContentPaths.browser,
  challenges: adminContentPaths.challenges,
  reports: adminContentPaths.reports,
  commerce: '/:locale/commerce/coupons',
  auditLog: '/:locale/audit-log',
  flags: '/:locale/flags',
  analytics: '/:locale/analytics',
  errors: '/:locale/errors',
  errorGroup: '/:locale/errors/:id',
  admins: '/:locale/admins',
} as const;

export const adminArea: AreaConfig = {
  area: 'admin',
  role: 'admin',
  home: { area: 'admin', path: adminPaths.home },
  homepage: { area: 'admin', path: adminPaths.home },
  login: { area: 'admin', path: adminPaths.login },
  logout: { area: 'admin', path: adminPaths.logout },
};
