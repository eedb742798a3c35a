import { DEFAULT_LOCALE, LOCALES, type Locale } from '@parla/contracts';
import i18next, { type BackendModule, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setCurrentLocale } from './current-locale.ts';
import { languageTag } from './locale.ts';

/**
 * An area's own English namespaces ship inside its bundle (they are the fallback for every
 * string); other catalogues load on demand, one chunk per locale and namespace. A locale
 * without a catalogue (ru, fr, ... for now) simply falls back to English string by string.
 * Namespaces used only behind lazy pages (student: the signed-in student area) load on
 * demand in English too, so they stay out of the area's first load.
 */
const lazyCatalogues = import.meta.glob<ResourceLanguage>(
  // Vite needs literal patterns here: the bundled English namespaces are listed by hand.
  [
    './locales/*/*.json',
    '!./locales/en/common.json',
    '!./locales/en/learn.json',
    '!./locales/en/site.json',
    '!./locales/en/teacher.json',
    '!./locales/en/classroom.json',
    '!./locales/en/admin.json',
    // The `emails` and `documents` namespaces are read by the server's e-mail and PDF renderers only.
    '!./locales/*/emails.json',
    '!./locales/*/documents.json',
  ],
  { import: 'default' },
);

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazyCatalogues[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (resources) => callback(null, resources),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), null),
    );
  },
};

export function initI18n(options: { locale: Locale; namespace: string; english: Record<string, ResourceLanguage> }): I18n {
  applyLocale(options.locale);
  void i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: options.locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      resources: { en: options.english },
      partialBundledLanguages: true,
      ns: Object.keys(options.english),
      defaultNS: options.namespace,
      fallbackNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      react: { useSuspense: true },
    });
  return i18next;
}

/** Keeps request headers and <html lang> in step with the URL's locale. */
export function applyLocale(locale: Locale): void {
  setCurrentLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(locale);
  if (i18next.isInitialized && i18next.language !== locale) void i18next.changeLanguage(locale);
}
