import type { DisplayLocale } from '@parla/contracts';
import { de } from './de.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ru } from './ru.ts';
import type { ContentTranslation } from './types.ts';

/**
 * The demo catalogue's lesson descriptions and outcomes in the display languages other than English
 * (issue 21). A language without a file reads English.
 */
export const CONTENT_TRANSLATIONS: Partial<Record<Exclude<DisplayLocale, 'en'>, ContentTranslation>> = { de, fr, es, ru };

export type { ContentTranslation, LessonTextsByPosition } from './types.ts';
