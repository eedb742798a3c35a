import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { RouteErrorBoundary } from '../../../shared/errors/route-error-boundary.tsx';
import { Access } from '../../../shared/routing/access.tsx';
import { LocaleGate } from '../../../shared/routing/locale-gate.tsx';
import { LearnLayout } from '../learn-layout.tsx';
import { infoRoutes } from '../routes/info-routes.tsx';
import { landingRoutes } from '../routes/landing-routes.tsx';
import { legalRoutes } from '../routes/legal-routes.tsx';
import { ToTeacherArea } from '../site/to-teacher-area.tsx';
import { ToLearnArea } from './to-learn-area.tsx';
import { siteChrome } from '../site/site-chrome.ts';

// One chunk each (the learn table's auth-pages holds every auth screen): a visitor's login loads the login only.
const LoginPage = lazyPage(() => import('../pages/login-page.tsx'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../pages/register-page.tsx'), 'RegisterPage');
const HomePage = lazyPage(() => import('../pages/home-page.tsx'), 'HomePage');
const PricingPage = lazyPage(() => import('../../../features/store/pricing-screen.tsx'), 'PricingScreen');
const TeamsPricesPage = lazyPage(() => import('../../../features/store/teams-prices-screen.tsx'), 'TeamsPricesScreen');
const LanguageTestPage = lazyPage(() => import('../../../features/placement/language-test-screen.tsx'), 'LanguageTestScreen');

/**
 * The public entry's route table (decision 092): the prerendered pages (contracts `publicPages()`)
 * and nothing else, with the same elements as the learn area's table so hydration matches.
 * Every other path (the signed-in pages, funnels, checkout, 404) is the learn area's: `ToLearnArea`
 * loads it as a full page, where the server sends the learn entry.
 */
export const publicRoutes: RouteObject[] = [
  { path: '/', element: <Navigate replace to="/en" /> },
  {
    path: '/:locale',
    element: (
      <RouteErrorBoundary>
        <LocaleGate />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <LearnLayout siteChrome={siteChrome} />,
        children: [
          { index: true, element: <HomePage /> },
          ...landingRoutes,
          ...infoRoutes,
          ...legalRoutes,
          {
            path: 'pricing',
            element: (
              <Access level="all">
                <PricingPage />
              </Access>
            ),
          },
          {
            path: 'teams/prices',
            element: (
              <Access level="all">
                <TeamsPricesPage />
              </Access>
            ),
          },
          {
            path: 'language-test',
            element: (
              <Access level="all">
                <LanguageTestPage />
              </Access>
            ),
          },
          { path: 'become-a-teacher', element: <ToTeacherArea /> },
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
          { path: '*', element: <ToLearnArea /> },
        ],
      },
    ],
  },
  { path: '*', element: <ToLearnArea /> },
];
