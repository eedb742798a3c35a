import { businessEnglish } from './business-english.ts';
import { english } from './english.ts';
import { french } from './french.ts';
import { german } from './german.ts';
import { italian } from './italian.ts';
import { spanish } from './spanish.ts';
import type { SectionContent } from './types.ts';

/** The demo catalogue, in display order. */
export const SECTIONS: readonly SectionContent[] = [english, businessEnglish, german, spanish, french, italian];

export type { ChapterContent, LessonContent, ModuleContent, ModuleLevel, SectionContent } from './types.ts';
