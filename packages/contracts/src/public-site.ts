import type { Locale } from './locales.ts';
import type { SectionSlug } from './enums.ts';

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
 * Language landing pages: `/{locale}/{slug}`. English slugs are the base pages (every display
 * locale); the localized variants (001 §2: de, es, fr, it, pl, pt_BR, tr) have a slug and content
 * in their own language, and `/{locale}/{english-slug}` sends there.
 */
export const LANDING_LOCALES = ['de', 'es', 'fr', 'it', 'pl', 'br', 'tr'] as const satisfies readonly Locale[];
export type LandingLocale = (typeof LANDING_LOCALES)[number];

export const LOCALIZED_LANDING_SLUGS: Record<LandingLocale, Record<SectionSlug, string>> = {
  de: {
    english: 'englisch',
    'business-english': 'business-englisch',
    german: 'deutsch',
    spanish: 'spanisch',
    french: 'franzoesisch',
    italian: 'italienisch',
  },
  es: {
    english: 'ingles',
    'business-english': 'ingles-de-negocios',
    german: 'aleman',
    spanish: 'espanol',
    french: 'frances',
    italian: 'italiano',
  },
  fr: {
    english: 'anglais',
    'business-english': 'anglais-des-affaires',
    german: 'allemand',
    spanish: 'espagnol',
    french: 'francais',
    italian: 'italien',
  },
  it: {
    english: 'inglese',
    'business-english': 'inglese-commerciale',
    german: 'tedesco',
    spanish: 'spagnolo',
    french: 'francese',
    italian: 'italiano',
  },
  pl: {
    english: 'angielski',
    'business-english': 'angielski-biznesowy',
    german: 'niemiecki',
    spanish: 'hiszpanski',
    french: 'francuski',
    italian: 'wloski',
  },
  br: {
    english: 'ingles',
    'business-english': 'ingles-para-negocios',
    german: 'alemao',
    spanish: 'espanhol',
    french: 'frances',
    italian: 'italiano',
  },
  tr: {
    english: 'ingilizce',
    'business-english': 'is-ingilizcesi',
    german: 'almanca',
    spanish: 'ispanyolca',
    french: 'fransizca',
    italian: 'italyanca',
  },
};

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
  placement: 'placement',
  next: 'next',
  /** The start level picked in get-started (A1-C2); decision 064. */
  level: 'level',
  /** The learning goals picked in get-started, comma-separated. */
  goals: 'goals',
} as const;
