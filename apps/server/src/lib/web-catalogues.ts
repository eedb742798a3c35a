import { readdirSync, readFileSync } from 'node:fs';
import { DEFAULT_LOCALE } from '@parla/contracts';
import i18next, { type i18n, type Resource } from 'i18next';

/**
 * The server reads its words from the web's own catalogues (apps/web/src/shared/i18n/locales/
 * <lng>/<namespace>.json): e-mails (`emails`, decision 028), the recap image (`recap`, decision
 * 086). One place holds every user-facing string, and a new locale folder is picked up here too.
 *
 * The path is relative to this file, at `src/lib/`: the compiled server sits at the same depth
 * (`dist/server/`, decision 050), so it resolves in both. A module deeper in the tree must not
 * compute its own path (it broke the compiled server once).
 */
const LOCALES_DIR = new URL('../../../web/src/shared/i18n/locales/', import.meta.url);

function loadCatalogues(namespace: string): Resource {
  const resources: Resource = {};
  for (const entry of readdirSync(LOCALES_DIR, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    try {
      const json = readFileSync(new URL(`${entry.name}/${namespace}.json`, LOCALES_DIR), 'utf8');
      resources[entry.name] = { [namespace]: JSON.parse(json) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return resources;
}

/**
 * An i18next instance with one namespace of the web's catalogues, loaded once and synchronously
 * (t() works as soon as the caller's module is loaded). A locale without that catalogue falls
 * back to English key by key, like the web. No escaping: callers escape for their output.
 */
export function webCatalogueI18n(namespace: string): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources: loadCatalogues(namespace),
    fallbackLng: DEFAULT_LOCALE,
    ns: [namespace],
    defaultNS: namespace,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false, // no console banner in server logs
  });
  return instance;
}
