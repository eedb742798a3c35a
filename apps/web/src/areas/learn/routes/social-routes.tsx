import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';

const SocialRegisterPage = lazyPage(() => import('../../../features/identity/social-register-screen.tsx'), 'SocialRegisterScreen');
const SocialDisconnectPage = lazyPage(() => import('../../../features/identity/social-disconnect-screen.tsx'), 'SocialDisconnectScreen');

/** Social login (social/register/{key}) and the test identity provider's pages: children of the learn layout, paths relative to /:locale (issue 15). */
export const socialRoutes: RouteObject[] = [
  {
    // Public: once the account exists the guard leads the new student on, as after a sign-up.
    path: 'social/register/:key',
    element: (
      <Access level="public">
        <SocialRegisterPage />
      </Access>
    ),
  },
  // The e-mailed link works signed in or not: the token is the proof.
  { path: 'social/disconnect/:token', element: <SocialDisconnectPage /> },
];
