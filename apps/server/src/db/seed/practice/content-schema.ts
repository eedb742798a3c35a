import {
  exerciseExplanationSchema,
  exerciseTranslationsSchema,
  grammarItemSchema,
  grammarTranslationsSchema,
  lingobiteFields,
  lingobiteTranslationsSchema,
  practiceTaskSchema,
  taskProblems,
  taskTextsProblems,
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
    /** The explanation (decision 117) and the task's readable words (decision 124) in the other display languages. */
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
  content.exercises.forEach((e, i) => {
    for (const [lng, t] of Object.entries(e.translations ?? {}))
      for (const p of taskTextsProblems(e, t)) problems.push(`exercise ${i + 1} ${lng}: ${p}: ${e.prompt}`);
  });
  const stages = content.lingobite.stages;
  for (const [lng, t] of Object.entries(content.lingobite.translations ?? {})) {
    if (t.stageTitles.length !== stages.length) problems.push(`lingobite ${lng} translation: one stage title per stage`);
    if (t.tasks && (t.tasks.length !== stages.length || t.tasks.some((list, s) => list.length !== stages[s].tasks.length)))
      problems.push(`lingobite ${lng} translation: tasks must list one entry per task of each stage`);
    for (const [s, list] of (t.tasks ?? []).entries()) {
      for (const [k, texts] of list.entries()) {
        const task = stages[s]?.tasks[k];
        if (!task) continue;
        for (const p of taskTextsProblems(task, texts))
          problems.push(`lingobite ${lng} stage ${s + 1} task ${k + 1}: ${p}: ${task.prompt}`);
      }
    }
  }
  const terms = content.vocabulary.map((v) => v.term.toLowerCase());
  if (new Set(terms).size !== terms.length) problems.push('duplicate vocabulary terms');
  const quizzes = content.exercises.filter((e) => e.kind === 'quiz').length;
  if (quizzes < 2) problems.push('fewer than 2 quiz exercises');
  if (content.exercises.length - quizzes < 5) problems.push('fewer than 5 homework exercises');
  return problems;
}
