import type { RouteObject } from 'react-router';

/** Legal pages and the FAQ (privacy, terms, imprint, faq): children of the learn layout, paths relative to /:locale (issue 15). */
export const legalRoutes: RouteObject[] = [];
