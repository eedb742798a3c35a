import { DEFAULT_LOCALE, LOCALES, type Locale } from '@parla/contracts';
import i18next, { type BackendModule, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setCurrentLocale } from './current-locale.ts';
import { languageTag } from './locale.ts';

/**
 * An area's own English namespaces ship inside its bundle (they are the fallback for every
 * string); other catalogues load on demand, one chunk per locale and namespace. Namespaces used
 * only behind lazy pages (student: the signed-in student area) load on demand in English too,
 * so they stay out of the area's first load.
 */
const lazyEnglish = import.meta.glob<ResourceLanguage>(
  // Vite needs literal patterns here: the bundled English namespaces are listed by hand.
  [
    './locales/en/*.json',
    '!./locales/en/common.json',
    '!./locales/en/learn.json',
    '!./locales/en/site.json',
    '!./locales/en/teacher.json',
    '!./locales/en/classroom.json',
    '!./locales/en/admin.json',
    // Read by the server only (e-mails, PDFs).
    '!./locales/en/emails.json',
    '!./locales/en/documents.json',
  ],
  { import: 'default' },
);

/**
 * The loaders of the other languages' catalogues (some 200 dynamic imports, ~2.5 KB gzip) are a
 * chunk of their own, so an English page does not carry them (decision 111). A page in another
 * language starts loading it at init, beside the area's own chunks, so its catalogues wait on no
 * extra round trip.
 */
let foreignLoaders: Promise<Record<string, () => Promise<ResourceLanguage>>> | undefined;
const loadForeignLoaders = () => {
  foreignLoaders ??= import('./foreign-catalogues.ts').then((module) => module.foreignCatalogues);
  return foreignLoaders;
};

async function loadCatalogue(language: string, namespace: string): Promise<ResourceLanguage> {
  const path = `./locales/${language}/${namespace}.json`;
  const load = language === DEFAULT_LOCALE ? lazyEnglish[path] : (await loadForeignLoaders())[path];
  return load ? load() : {};
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadCatalogue(language, namespace).then(
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
  if (locale !== DEFAULT_LOCALE) void loadForeignLoaders();
  setCurrentLocale(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(locale);
  if (i18next.isInitialized && i18next.language !== locale) void i18next.changeLanguage(locale);
}
