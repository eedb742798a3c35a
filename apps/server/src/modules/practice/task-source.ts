import { type LingobiteTextsTranslation, type TaskTexts, type Translations, ownTranslation } from '@parla/contracts';
import { type PracticeTask, localizedTask } from '@parla/domain';

/**
 * A task as stored, with its key and its words in the other display languages (decision 124).
 * Services hand it to GraphQL, which shows it in the reader's language (X-Locale); it never leaves
 * the server as it is.
 */
export interface TaskSource {
  task: PracticeTask;
  /** Fixes the shuffle of words and pair sides (the same task shows the same order on every load). */
  seed: string;
  texts: Translations<TaskTexts>;
}

/** The task in the reader's words, English and the written words where there are none. */
export function taskInReaderWords(source: TaskSource, locale: string): PracticeTask {
  return localizedTask(source.task, ownTranslation(source.texts, locale));
}

/** One Lingobite task's words per display language, from the Lingobite's translations. */
export function lingobiteTaskTexts(
  translations: Translations<LingobiteTextsTranslation>,
  stage: number,
  task: number,
): Translations<TaskTexts> {
  const texts: Translations<TaskTexts> = {};
  for (const [lng, translation] of Object.entries(translations) as [keyof Translations<TaskTexts>, LingobiteTextsTranslation][]) {
    const own = translation.tasks?.[stage]?.[task];
    if (own && Object.keys(own).length > 0) texts[lng] = own;
  }
  return texts;
}
