import { DISPLAY_LOCALES, LOCALES, type Locale, negotiateLocale, publicPages } from '@parla/contracts';
import type { AreaName } from '../../config.ts';
import { publicPath } from './site-index.ts';

/** A first segment that looks like a language code but is not ours (`xx`, `pt-BR`): the web's LocaleGate sends it to en. */
const LOCALE_LIKE = /^[a-z]{2}([-_][a-z]{2,4})?$/i;

/** Where a page without a locale in its path can go: the locales it exists in, and its path in each. */
export interface UnprefixedPage {
  served: readonly Locale[];
  pathIn(locale: Locale): string;
}

/**
 * The page an area path without a locale names (`/`, `/login`, `/english`, `/account/home`), or null
 * when the path starts with a locale (or something like one). In the learn area a public page is
 * served in the locales it exists in (the home page and login in the display languages, a language
 * page also under its localized slug: `/english` -> `/de/englisch`); every other page, and every page
 * of the signed-in areas, in the display languages (issue 21).
 */
export function unprefixedPage(area: AreaName, pathInArea: string): UnprefixedPage | null {
  const segments = pathInArea.split('/').filter(Boolean);
  const [first] = segments;
  if (first !== undefined && ((LOCALES as readonly string[]).includes(first) || LOCALE_LIKE.test(first))) return null;
  const rest = segments.join('/');
  if (area === 'learn') {
    const page = publicPages().find((candidate) => Object.values(candidate.paths).includes(rest));
    if (page) {
      return {
        served: Object.keys(page.paths) as Locale[],
        pathIn: (locale) => publicPath(locale, page.paths[locale] ?? rest),
      };
    }
  }
  return { served: DISPLAY_LOCALES, pathIn: (locale) => publicPath(locale, rest) };
}

/**
 * The locale to send a visitor to (issue 21): the signed-in user's saved locale where the page
 * exists in it, else the best of the browser's Accept-Language among the page's locales, else English.
 */
export function chooseLocale(page: UnprefixedPage, savedLocale: string | null | undefined, acceptLanguage: string | undefined): Locale {
  const saved = page.served.find((locale) => locale === savedLocale);
  return saved ?? negotiateLocale(acceptLanguage, page.served);
}
