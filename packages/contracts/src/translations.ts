import { DISPLAY_LOCALES, type DisplayLocale, type Locale, toDisplayLocale } from './locales.ts';
import { z } from './zod.ts';

// One shape for every text written in English and translated into the other display languages
// (store packages, lessons, practice content; decisions 115-117): English stays in the record's own
// columns, `translations` holds `{ de?, fr?, es?, ru? }`. Landing-only locales (it, pl, tr, br) read English.

/** The display languages a text can be translated into: every one but English. */
export const TRANSLATION_LOCALES = DISPLAY_LOCALES.filter((l): l is Exclude<DisplayLocale, 'en'> => l !== 'en');
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** A record's texts in the other display languages. */
export type Translations<T> = Partial<Record<TranslationLocale, T>>;

/** The reader's translation, if any (English and landing-only locales: none). */
export function ownTranslation<T>(
  translations: Translations<T> | null | undefined,
  locale: Locale | string | null | undefined,
): T | undefined {
  const lng = toDisplayLocale(locale);
  return lng === 'en' ? undefined : translations?.[lng];
}

/** The zod schema of a `translations` column whose entries have the given shape. */
export const translationsSchema = <T extends z.ZodType>(shape: T) =>
  z.object({ de: shape.optional(), fr: shape.optional(), es: shape.optional(), ru: shape.optional() }).strict();
