import type { RouteObject } from 'react-router';

/** Social login (social/register/{key}) and the test identity provider's pages: children of the learn layout, paths relative to /:locale (issue 15). */
export const socialRoutes: RouteObject[] = [];
