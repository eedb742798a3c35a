import { readdirSync, readFileSync } from 'node:fs';
import { DEFAULT_LOCALE } from '@parla/contracts';
import i18next, { type Resource, type TFunction } from 'i18next';

/**
 * E-mails are translated from the web's own catalogues (the `emails` namespace of
 * apps/web/src/shared/i18n/locales/<lng>/), so one place holds every user-facing string and
 * a new locale folder is picked up by the server too. Loaded once, synchronously, at start.
 * A locale without an `emails` catalogue falls back to English key by key, like the web.
 */
const LOCALES_DIR = new URL('../../../web/src/shared/i18n/locales/', import.meta.url);
export const EMAIL_NAMESPACE = 'emails';

function loadCatalogues(): Resource {
  const resources: Resource = {};
  for (const entry of readdirSync(LOCALES_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    try {
      const json = readFileSync(new URL(`${entry.name}/${EMAIL_NAMESPACE}.json`, LOCALES_DIR), 'utf8');
      resources[entry.name] = { [EMAIL_NAMESPACE]: JSON.parse(json) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return resources;
}

const emailI18n = i18next.createInstance();
void emailI18n.init({
  resources: loadCatalogues(),
  fallbackLng: DEFAULT_LOCALE,
  ns: [EMAIL_NAMESPACE],
  defaultNS: EMAIL_NAMESPACE,
  initAsync: false, // resources are in memory: t() works as soon as this module is loaded
  // The text part is plain text; the HTML layout escapes every string itself.
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false, // no console banner in server logs
});

/** The catalogue languages on disk (en, de, ...), for tests that render every e-mail in each. */
export const emailLanguages = (): string[] => Object.keys(emailI18n.options.resources ?? {});

/** `t` bound to the recipient's locale and the `emails` namespace. */
export const emailT = (locale: string): TFunction => emailI18n.getFixedT(locale, EMAIL_NAMESPACE);
