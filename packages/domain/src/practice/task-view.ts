import type { PracticeTask } from './check-answer.ts';

/** A task as the student sees it before answering: no key (issue 17). */
export interface TaskPrompt {
  type: PracticeTask['type'];
  prompt: string;
  options: string[] | null;
  hint: string | null;
  /** order_words: the words shuffled; match_pairs: the right-hand sides shuffled. */
  words: string[] | null;
  left: string[] | null;
  right: string[] | null;
}

/** A deterministic shuffle seeded by `seed` (the same task shows the same order on every load). */
function shuffled<T>(items: readonly T[], seed: string): T[] {
  let h = 2166136261;
  for (const c of seed) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    const j = h % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  // Never show the answer itself as the "shuffled" order.
  if (out.length > 1 && out.every((v, i) => v === items[i])) out.push(out.shift() as T);
  return out;
}

/** The key-free view of a task; `seed` fixes the shuffle (e.g. the exercise id). */
export function taskPrompt(task: PracticeTask, seed: string): TaskPrompt {
  const base = { type: task.type, prompt: task.prompt, options: null, hint: null, words: null, left: null, right: null };
  switch (task.type) {
    case 'multiple_choice':
      return { ...base, options: task.options };
    case 'fill_gap':
      return { ...base, hint: task.hint ?? null };
    case 'order_words':
      return { ...base, words: shuffled(task.words, seed) };
    case 'match_pairs':
      return {
        ...base,
        left: task.pairs.map((p) => p[0]),
        right: shuffled(
          task.pairs.map((p) => p[1]),
          seed,
        ),
      };
  }
}
