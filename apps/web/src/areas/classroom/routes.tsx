import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../shared/app/lazy-page.ts';
import { RouteErrorBoundary } from '../../shared/errors/route-error-boundary.tsx';
import { LocaleGate } from '../../shared/routing/locale-gate.tsx';
import { ClassroomBrand } from './classroom-brand.tsx';

const classPages = () => import('./pages/class-pages.tsx');
const ClassPage = lazyPage(classPages, 'ClassPage');
const LeavePage = lazyPage(classPages, 'LeavePage');
const ReviewPage = lazyPage(() => import('./pages/review-page.tsx'), 'ReviewPage');
const demoPages = () => import('./pages/demo-pages.tsx');
const DemoPage = lazyPage(demoPages, 'DemoPage');
const DemoClassPage = lazyPage(demoPages, 'DemoClassPage');
const DemoCompletedPage = lazyPage(demoPages, 'DemoCompletedPage');
const DiagnosticsPage = lazyPage(() => import('./pages/diagnostics-page.tsx'), 'DiagnosticsPage');
const UnauthorizedPage = lazyPage(() => import('./pages/unauthorized-page.tsx'), 'UnauthorizedPage');
const NotFoundPage = lazyPage(() => import('../../shared/errors/error-routes.tsx'), 'NotFoundPage');

/**
 * Routes of the classroom (001 §2 "Classroom (own host)"). Who may enter a class is the
 * server's call (join token); the pages ask for a session themselves, so a visitor without
 * one gets sign-in links to the learn area or the teacher app instead of a bare redirect.
 */
export const classroomRoutes: RouteObject[] = [
  // Online the server redirects a path without a locale to the visitor's language (issue 21); this
  // answers only in the installed app's offline shell.
  { path: '/', element: <Navigate replace to="/en/unauthorized" /> },
  {
    path: '/:locale',
    element: (
      <RouteErrorBoundary>
        <LocaleGate />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <ClassroomBrand />,
        children: [
          { index: true, element: <Navigate replace to="unauthorized" /> },
          { path: 'class/:classUid', element: <ClassPage /> },
          { path: 'class/:classUid/review', element: <ReviewPage /> },
          { path: 'class/:classUid/leave', element: <LeavePage /> },
          { path: 'demo', element: <DemoPage /> },
          { path: 'demo/class/:classUid', element: <DemoClassPage /> },
          { path: 'demo/class/:classUid/completed', element: <DemoCompletedPage /> },
          { path: 'diagnostics', element: <DiagnosticsPage /> },
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
