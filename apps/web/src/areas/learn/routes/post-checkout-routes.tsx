import type { RouteObject } from 'react-router';

/** The student's post-checkout steps (/{locale}/account/post-checkout/...), issue 16: children of the learn layout, paths relative to /:locale. */
export const postCheckoutRoutes: RouteObject[] = [];
