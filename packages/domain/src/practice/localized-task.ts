import type { TaskTexts } from '@parla/contracts';
import { type PracticeTask, type TaskAnswer, isAnswerCorrect } from './check-answer.ts';

/**
 * The task in the reader's words (decision 124): the translated instruction, options, pair sides
 * and hint where the content has them, the written ones elsewhere. A part that no longer fits the
 * task (an admin changed the options since) is ignored, so the reader never sees a broken task.
 */
export function localizedTask(task: PracticeTask, texts: TaskTexts | null | undefined): PracticeTask {
  if (!texts) return task;
  const prompt = texts.prompt ?? task.prompt;
  switch (task.type) {
    case 'multiple_choice': {
      const fits = texts.options?.length === task.options.length;
      return { ...task, prompt, options: fits && texts.options ? texts.options : task.options };
    }
    case 'fill_gap':
      // The sentence carries the gap: a translation that lost it reads as written.
      return { ...task, prompt: prompt.includes('___') ? prompt : task.prompt, hint: texts.hint ?? task.hint };
    case 'order_words':
      return { ...task, prompt };
    case 'match_pairs': {
      const side = (words: string[] | undefined, i: number, written: string) => (words?.length === task.pairs.length ? words[i] : written);
      return {
        ...task,
        prompt,
        pairs: task.pairs.map(([l, r], i) => [side(texts.left, i, l), side(texts.right, i, r)] as [string, string]),
      };
    }
  }
}

/**
 * Whether an answer is right in the written words or in any display language's (decision 124):
 * the key is the same task either way (choices by index; pairs whose right sides a reader saw
 * translated), and a student who switched language between seeing and answering is not marked
 * wrong for it. The mutation needs no reader language for it.
 */
export function isAnswerCorrectInAnyWords(task: PracticeTask, texts: readonly (TaskTexts | undefined)[], answer: TaskAnswer): boolean {
  return isAnswerCorrect(task, answer) || texts.some((t) => t !== undefined && isAnswerCorrect(localizedTask(task, t), answer));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A task's words in one language after an admin changed the task (decision 124): the parts whose
 * written words changed are dropped (their readers get the new written words until a translator
 * writes them), so a translated option can never point at another answer than the written one.
 */
export function taskTextsAfterEdit<T extends TaskTexts>(before: PracticeTask, after: PracticeTask, texts: T): T {
  const kept: T = { ...texts };
  const changed = (part: keyof PracticeTask | 'options' | 'pairs' | 'hint') =>
    !same((before as Record<string, unknown>)[part], (after as Record<string, unknown>)[part]);
  if (changed('prompt')) delete kept.prompt;
  if (changed('options')) delete kept.options;
  if (changed('pairs')) {
    delete kept.left;
    delete kept.right;
  }
  if (changed('hint')) delete kept.hint;
  return kept;
}
