import { DEFAULT_LOCALE, DISPLAY_LOCALES, LOCALES, type Locale, negotiateLocale, toLocale } from '@parla/contracts';

export { toLocale };

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/** A first segment that looks like a language code (xx, xx-YY, xx_YY) but is not one we serve. */
const LOCALE_LIKE = /^[a-z]{2}([-_][a-z]{2,4})?$/i;

/**
 * Where a path without a valid locale goes (000 §2: anything else falls back to en, or to `fallback`):
 * `/xx/login` -> `/en/login`, `/account/home` -> `/en/account/home`. Null when the path is fine.
 * Online the server has redirected such a path already (issue 21); this is the offline shell's answer.
 */
export function localeRedirect(pathname: string, fallback: Locale = DEFAULT_LOCALE): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const [first, ...rest] = segments;
  if (isLocale(first)) return null;
  if (first !== undefined && LOCALE_LIKE.test(first)) return `/${[fallback, ...rest].join('/')}`;
  return `/${[fallback, ...segments].join('/')}`;
}

/**
 * The display language the browser asks for (navigator.languages), for the installed app's offline
 * shell, where the server cannot choose (issue 21): the same negotiation as the server's.
 */
export function browserLocale(languages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): Locale {
  return negotiateLocale(languages, DISPLAY_LOCALES);
}

/** The locale of a router-relative path; en when the first segment is not a locale. */
export function localeOfPath(pathname: string): Locale {
  return toLocale(pathname.split('/').filter(Boolean)[0]);
}

/** BCP 47 tag for <html lang> and Intl: `br` is Brazilian Portuguese. */
export function languageTag(locale: Locale): string {
  return locale === 'br' ? 'pt-BR' : locale;
}
