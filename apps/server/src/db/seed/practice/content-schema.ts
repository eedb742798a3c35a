import {
  exerciseExplanationSchema,
  exerciseTranslationsSchema,
  grammarItemSchema,
  grammarTranslationsSchema,
  lingobiteFields,
  lingobiteTranslationsSchema,
  practiceTaskSchema,
  taskProblems,
  vocabularyItemSchema,
} from '@parla/contracts';
import { z } from 'zod';

// The format of the practice content the seed loads (issue 17): one JSON file per lesson at
// `db/seed/practice/<section-slug>/<LEVEL>-<NN>.json`, NN being the lesson's 1-based position in
// its module (counted across chapters, as the curriculum seed lists them). The file names the
// lesson's title so a reordered curriculum cannot pair content with the wrong lesson. The items'
// shapes live in the contracts (practice-content.ts): the back office's editor checks the same.

export const exerciseSchema = z.intersection(
  practiceTaskSchema,
  z.object({
    /** homework (after class, longer) or quiz (short check). */
    kind: z.enum(['homework', 'quiz']),
    /** Why the answer is right, in English, one or two sentences. */
    explanation: exerciseExplanationSchema,
    /** The explanation in the other display languages (decision 117). */
    translations: exerciseTranslationsSchema.optional(),
  }),
);

export const lingobiteSchema = z
  .object({
    title: lingobiteFields.title,
    intro: lingobiteFields.intro,
    /** 3-5 stages of 2-4 tasks each: about 10 minutes in all. */
    stages: z
      .array(z.object({ title: lingobiteFields.stageTitle, tasks: z.array(practiceTaskSchema).min(2).max(4) }).strict())
      .min(3)
      .max(5),
    outro: lingobiteFields.outro,
    /** Title, intro, outro and stage titles in the other display languages (decision 117). */
    translations: lingobiteTranslationsSchema.optional(),
  })
  .strict();

export const lessonPracticeSchema = z
  .object({
    /** The lesson's title exactly as in db/seed/content/<section>.ts (checked by the loader). */
    lesson: z.string().min(1),
    vocabulary: z.array(vocabularyItemSchema).min(10).max(15),
    /** The lesson's grammar point, null when the lesson teaches none. */
    grammar: grammarItemSchema.extend({ translations: grammarTranslationsSchema.optional() }).nullable(),
    /** 8-12 exercises, at least 2 of kind quiz and 5 of kind homework. */
    exercises: z.array(exerciseSchema).min(8).max(12),
    lingobite: lingobiteSchema,
  })
  .strict();

export type LessonPracticeContent = z.infer<typeof lessonPracticeSchema>;

/** Checks beyond the shape: answer indexes in range, no duplicate terms, kinds present. */
export function practiceContentProblems(content: LessonPracticeContent): string[] {
  const problems: string[] = [];
  const tasks = [...content.exercises, ...content.lingobite.stages.flatMap((s) => s.tasks)];
  for (const t of tasks) {
    for (const p of taskProblems(t)) problems.push(`${p.message} (${p.path.join('.')}): ${t.prompt}`);
  }
  for (const [lng, t] of Object.entries(content.lingobite.translations ?? {})) {
    if (t.stageTitles.length !== content.lingobite.stages.length) problems.push(`lingobite ${lng} translation: one stage title per stage`);
  }
  const terms = content.vocabulary.map((v) => v.term.toLowerCase());
  if (new Set(terms).size !== terms.length) problems.push('duplicate vocabulary terms');
  const quizzes = content.exercises.filter((e) => e.kind === 'quiz').length;
  if (quizzes < 2) problems.push('fewer than 2 quiz exercises');
  if (content.exercises.length - quizzes < 5) problems.push('fewer than 5 homework exercises');
  return problems;
}
