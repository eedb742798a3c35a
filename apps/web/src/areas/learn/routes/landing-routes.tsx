import { ALL_LANDING_SLUGS } from '@parla/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';

const LanguagePage = lazyPage(() => import('../pages/language-page.tsx'), 'LanguagePageRoute');

/**
 * Language landing pages (001 §2, decision 062): children of the learn layout, paths relative to
 * /:locale. Every name of a language in every locale is a route; the page shows the locale's own
 * slug and sends the others there (`/de/english` -> `/de/englisch`).
 */
export const landingRoutes: RouteObject[] = ALL_LANDING_SLUGS.map((slug) => ({ path: slug, element: <LanguagePage /> }));
