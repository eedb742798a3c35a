import { DISPLAY_LOCALE_TAGS, toDisplayLocale } from '@parla/contracts';
import type { TFunction } from 'i18next';
import { webCatalogueI18n } from '../lib/web-catalogues.ts';

/**
 * E-mails are translated from the web's own catalogues (the `emails` namespace of
 * apps/web/src/shared/i18n/locales/<lng>/), so one place holds every user-facing string and
 * a new locale folder is picked up by the server too. Loaded once, synchronously, at start.
 * A locale without an `emails` catalogue falls back to English key by key, like the web.
 */
export const EMAIL_NAMESPACE = 'emails';
const emailI18n = webCatalogueI18n(EMAIL_NAMESPACE);

/** The catalogue languages on disk (en, de, ...), for tests that render every e-mail in each. */
export const emailLanguages = (): string[] => Object.keys(emailI18n.options.resources ?? {});

/** `t` bound to the recipient's locale and the `emails` namespace. */
export const emailT = (locale: string): TFunction => emailI18n.getFixedT(locale, EMAIL_NAMESPACE);

/** The BCP 47 tag dates and money are written with in an e-mail (landing-only locales read English). */
export const emailFormatLocale = (locale: string): string => DISPLAY_LOCALE_TAGS[toDisplayLocale(locale)];
