import type { PublicInfoSlug } from '@parla/contracts';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../../shared/app/lazy-page.ts';
import { Access } from '../../../shared/routing/access.tsx';

// Each page is its own chunk, straight from its feature (decision 006).
const AboutUsPage = lazyPage(() => import('../../../features/public-site/info/about-us-page.tsx'), 'AboutUsPage');
const HowItWorksPage = lazyPage(() => import('../../../features/public-site/info/how-it-works-page.tsx'), 'HowItWorksPage');
const CefrPage = lazyPage(() => import('../../../features/public-site/info/cefr-page.tsx'), 'CefrPage');
const PressPage = lazyPage(() => import('../../../features/public-site/info/press-page.tsx'), 'PressPage');
const CareersPage = lazyPage(() => import('../../../features/public-site/info/careers-page.tsx'), 'CareersPage');
const CorporatePage = lazyPage(() => import('../../../features/public-site/info/corporate-page.tsx'), 'CorporatePage');
const AffiliatePage = lazyPage(() => import('../../../features/public-site/info/affiliate-page.tsx'), 'AffiliatePage');
const ResearchPage = lazyPage(() => import('../../../features/public-site/info/research-page.tsx'), 'ResearchPage');
const ResourcesPage = lazyPage(() => import('../../../features/public-site/info/resources-page.tsx'), 'ResourcesPage');

/** One element per slug of PUBLIC_INFO_SLUGS: the Record makes a new slug without a page a type error. */
const PAGES: Record<PublicInfoSlug, ReactNode> = {
  'about-us': <AboutUsPage />,
  'how-it-works': <HowItWorksPage />,
  cefr: <CefrPage />,
  press: <PressPage />,
  careers: <CareersPage />,
  corporate: <CorporatePage />,
  affiliate: <AffiliatePage />,
  research: <ResearchPage />,
  resources: <ResourcesPage />,
};

/** Public information pages (about us, how it works, CEFR, press, careers, corporate, affiliate, research, resources): children of the learn layout, paths relative to /:locale (issue 15). */
export const infoRoutes: RouteObject[] = Object.entries(PAGES).map(([path, element]) => ({
  path,
  element: <Access level="all">{element}</Access>,
}));
