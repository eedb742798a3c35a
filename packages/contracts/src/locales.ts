/** Locale is the first path segment (000 §2). `br` means pt_BR. */
export const LOCALES = ['en', 'de', 'ru', 'fr', 'es', 'it', 'pl', 'tr', 'br'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const DEFAULT_TIMEZONE = 'Europe/Berlin';

export function toLocale(value: string | null | undefined): Locale {
  return (LOCALES as readonly string[]).includes(value ?? '') ? (value as Locale) : DEFAULT_LOCALE;
}
