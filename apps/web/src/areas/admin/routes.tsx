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
const StudentPage = lazyPage(() => import('../../features/back-office/student-screen.tsx'), 'StudentScreen');
const ClassesPage = lazyPage(() => import('../../features/admin-classes/class-search-screen.tsx'), 'ClassSearchScreen');
const ClassPage = lazyPage(() => import('../../features/admin-classes/class-detail-screen.tsx'), 'ClassDetailScreen');
const DashboardPage = lazyPage(() => import('../../features/admin-dashboard/dashboard-screen.tsx'), 'DashboardScreen');
const TeachersPage = lazyPage(() => import('../../features/back-office/teachers-screen.tsx'), 'TeachersScreen');
const TeacherListPage = lazyPage(() => import('../../features/admin-teachers/teacher-list-screen.tsx'), 'TeacherListScreen');
const TeacherPage = lazyPage(() => import('../../features/admin-teachers/teacher-page-screen.tsx'), 'TeacherPageScreen');
const ApplicationsPage = lazyPage(() => import('../../features/admin-teachers/applications-screen.tsx'), 'ApplicationsScreen');
const ApplicationPage = lazyPage(() => import('../../features/admin-teachers/application-screen.tsx'), 'ApplicationScreen');
const AppealsPage = lazyPage(() => import('../../features/admin-teachers/appeals-screen.tsx'), 'AppealsScreen');
const HourRequestsPage = lazyPage(() => import('../../features/admin-teachers/hour-requests-screen.tsx'), 'HourRequestsScreen');
const ContentBrowserPage = lazyPage(() => import('../../features/admin-content/content-browser-screen.tsx'), 'ContentBrowserScreen');
const LessonEditorPage = lazyPage(() => import('../../features/admin-content/lesson-editor-screen.tsx'), 'LessonEditorScreen');
const ChallengesPage = lazyPage(() => import('../../features/admin-content/challenges-screen.tsx'), 'ChallengesScreen');
const ReportsPage = lazyPage(() => import('../../features/back-office/content-reports-screen.tsx'), 'ContentReportsScreen');
const CommercePage = lazyPage(() => import('../../features/commerce-admin/commerce-screen.tsx'), 'CommerceScreen');
const AuditLogPage = lazyPage(() => import('../../features/audit-log/audit-log-screen.tsx'), 'AuditLogScreen');
const FlagsPage = lazyPage(() => import('../../features/feature-flags/feature-flags-screen.tsx'), 'FeatureFlagsScreen');
const AnalyticsPage = lazyPage(() => import('../../features/admin-analytics/analytics-screen.tsx'), 'AnalyticsScreen');
const ErrorsPage = lazyPage(() => import('../../features/admin-errors/errors-screen.tsx'), 'ErrorsScreen');
const ErrorGroupPage = lazyPage(() => import('../../features/admin-errors/error-group-screen.tsx'), 'ErrorGroupScreen');
const AdminsPage = lazyPage(() => import('../../features/admin-admins/admins-screen.tsx'), 'AdminsScreen');
const privatePage = (path: string, element: ReactNode): RouteObject => ({ path, element: <Access level="private">{element}</Access> });
const NotFoundPage = lazyPage(() => import('../../shared/errors/error-routes.tsx'), 'NotFoundPage');

/** Routes of the back office, under its configured base path. */
export const adminRoutes: RouteObject[] = [
  // Online the server redirects a path without a locale to the visitor's language (issue 21); this
  // answers only in the installed app's offline shell.
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
          privatePage('students/:id', <StudentPage />),
          privatePage('classes', <ClassesPage />),
          privatePage('teachers', <TeacherListPage />),
          privatePage('teachers/invite', <TeachersPage />),
          privatePage('teachers/t/:teacherId', <TeacherPage />),
          privatePage('teachers/applications', <ApplicationsPage />),
          privatePage('teachers/applications/:applicationId', <ApplicationPage />),
          privatePage('teachers/appeals', <AppealsPage />),
          privatePage('teachers/hour-requests', <HourRequestsPage />),
          privatePage('classes/:uid', <ClassPage />),
          privatePage('content', <ContentBrowserPage />),
          privatePage('content/lessons/:lessonId', <LessonEditorPage />),
          privatePage('content/challenges', <ChallengesPage />),
          privatePage('reports', <ReportsPage />),
          privatePage('commerce/:section?', <CommercePage />),
          privatePage('audit-log', <AuditLogPage />),
          privatePage('flags', <FlagsPage />),
          privatePage('analytics', <AnalyticsPage />),
          privatePage('errors', <ErrorsPage />),
          privatePage('errors/:id', <ErrorGroupPage />),
          privatePage('admins', <AdminsPage />),
          { path: 'logout', element: <LogoutPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
