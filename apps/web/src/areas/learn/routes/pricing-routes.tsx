import type { RouteObject } from 'react-router';

/** Pricing for visitors, LearningTeams prices, guest checkout and guest promotion: children of the learn layout, paths relative to /:locale (issue 15). */
export const pricingRoutes: RouteObject[] = [];
