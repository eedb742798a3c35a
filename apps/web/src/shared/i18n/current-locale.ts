import { DEFAULT_LOCALE, type Locale } from '@parla/contracts';

let locale: Locale = DEFAULT_LOCALE;

/** The locale of the current URL, read by request headers outside React (X-Locale). */
export function currentLocale(): Locale {
  return locale;
}

export function setCurrentLocale(next: Locale): void {
  locale = next;
}
