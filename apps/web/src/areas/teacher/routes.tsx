import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../shared/app/lazy-page.ts';
import { RouteErrorBoundary } from '../../shared/errors/route-error-boundary.tsx';
import { Access } from '../../shared/routing/access.tsx';
import { LocaleGate } from '../../shared/routing/locale-gate.tsx';
import { teacherAccountRoutes } from './routes/account-routes.tsx';
import { teacherBookingRoutes } from './routes/booking-routes.tsx';
import { teacherOnboardingRoutes } from './routes/onboarding-routes.tsx';
import { teacherPaymentsRoutes } from './routes/payments-routes.tsx';
import { teacherScheduleRoutes } from './routes/schedule-routes.tsx';
import { TeacherLayout } from './teacher-layout.tsx';

const auth = () => import('./pages/auth-pages.tsx');
const LoginPage = lazyPage(auth, 'LoginPage');
const ForgotPasswordPage = lazyPage(auth, 'ForgotPasswordPage');
const ForgotThankYouPage = lazyPage(auth, 'ForgotThankYouPage');
const ResetPasswordPage = lazyPage(auth, 'ResetPasswordPage');
const LogoutPage = lazyPage(auth, 'LogoutPage');
const HomePage = lazyPage(() => import('./pages/home-page.tsx'), 'HomePage');
const errors = () => import('../../shared/errors/error-routes.tsx');
const NotFoundPage = lazyPage(errors, 'NotFoundPage');
const InternalErrorPage = lazyPage(errors, 'InternalErrorPage');

/** Routes of the teacher area (000 §2), under its configured base path. */
export const teacherRoutes: RouteObject[] = [
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
        element: <TeacherLayout />,
        children: [
          { index: true, element: <Navigate replace to="home" /> },
          {
            path: 'home',
            element: (
              <Access level="private">
                <HomePage />
              </Access>
            ),
          },
          {
            path: 'teacher-login',
            element: (
              <Access level="public">
                <LoginPage />
              </Access>
            ),
          },
          {
            path: 'teacher-forgot-password',
            element: (
              <Access level="public">
                <ForgotPasswordPage />
              </Access>
            ),
          },
          {
            path: 'teacher-forgot-password/thank-you',
            element: (
              <Access level="public">
                <ForgotThankYouPage />
              </Access>
            ),
          },
          {
            path: 'resetting/reset/:token',
            element: (
              <Access level="public">
                <ResetPasswordPage />
              </Access>
            ),
          },
          ...teacherBookingRoutes,
          ...teacherScheduleRoutes,
          ...teacherPaymentsRoutes,
          ...teacherAccountRoutes,
          ...teacherOnboardingRoutes,
          { path: 'teacher-logout', element: <LogoutPage /> },
          { path: 'teacher-internal-error', element: <InternalErrorPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
