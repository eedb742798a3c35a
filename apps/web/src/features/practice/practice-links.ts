import type { Locale } from '@parla/contracts';
import { buildPath } from '../../shared/routing/build-path.ts';
import { studentPaths } from '../../shared/routing/student-paths.ts';

type ItemType = 'vocabulary' | 'grammar' | 'homework' | 'quiz' | 'lingobite';

const PATH_OF: Record<ItemType, string> = {
  vocabulary: studentPaths.vocabularyLesson,
  grammar: studentPaths.grammar,
  homework: studentPaths.homework,
  quiz: studentPaths.quiz,
  lingobite: studentPaths.lingobites,
};

/** The page that practises one item of the practice list. */
export function practiceItemPath(type: ItemType, lessonId: string, locale: Locale): string {
  return buildPath(PATH_OF[type], { locale, lessonId });
}

export const practicePath = (locale: Locale) => buildPath(studentPaths.practice, { locale });

export const flashcardsPath = (learningUnitId: string, locale: Locale) => buildPath(studentPaths.flashcards, { locale, learningUnitId });
export const grammarItemPath = (grammarId: string, locale: Locale) => buildPath(studentPaths.grammarItem, { locale, grammarId });
