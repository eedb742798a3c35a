import type { LegalSlug } from '@parla/contracts';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';

const legal = () => import('../../../features/public-site/legal/legal-pages.tsx');
const faq = () => import('../../../features/public-site/legal/faq-page.tsx');

// One entry per LEGAL_SLUGS value: the `satisfies` fails the build when a slug has no page.
const LEGAL_PAGES = {
  privacy: lazyPage(legal, 'PrivacyPage'),
  terms: lazyPage(legal, 'TermsPage'),
  imprint: lazyPage(legal, 'ImprintPage'),
  faq: lazyPage(faq, 'FaqPage'),
} satisfies Record<LegalSlug, unknown>;

/** Legal pages and the FAQ (privacy, terms, imprint, faq): children of the learn layout, paths relative to /:locale (issue 15). */
export const legalRoutes: RouteObject[] = Object.entries(LEGAL_PAGES).map(([slug, Page]) => ({
  path: slug,
  element: (
    <Access level="all">
      <Page />
    </Access>
  ),
}));
