import { type DisplayLocale, type Locale, toDisplayLocale } from './locales.ts';

// A lesson's description and learning outcomes in the display languages (issue 21). English stays in
// the lesson's own columns; the title is not translated (it names the lesson, mostly in the language
// being learned). Landing-only locales (it, pl, tr, br) read English, as everywhere signed in.

export interface LessonTextsTranslation {
  description: string;
  learningOutcomes: string[];
}

/** The `translations` of a lesson: `{ de?: { description, learningOutcomes }, fr?: ..., es?: ..., ru?: ... }`. */
export type LessonTranslations = Partial<Record<Exclude<DisplayLocale, 'en'>, LessonTextsTranslation>>;

/** A lesson's description and outcomes in the reader's language, else English. */
export function localizedLessonTexts(
  english: LessonTextsTranslation,
  translations: LessonTranslations | null | undefined,
  locale: Locale | string | null | undefined,
): LessonTextsTranslation {
  const lng = toDisplayLocale(locale);
  const own = lng === 'en' ? undefined : translations?.[lng];
  return {
    description: own?.description || english.description,
    // Outcomes go together: a partial list would mix languages in one bullet list.
    learningOutcomes: own && own.learningOutcomes.length > 0 ? own.learningOutcomes : english.learningOutcomes,
  };
}
