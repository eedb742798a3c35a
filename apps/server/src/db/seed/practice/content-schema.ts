import { z } from 'zod';

// The format of the practice content the seed loads (issue 17): one JSON file per lesson at
// `db/seed/practice/<section-slug>/<LEVEL>-<NN>.json`, NN being the lesson's 1-based position in
// its module (counted across chapters, as the curriculum seed lists them). The file names the
// lesson's title so a reordered curriculum cannot pair content with the wrong lesson.

/** Text shown in the student's display language: English and German are required. */
const displayText = z.object({ en: z.string().min(1), de: z.string().min(1) }).strict();

export const WORD_CLASSES = ['adjective', 'adverb', 'noun', 'phrase', 'verb', 'other'] as const;

export const vocabularyItemSchema = z
  .object({
    /** The word or phrase in the course language, as a learner would look it up (nouns with article where the language has them: "der Bahnhof", "la maison"). */
    term: z.string().min(1),
    /** Plural form (nouns), null when none or not applicable. */
    plural: z.string().min(1).nullable(),
    /** Grammatical gender where the language has it (nouns): m, f, n; null otherwise. */
    gender: z.enum(['m', 'f', 'n']).nullable(),
    wordClass: z.enum(WORD_CLASSES),
    /** A natural sample sentence in the course language using the term. */
    sentence: z.string().min(1),
    /** The term's translation (for English courses: a short plain-English gloss in `en`). */
    translation: displayText,
    /** The sample sentence's translation. */
    sentenceTranslation: displayText,
  })
  .strict();

const choice = z.object({
  type: z.literal('multiple_choice'),
  /** The question; may quote course-language text. */
  prompt: z.string().min(1),
  options: z.array(z.string().min(1)).min(2).max(5),
  /** Index into options. */
  answer: z.number().int().min(0),
});
const gap = z.object({
  type: z.literal('fill_gap'),
  /** Sentence with exactly one gap written as ___ (three underscores). */
  prompt: z.string().regex(/^[^_]*___[^_]*$/, 'exactly one ___ gap'),
  /** Accepted answers (first is the canonical one); compared case- and accent-sensitively after trimming. */
  answers: z.array(z.string().min(1)).min(1),
  /** Optional hint shown under the gap, e.g. the infinitive "(sein)". */
  hint: z.string().min(1).optional(),
});
const order = z.object({
  type: z.literal('order_words'),
  /** Instruction, e.g. "Put the words in order." or the sentence's meaning in English. */
  prompt: z.string().min(1),
  /** The words (or chunks) in the CORRECT order; the server shuffles them for display. */
  words: z.array(z.string().min(1)).min(3).max(10),
});
const match = z.object({
  type: z.literal('match_pairs'),
  prompt: z.string().min(1),
  /** [left, right] pairs, e.g. [course-language word, English]. */
  pairs: z
    .array(z.tuple([z.string().min(1), z.string().min(1)]))
    .min(3)
    .max(6),
});

/** One task: the shapes shared by homework, quizzes and Lingobite stages. */
export const taskSchema = z.discriminatedUnion('type', [choice.strict(), gap.strict(), order.strict(), match.strict()]);

export const exerciseSchema = z.intersection(
  taskSchema,
  z.object({
    /** homework (after class, longer) or quiz (short check). */
    kind: z.enum(['homework', 'quiz']),
    /** Why the answer is right, in English, one or two sentences. */
    explanation: z.string().min(1),
  }),
);

export const grammarItemSchema = z
  .object({
    title: z.string().min(1),
    /** Plain-English explanation, 2-5 short paragraphs separated by a blank line; no markup. */
    explanation: z.string().min(80),
    /** 3-6 example sentences in the course language with their translations. */
    examples: z
      .array(z.object({ text: z.string().min(1), translation: displayText }).strict())
      .min(3)
      .max(6),
  })
  .strict();

export const lingobiteSchema = z
  .object({
    title: z.string().min(1),
    /** What the student will practise, 1-3 sentences in English. */
    intro: z.string().min(1),
    /** 3-5 stages of 2-4 tasks each: about 10 minutes in all. */
    stages: z
      .array(z.object({ title: z.string().min(1), tasks: z.array(taskSchema).min(2).max(4) }).strict())
      .min(3)
      .max(5),
    /** Closing words, 1-2 sentences in English. */
    outro: z.string().min(1),
  })
  .strict();

export const lessonPracticeSchema = z
  .object({
    /** The lesson's title exactly as in db/seed/content/<section>.ts (checked by the loader). */
    lesson: z.string().min(1),
    vocabulary: z.array(vocabularyItemSchema).min(10).max(15),
    /** The lesson's grammar point, null when the lesson teaches none. */
    grammar: grammarItemSchema.nullable(),
    /** 8-12 exercises, at least 2 of kind quiz and 5 of kind homework. */
    exercises: z.array(exerciseSchema).min(8).max(12),
    lingobite: lingobiteSchema,
  })
  .strict();

export type LessonPracticeContent = z.infer<typeof lessonPracticeSchema>;
export type PracticeTask = z.infer<typeof taskSchema>;

/** Checks beyond the shape: answer indexes in range, no duplicate terms, kinds present. */
export function practiceContentProblems(content: LessonPracticeContent): string[] {
  const problems: string[] = [];
  const tasks = [...content.exercises, ...content.lingobite.stages.flatMap((s) => s.tasks)];
  for (const t of tasks) {
    if (t.type === 'multiple_choice' && t.answer >= t.options.length) problems.push(`answer out of range: ${t.prompt}`);
    if (t.type === 'multiple_choice' && new Set(t.options).size !== t.options.length) problems.push(`duplicate options: ${t.prompt}`);
  }
  const terms = content.vocabulary.map((v) => v.term.toLowerCase());
  if (new Set(terms).size !== terms.length) problems.push('duplicate vocabulary terms');
  const quizzes = content.exercises.filter((e) => e.kind === 'quiz').length;
  if (quizzes < 2) problems.push('fewer than 2 quiz exercises');
  if (content.exercises.length - quizzes < 5) problems.push('fewer than 5 homework exercises');
  return problems;
}
