import { DISPLAY_LOCALE_TAGS, type DisplayLocale, toDisplayLocale } from '@parla/contracts';
import type { TFunction } from 'i18next';
import { webCatalogueI18n } from './web-catalogues.ts';
import { dateTimeFormat, numberFormat } from './intl-formats.ts';

/**
 * PDFs are translated from the web's own catalogues (the `documents` namespace of
 * apps/web/src/shared/i18n/locales/<lng>/), like e-mails (architecture rule 15): every fixed word
 * of every document the school sends, in the recipient's saved locale. The landing-only locales
 * (it, pl, tr, br) read English, as everywhere outside the public site.
 */
export const DOCUMENTS_NAMESPACE = 'documents';
const documentsI18n = webCatalogueI18n(DOCUMENTS_NAMESPACE);

export interface DocumentLanguage {
  locale: DisplayLocale;
  /** The BCP 47 tag for Intl (en-GB, de-DE, ...). */
  tag: string;
  t: TFunction;
  /** A calendar day, e.g. "5 May 2026" / "5. Mai 2026", in `timeZone` (UTC unless given). */
  date: (instant: Date, timeZone?: string) => string;
  /** A day and a 24-hour time, numeric, in `timeZone`. */
  dateTime: (instant: Date, timeZone: string) => string;
  /** Money from minor units with the ISO code (EUR, USD: an invoice names its currency). */
  money: (cents: number, currency: string) => string;
  /** A whole or decimal number, grouped the language's way. */
  number: (value: number) => string;
  /** A percentage from basis points (1900 -> "19%", "19 %"). */
  percent: (basisPoints: number) => string;
}

/** The language, words and formats of a document for a user's saved locale. */
export function documentLanguage(savedLocale: string | null | undefined): DocumentLanguage {
  const locale = toDisplayLocale(savedLocale);
  const tag = DISPLAY_LOCALE_TAGS[locale];
  return {
    locale,
    tag,
    t: documentsI18n.getFixedT(locale, DOCUMENTS_NAMESPACE),
    date: (instant, timeZone = 'UTC') => dateTimeFormat(tag, { timeZone, dateStyle: 'long' }).format(instant),
    dateTime: (instant, timeZone) =>
      dateTimeFormat(tag, {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(instant)
        .replace(',', ''),
    money: (cents, currency) => numberFormat(tag, { style: 'currency', currency, currencyDisplay: 'code' }).format(cents / 100),
    number: (value) => numberFormat(tag).format(value),
    percent: (basisPoints) => numberFormat(tag, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000),
  };
}
