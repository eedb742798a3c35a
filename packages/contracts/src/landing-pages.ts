import { SECTION_SLUGS, type SectionSlug } from './enums.ts';
import { LOCALES, type Locale } from './locales.ts';

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
 * Where a language page lives and what a path under `/{locale}/` means (issue 15, decision 062).
 * One mapping for the routes, the home page's course cards, the prerender step and the sitemap.
 */

export function isLandingLocale(locale: string): locale is LandingLocale {
  return (LANDING_LOCALES as readonly string[]).includes(locale);
}

export function isSectionSlug(value: string): value is SectionSlug {
  return (SECTION_SLUGS as readonly string[]).includes(value);
}

/** The page slug of a language in a locale: localized for de, es, fr, it, pl, br, tr; the English slug elsewhere. */
export function landingSlugOf(locale: Locale, section: SectionSlug): string {
  return isLandingLocale(locale) ? LOCALIZED_LANDING_SLUGS[locale][section] : section;
}

/** `/{locale}/{slug}` of a language page. */
export function landingPathOf(locale: Locale, section: SectionSlug): string {
  return `/${locale}/${landingSlugOf(locale, section)}`;
}

/** Every slug a language page may be asked for: the English slugs and every localized one (no duplicates). */
export const ALL_LANDING_SLUGS: readonly string[] = [
  ...new Set<string>([...SECTION_SLUGS, ...LANDING_LOCALES.flatMap((l) => Object.values(LOCALIZED_LANDING_SLUGS[l]))]),
];

/** The language a slug names, in any locale (a localized slug names the same language everywhere). */
export function sectionOfLandingSlug(slug: string): SectionSlug | null {
  if (isSectionSlug(slug)) return slug;
  for (const locale of LANDING_LOCALES) {
    for (const section of SECTION_SLUGS) if (LOCALIZED_LANDING_SLUGS[locale][section] === slug) return section;
  }
  return null;
}

export type LandingResolution = { kind: 'page'; section: SectionSlug } | { kind: 'redirect'; slug: string } | { kind: 'notFound' };

/**
 * What `/{locale}/{slug}` shows: the page when the slug is this locale's slug of a language; a
 * redirect to it when the slug names the language another way (`/de/english` -> `/de/englisch`,
 * and `/en/englisch` after the language switcher kept the German slug); nothing otherwise.
 */
export function resolveLandingSlug(locale: Locale, slug: string): LandingResolution {
  const section = sectionOfLandingSlug(slug);
  if (!section) return { kind: 'notFound' };
  const canonical = landingSlugOf(locale, section);
  return canonical === slug ? { kind: 'page', section } : { kind: 'redirect', slug: canonical };
}

/** A language page's slug in English and in each localized variant: one hreflang group. */
export function landingPaths(section: SectionSlug): Partial<Record<Locale, string>> {
  return Object.fromEntries((['en', ...LANDING_LOCALES] as const).map((locale) => [locale, landingSlugOf(locale, section)]));
}

/** Every language page path (canonical ones only), for the prerender step and the sitemap. */
export function allLandingPaths(locales: readonly Locale[] = LOCALES): { locale: Locale; section: SectionSlug; path: string }[] {
  return locales.flatMap((locale) => SECTION_SLUGS.map((section) => ({ locale, section, path: landingPathOf(locale, section) })));
}
