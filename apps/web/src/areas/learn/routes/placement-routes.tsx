import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';

const LanguageTestPage = lazyPage(() => import('../../../features/placement/language-test-screen.tsx'), 'LanguageTestScreen');
const ClaimResultPage = lazyPage(() => import('../../../features/placement/claim-result-screen.tsx'), 'ClaimResultScreen');

/** The public language test (placement test without an account): children of the learn layout, paths relative to /:locale (issue 15). */
export const placementRoutes: RouteObject[] = [
  {
    path: 'language-test',
    element: (
      <Access level="all">
        <LanguageTestPage />
      </Access>
    ),
  },
  {
    path: 'language-test/claim',
    element: (
      <Access level="all">
        <ClaimResultPage />
      </Access>
    ),
  },
];
