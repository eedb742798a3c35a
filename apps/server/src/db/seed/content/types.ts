import type { LessonType } from '@parla/contracts';

export type ModuleLevel = 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2';

export interface LessonContent {
  type: LessonType;
  title: string;
  description: string;
  outcomes: string[];
}

export interface ChapterContent {
  title: string;
  lessons: LessonContent[];
}

export interface ModuleContent {
  level: ModuleLevel;
  chapters: ChapterContent[];
}

/** One section (language) of the demo catalogue with its default curriculum. */
export interface SectionContent {
  slug: string;
  name: string;
  /** Prefix of module codes: 'DE' gives 'DE-A1'. */
  codePrefix: string;
  curriculumName: string;
  modules: ModuleContent[];
}

/** Shorthand that keeps the content files readable as data. */
export function lesson(type: LessonType, title: string, description: string, outcomes: string[]): LessonContent {
  return { type, title, description, outcomes };
}
