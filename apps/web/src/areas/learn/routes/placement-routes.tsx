import type { RouteObject } from 'react-router';

/** The public language test (placement test without an account): children of the learn layout, paths relative to /:locale (issue 15). */
export const placementRoutes: RouteObject[] = [];
