import type { RouteObject } from 'react-router';

/** Registration funnels (get-started, per-section register and sign-up pages, password set, account setup): children of the learn layout, paths relative to /:locale (issue 15). */
export const funnelRoutes: RouteObject[] = [];
