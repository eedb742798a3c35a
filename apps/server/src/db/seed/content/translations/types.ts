/**
 * A lesson's description and learning outcomes in one display language (issue 21): by section slug,
 * then modules in the order of the English source, then that module's lessons in order (across its
 * chapters), each as [description, outcomes]. Titles are not translated: they name the lesson,
 * mostly in the language being learned.
 */
export type LessonTextsByPosition = [description: string, outcomes: string[]];
export type ContentTranslation = Record<string, LessonTextsByPosition[][]>;
