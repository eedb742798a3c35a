import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../shared/app/lazy-page.ts';
import { RouteError } from '../../shared/errors/route-error.tsx';
import { Access } from '../../shared/routing/access.tsx';
import { LocaleGate } from '../../shared/routing/locale-gate.tsx';
import { AdminLayout } from './admin-layout.tsx';

const pages = () => import('./pages/admin-pages.tsx');
const LoginPage = lazyPage(pages, 'LoginPage');
const LogoutPage = lazyPage(pages, 'LogoutPage');
const HomePage = lazyPage(pages, 'HomePage');
const NotFoundPage = lazyPage(() => import('../../shared/errors/error-routes.tsx'), 'NotFoundPage');

/** Routes of the back office, under its configured base path. */
export const adminRoutes: RouteObject[] = [
  { path: '/', element: <Navigate replace to="/en/home" /> },
  {
    path: '/:locale',
    element: <LocaleGate />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AdminLayout />,
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
            path: 'login',
            element: (
              <Access level="public">
                <LoginPage />
              </Access>
            ),
          },
          { path: 'logout', element: <LogoutPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
