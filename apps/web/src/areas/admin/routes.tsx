import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../shared/app/lazy-page.ts';
import { RouteErrorBoundary } from '../../shared/errors/route-error-boundary.tsx';
import { Access } from '../../shared/routing/access.tsx';
import { LocaleGate } from '../../shared/routing/locale-gate.tsx';
import { AdminLayout } from './admin-layout.tsx';

const pages = () => import('./pages/admin-pages.tsx');
const LoginPage = lazyPage(pages, 'LoginPage');
const LogoutPage = lazyPage(pages, 'LogoutPage');
const StudentsPage = lazyPage(() => import('../../features/back-office/students-screen.tsx'), 'StudentsScreen');
const ClassesPage = lazyPage(() => import('../../features/admin-classes/class-search-screen.tsx'), 'ClassSearchScreen');
const ClassPage = lazyPage(() => import('../../features/admin-classes/class-detail-screen.tsx'), 'ClassDetailScreen');
const DashboardPage = lazyPage(() => import('../../features/admin-dashboard/dashboard-screen.tsx'), 'DashboardScreen');
const TeachersPage = lazyPage(() => import('../../features/back-office/teachers-screen.tsx'), 'TeachersScreen');
const ReportsPage = lazyPage(() => import('../../features/back-office/content-reports-screen.tsx'), 'ContentReportsScreen');
const AuditLogPage = lazyPage(() => import('../../features/audit-log/audit-log-screen.tsx'), 'AuditLogScreen');
const privatePage = (path: string, element: ReactNode): RouteObject => ({ path, element: <Access level="private">{element}</Access> });
const NotFoundPage = lazyPage(() => import('../../shared/errors/error-routes.tsx'), 'NotFoundPage');

/** Routes of the back office, under its configured base path. */
export const adminRoutes: RouteObject[] = [
  { path: '/', element: <Navigate replace to="/en/home" /> },
  {
    path: '/:locale',
    element: (
      <RouteErrorBoundary>
        <LocaleGate />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <AdminLayout />,
        children: [
          { index: true, element: <Navigate replace to="home" /> },
          {
            path: 'home',
            element: (
              <Access level="private">
                <DashboardPage />
              </Access>
            ),
          },
          {
            path: 'login',
            element: (
              <Access level="public">
                <LoginPage />
              </Access>
            ),
          },
          privatePage('students', <StudentsPage />),
          privatePage('classes', <ClassesPage />),
          privatePage('classes/:uid', <ClassPage />),
          privatePage('teachers', <TeachersPage />),
          privatePage('reports', <ReportsPage />),
          privatePage('audit-log', <AuditLogPage />),
          { path: 'logout', element: <LogoutPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
