import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../shared/app/lazy-page.ts';
import { RouteError } from '../../shared/errors/route-error.tsx';
import { Access } from '../../shared/routing/access.tsx';
import { LocaleGate } from '../../shared/routing/locale-gate.tsx';
import { COURSE_PAGES } from './area-config.ts';
import { LearnLayout } from './learn-layout.tsx';

const auth = () => import('./pages/auth-pages.tsx');
const LoginPage = lazyPage(auth, 'LoginPage');
const RegisterPage = lazyPage(auth, 'RegisterPage');
const ForgotPasswordPage = lazyPage(auth, 'ForgotPasswordPage');
const ForgotThankYouPage = lazyPage(auth, 'ForgotThankYouPage');
const ResetPasswordPage = lazyPage(auth, 'ResetPasswordPage');
const LogoutPage = lazyPage(auth, 'LogoutPage');
const EmailVerificationPage = lazyPage(auth, 'EmailVerificationPage');
const HomePage = lazyPage(() => import('./pages/home-page.tsx'), 'HomePage');
const CoursePage = lazyPage(() => import('./pages/course-page.tsx'), 'CoursePageRoute');
const TodayPage = lazyPage(() => import('./pages/today-page.tsx'), 'TodayPage');
const errors = () => import('../../shared/errors/error-routes.tsx');
const NotFoundPage = lazyPage(errors, 'NotFoundPage');
const InternalErrorPage = lazyPage(errors, 'InternalErrorPage');

/** Routes of the learn area (basename ''), locale first (000 §2, 001 §2). */
export const learnRoutes: RouteObject[] = [
  { path: '/', element: <Navigate replace to="/en" /> },
  {
    path: '/:locale',
    element: <LocaleGate />,
    errorElement: <RouteError />,
    children: [
      {
        element: <LearnLayout />,
        children: [
          { index: true, element: <HomePage /> },
          ...COURSE_PAGES.map((slug) => ({ path: slug, element: <CoursePage />, handle: { course: slug } })),
          {
            path: 'login',
            element: (
              <Access level="public">
                <LoginPage />
              </Access>
            ),
          },
          {
            path: 'register',
            element: (
              <Access level="public">
                <RegisterPage />
              </Access>
            ),
          },
          {
            path: 'forgot-password',
            element: (
              <Access level="public">
                <ForgotPasswordPage />
              </Access>
            ),
          },
          {
            path: 'forgot-password/thank-you',
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
          { path: 'logout', element: <LogoutPage /> },
          {
            path: 'account/home',
            element: (
              <Access level="private">
                <TodayPage />
              </Access>
            ),
          },
          { path: 'account/email-verification', element: <EmailVerificationPage /> },
          { path: 'internal-error', element: <InternalErrorPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
