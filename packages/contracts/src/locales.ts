/** Locale is the first path segment (000 §2). `br` means pt_BR. */
export const LOCALES = ['en', 'de', 'ru', 'fr', 'es', 'it', 'pl', 'tr', 'br'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Display languages with a full translation (issue 21): every page, e-mail and message. The public
 * site is prerendered and listed in the sitemap in each; the other LOCALES are landing-only (001 §2)
 * and read English elsewhere.
 */
export const DISPLAY_LOCALES = ['en', 'de', 'fr', 'es', 'ru'] as const satisfies readonly Locale[];
export type DisplayLocale = (typeof DISPLAY_LOCALES)[number];

/** The LOCALES with landing pages only: signed-in areas open in English there and say so once (issue 21). */
export const LANDING_ONLY_LOCALES = ['it', 'pl', 'tr', 'br'] as const satisfies readonly Locale[];
export type LandingOnlyLocale = (typeof LANDING_ONLY_LOCALES)[number];

export function isLandingOnlyLocale(locale: string): locale is LandingOnlyLocale {
  return (LANDING_ONLY_LOCALES as readonly string[]).includes(locale);
}

/** Each language named in itself, so people find theirs whatever the page's language. */
export const NATIVE_LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  ru: 'Русский',
  it: 'Italiano',
  pl: 'Polski',
  tr: 'Türkçe',
  br: 'Português (Brasil)',
};
export const DEFAULT_TIMEZONE = 'Europe/Berlin';

export function toLocale(value: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}

/** A saved locale as a display language: the landing-only locales (it, pl, tr, br) and anything unknown read English. */
export function toDisplayLocale(value: string | null | undefined): DisplayLocale {
  return (DISPLAY_LOCALES as readonly string[]).includes(value ?? '') ? (value as DisplayLocale) : 'en';
}

/** The BCP 47 tag Intl formats a display language's dates, numbers and money with on the server (e-mails, PDFs). */
export const DISPLAY_LOCALE_TAGS: Record<DisplayLocale, string> = {
  en: 'en-GB',
  de: 'de-DE',
  fr: 'fr-FR',
  es: 'es-ES',
  ru: 'ru-RU',
};
