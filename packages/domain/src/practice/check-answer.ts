import type { TaskType } from '@parla/contracts';

/** A practice task with its key, as stored (the same shapes as the seed's content format). */
export type PracticeTask =
  | { type: 'multiple_choice'; prompt: string; options: string[]; answer: number }
  | { type: 'fill_gap'; prompt: string; answers: string[]; hint?: string }
  | { type: 'order_words'; prompt: string; words: string[] }
  | { type: 'match_pairs'; prompt: string; pairs: [string, string][] };

/** What a student sends: the field of the task's type. */
export interface TaskAnswer {
  choice?: number | null;
  text?: string | null;
  words?: string[] | null;
  pairs?: [string, string][] | null;
}

/** Spaces collapsed and trimmed; case and accents count (the content format's rule). */
const tidy = (s: string) => s.trim().replace(/\s+/g, ' ');
/** A typed gap also accepts a curly apostrophe for a straight one (phone keyboards). */
const typed = (s: string) => tidy(s).replace(/[\u2019\u2018]/g, "'");

/**
 * Whether an answer is right (issue 17): multiple choice by index; a gap by any accepted answer
 * (trimmed, case- and accent-sensitive, as the content format says); words in the key's order
 * (words that repeat are interchangeable); pairs as the same set of [left, right] pairs.
 */
export function isAnswerCorrect(task: PracticeTask, answer: TaskAnswer): boolean {
  switch (task.type) {
    case 'multiple_choice':
      return answer.choice === task.answer;
    case 'fill_gap':
      return typeof answer.text === 'string' && task.answers.some((a) => typed(a) === typed(answer.text as string));
    case 'order_words':
      return (
        Array.isArray(answer.words) &&
        answer.words.length === task.words.length &&
        answer.words.every((w, i) => tidy(w) === tidy(task.words[i]))
      );
    case 'match_pairs': {
      if (!Array.isArray(answer.pairs) || answer.pairs.length !== task.pairs.length) return false;
      const key = new Set(task.pairs.map(([l, r]) => `${tidy(l)}\u0000${tidy(r)}`));
      const given = new Set(answer.pairs.map(([l, r]) => `${tidy(l)}\u0000${tidy(r)}`));
      return given.size === key.size && [...given].every((p) => key.has(p));
    }
  }
}

/** The right answer, shown after answering (never before): the canonical form per type. */
export function correctAnswerOf(task: PracticeTask): TaskAnswer {
  switch (task.type) {
    case 'multiple_choice':
      return { choice: task.answer };
    case 'fill_gap':
      return { text: task.answers[0] };
    case 'order_words':
      return { words: task.words };
    case 'match_pairs':
      return { pairs: task.pairs };
  }
}

/** Whether the answer has the field its task type reads (else it is a malformed request). */
export function answerFitsTask(type: TaskType, answer: TaskAnswer): boolean {
  if (type === 'multiple_choice') return typeof answer.choice === 'number';
  if (type === 'fill_gap') return typeof answer.text === 'string';
  if (type === 'order_words') return Array.isArray(answer.words);
  return Array.isArray(answer.pairs);
}
