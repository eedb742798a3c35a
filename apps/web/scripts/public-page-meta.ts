import type { Locale } from '@parla/contracts';

/**
 * What the prerender step needs of each public page besides its path (contracts `publicPages()`):
 * the namespace and keys of its title and meta description, and the page's source module (its lazy
 * chunk is preloaded so hydration does not wait for a second round trip).
 */
export interface PublicPageMeta {
  namespace: string;
  /** The tab title; without it, the page's h1 in `common:app.documentTitle` (as PageTitle does). */
  titleKey?: string;
  descriptionKey: string;
  source: string;
}

export function PUBLIC_PAGE_META(key: string): PublicPageMeta {
  const [kind, name = ''] = key.split(':');
  switch (kind) {
    case 'home':
      return { namespace: 'learn', descriptionKey: 'seo.landingDescription', source: 'src/areas/learn/pages/home-page.tsx' };
    case 'login':
      return { namespace: 'learn', descriptionKey: 'seo.loginDescription', source: 'src/areas/learn/pages/login-page.tsx' };
    case 'register':
      return { namespace: 'learn', descriptionKey: 'seo.registerDescription', source: 'src/areas/learn/pages/register-page.tsx' };
    case 'info':
      return {
        namespace: 'publicInfo',
        titleKey: `${name}.seo.title`,
        descriptionKey: `${name}.seo.description`,
        source: `src/features/public-site/info/${name}-page.tsx`,
      };
    case 'legal':
      return {
        namespace: 'legal',
        titleKey: `${name}.seo.title`,
        descriptionKey: `${name}.seo.description`,
        source: `src/features/public-site/legal/${name === 'faq' ? 'faq-page' : 'legal-pages'}.tsx`,
      };
    case 'landing':
      return {
        namespace: 'landing',
        titleKey: `seo.${name}.title`,
        descriptionKey: `seo.${name}.description`,
        source: 'src/areas/learn/pages/language-page.tsx',
      };
    case 'offer':
      return OFFERS[name] ?? unknown(key);
    default:
      return unknown(key);
  }
}

const OFFERS: Record<string, PublicPageMeta> = {
  pricing: {
    namespace: 'pricing',
    titleKey: 'seo.pricing.title',
    descriptionKey: 'seo.pricing.description',
    source: 'src/features/store/pricing-screen.tsx',
  },
  'teams/prices': {
    namespace: 'pricing',
    titleKey: 'seo.teamsPrices.title',
    descriptionKey: 'seo.teamsPrices.description',
    source: 'src/features/store/teams-prices-screen.tsx',
  },
  'language-test': {
    namespace: 'placement',
    titleKey: 'seo.languageTest.title',
    descriptionKey: 'seo.languageTest.description',
    source: 'src/features/placement/language-test-screen.tsx',
  },
};

function unknown(key: string): never {
  throw new Error(`No prerender metadata for the public page "${key}": add it to scripts/public-page-meta.ts`);
}

/** `/de/` for a locale's home page, `/de/faq` otherwise. */
export function publicPath(locale: Locale, path: string): string {
  return path === '' ? `/${locale}/` : `/${locale}/${path}`;
}

const OPEN_GRAPH_LOCALES: Record<Locale, string> = {
  en: 'en_GB',
  de: 'de_DE',
  ru: 'ru_RU',
  fr: 'fr_FR',
  es: 'es_ES',
  it: 'it_IT',
  pl: 'pl_PL',
  tr: 'tr_TR',
  br: 'pt_BR',
};

export function openGraphLocale(locale: Locale): string {
  return OPEN_GRAPH_LOCALES[locale];
}
