import type { Locale } from './locales.ts';
import { ownTranslation, type Translations } from './translations.ts';

// A lesson's description and learning outcomes in the display languages (issue 21). English stays in
// the lesson's own columns; the title is not translated (it names the lesson, mostly in the language
// being learned). Landing-only locales (it, pl, tr, br) read English, as everywhere signed in.

export interface LessonTextsTranslation {
  description: string;
  learningOutcomes: string[];
}

/** The `translations` of a lesson: `{ de?: { description, learningOutcomes }, fr?: ..., es?: ..., ru?: ... }`. */
export type LessonTranslations = Translations<LessonTextsTranslation>;

/** A lesson's description in the reader's language, else English. */
export function localizedLessonDescription(
  english: string,
  translations: LessonTranslations | null | undefined,
  locale: Locale | string | null | undefined,
): string {
  return ownTranslation(translations, locale)?.description || english;
}

/** A lesson's outcomes in the reader's language, else English: all of them (a partial list would mix languages). */
export function localizedLessonOutcomes(
  english: string[],
  translations: LessonTranslations | null | undefined,
  locale: Locale | string | null | undefined,
): string[] {
  const own = ownTranslation(translations, locale)?.learningOutcomes;
  return own && own.length > 0 ? own : english;
}
