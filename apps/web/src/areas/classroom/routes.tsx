import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../shared/app/lazy-page.ts';
import { RouteError } from '../../shared/errors/route-error.tsx';
import { LocaleGate } from '../../shared/routing/locale-gate.tsx';
import { ClassroomBrand } from './classroom-brand.tsx';

const UnauthorizedPage = lazyPage(() => import('./pages/unauthorized-page.tsx'), 'UnauthorizedPage');
const NotFoundPage = lazyPage(() => import('../../shared/errors/error-routes.tsx'), 'NotFoundPage');

/** Routes of the classroom shell (001 §2); class pages arrive with the classroom feature. */
export const classroomRoutes: RouteObject[] = [
  { path: '/', element: <Navigate replace to="/en/unauthorized" /> },
  {
    path: '/:locale',
    element: <LocaleGate />,
    errorElement: <RouteError />,
    children: [
      {
        element: <ClassroomBrand />,
        children: [
          { index: true, element: <Navigate replace to="unauthorized" /> },
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
