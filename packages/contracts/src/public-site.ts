import { SECTION_SLUGS } from './enums.ts';
import { landingPaths } from './landing-pages.ts';
import { DISPLAY_LOCALES, type Locale } from './locales.ts';

/**
 * The public site's pages (001 §2 "Public and registration"), under `/{locale}/`. One list feeds
 * the routes, the prerender step, the sitemap and the footer (issue 15).
 */
export const PUBLIC_INFO_SLUGS = [
  'about-us',
  'how-it-works',
  'cefr',
  'press',
  'careers',
  'corporate',
  'affiliate',
  'research',
  'resources',
] as const;
export type PublicInfoSlug = (typeof PUBLIC_INFO_SLUGS)[number];

export const LEGAL_SLUGS = ['privacy', 'terms', 'imprint', 'faq'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/** Pricing for visitors, LearningTeams prices, and the public entry to the placement test. */
export const PUBLIC_OFFER_PATHS = ['pricing', 'teams/prices', 'language-test'] as const;

/**
 * What the registration page keeps from its query string (issue 15 funnels): every public entry
 * (language page, pricing, referral landing, placement result) links to `register` with these.
 */
export const REGISTER_QUERY = {
  section: 'section',
  curriculum: 'curriculum',
  package: 'package',
  trial: 'trial',
  referralCode: 'code',
  next: 'next',
  /** The start level picked in get-started (A1-C2); decision 064. */
  level: 'level',
  /** The learning goals picked in get-started, comma-separated. */
  goals: 'goals',
} as const;

/** One public page in every language it exists in: the sitemap's entry and the hreflang group. */
export interface PublicPage {
  /** Stable name: `home`, `login`, `info:about-us`, `legal:faq`, `offer:pricing`, `landing:english`. */
  key: string;
  /** Router path under the locale per locale ('' is the locale's home page). */
  paths: Partial<Record<Locale, string>>;
}

/** The public site is prerendered and listed in the sitemap in every display language; localized landing variants add their own locale. */
function everySiteLocale(path: string): Partial<Record<Locale, string>> {
  return Object.fromEntries(DISPLAY_LOCALES.map((locale) => [locale, path]));
}

/** Every public page (issue 15): what the sitemap lists, the build prerenders and search engines may index. */
export function publicPages(): PublicPage[] {
  return [
    { key: 'home', paths: everySiteLocale('') },
    { key: 'login', paths: everySiteLocale('login') },
    { key: 'register', paths: everySiteLocale('register') },
    ...PUBLIC_INFO_SLUGS.map((slug) => ({ key: `info:${slug}`, paths: everySiteLocale(slug) })),
    ...LEGAL_SLUGS.map((slug) => ({ key: `legal:${slug}`, paths: everySiteLocale(slug) })),
    ...PUBLIC_OFFER_PATHS.map((path) => ({ key: `offer:${path}`, paths: everySiteLocale(path) })),
    ...SECTION_SLUGS.map((section) => ({ key: `landing:${section}`, paths: landingPaths(section) })),
  ];
}
