import { DEFAULT_LOCALE, LOCALES, type Locale, localeLanguageTag, toLocale } from '@parla/contracts';

export { toLocale };

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/** A first segment that looks like a language code (xx, xx-YY, xx_YY) but is not one we serve. */
const LOCALE_LIKE = /^[a-z]{2}([-_][a-z]{2,4})?$/i;

/**
 * Where a path without a valid locale goes (000 §2: anything else falls back to en):
 * `/xx/login` -> `/en/login`, `/account/home` -> `/en/account/home`. Null when the path is fine.
 * Online the server has sent a path without a locale to the visitor's language already (issue 21).
 */
export function localeRedirect(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  const [first, ...rest] = segments;
  if (isLocale(first)) return null;
  if (first !== undefined && LOCALE_LIKE.test(first)) return `/${[DEFAULT_LOCALE, ...rest].join('/')}`;
  return `/${[DEFAULT_LOCALE, ...segments].join('/')}`;
}

/** The locale of a router-relative path; en when the first segment is not a locale. */
export function localeOfPath(pathname: string): Locale {
  return toLocale(pathname.split('/').filter(Boolean)[0]);
}

/** BCP 47 tag for <html lang> and Intl: `br` is Brazilian Portuguese (the server formats with the same). */
export function languageTag(locale: Locale): string {
  return localeLanguageTag(locale);
}
