import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';

const OnboardingPage = lazyPage(() => import('../pages/onboarding-page.tsx'), 'OnboardingPage');

const page = (
  <Access level="private">
    <OnboardingPage />
  </Access>
);

/** The teacher's first-login onboarding (issue 16): onboarding and onboarding/{step}. Children of the teacher layout; paths are relative to /:locale. */
export const teacherOnboardingRoutes: RouteObject[] = [
  { path: 'onboarding', element: page },
  { path: 'onboarding/:step', element: page },
];
