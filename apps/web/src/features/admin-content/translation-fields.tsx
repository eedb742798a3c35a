import { DISPLAY_LOCALES, type TranslationLocale } from '@parla/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** contracts' TRANSLATION_LOCALES, written here: its module carries zod, which stays out of the back office's first load. */
const TRANSLATION_LOCALES = DISPLAY_LOCALES.filter((lng): lng is TranslationLocale => lng !== 'en');

/** A record's texts in one other display language as form values: every field a string or list of strings, empty for none. */
export type TranslationValues<T> = Record<TranslationLocale, T>;

/**
 * The form values of a record's saved `translations` (decisions 116, 117, 123): each language's
 * fields copied by name from `empty` (so urql's __typename never travels back in an input), a
 * language not translated yet as `empty` (its readers get the English).
 */
export function translationValues<T extends Record<string, string | string[]>>(
  saved: Partial<Record<TranslationLocale, Partial<Record<keyof T, string | string[] | null>> | null>> | null | undefined,
  empty: T,
): TranslationValues<T> {
  return Object.fromEntries(
    TRANSLATION_LOCALES.map((lng) => {
      const texts = saved?.[lng];
      const values = Object.fromEntries(
        Object.entries(empty).map(([field, blank]) => {
          const value = texts?.[field as keyof T];
          return [field, Array.isArray(blank) ? (Array.isArray(value) ? [...value] : [...blank]) : typeof value === 'string' ? value : ''];
        }),
      );
      return [lng, values];
    }),
  ) as TranslationValues<T>;
}

/**
 * The other display languages' fields of a record, one group per language beside the English
 * above it, with the editor's one rule: English is required, a language left empty reads English.
 */
export function OtherLanguages({ children }: { children: (lang: TranslationLocale, languageName: string) => ReactNode }) {
  const { t } = useTranslation('adminContent');
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{t('otherLanguages')}</h3>
      <p className="text-sm text-slate-700">{t('translationsNote')}</p>
      {TRANSLATION_LOCALES.map((lang) => (
        <fieldset key={lang} className="flex flex-col gap-3">
          <legend className="mb-1 text-sm font-medium text-slate-800">{t(`words.lang.${lang}`)}</legend>
          {children(lang, t(`words.lang.${lang}`))}
        </fieldset>
      ))}
    </div>
  );
}
