import type { RouteObject } from 'react-router';

/** The student's onboarding flow (/{locale}/account/onboarding/...), issue 16: children of the learn layout, paths relative to /:locale. */
export const onboardingRoutes: RouteObject[] = [];
