import type { RouteObject } from 'react-router';

/** Public information pages (about us, how it works, CEFR, press, careers, corporate, affiliate, research, resources): children of the learn layout, paths relative to /:locale (issue 15). */
export const infoRoutes: RouteObject[] = [];
