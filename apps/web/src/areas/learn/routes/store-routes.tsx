import type { RouteObject } from 'react-router';

/**
 * Purchase entry, store, checkout, post-checkout, membership and credits pages of the learn
 * area (001 §2). Children of the learn layout; paths are relative to /:locale.
 */
export const storeRoutes: RouteObject[] = [];
