import { INPUT_MESSAGE_VALUES as V, INPUT_MESSAGES as M } from './input-messages.ts';
import { DISPLAY_LOCALES, type DisplayLocale, type Locale, toDisplayLocale } from './locales.ts';
import { WORD_CLASSES } from './practice.ts';
import { translationsSchema } from './translations.ts';
import { z } from './zod.ts';

// The shapes of the practice catalogue (issue 17, decision 075): one source for the seed's
// content files and the back office's editor (decision 104), so an admin can never save a word
// or a task the seed would refuse, nor one a student could not answer (taskAnswerInput's limits).

/** Limits of the editable texts: well above the longest text of the content files. */
export const PRACTICE_TEXT_MAX = {
  term: 120,
  sentence: 300,
  translation: 300,
  grammarTitle: 200,
  grammarExplanation: 4000,
  exampleText: 300,
  explanation: 1000,
  prompt: 400,
  /** A typed answer, an option or a pair side: what taskAnswerInput lets a student send. */
  answer: 200,
  word: 100,
  lingobiteTitle: 120,
  lingobiteText: 600,
  stageTitle: 120,
} as const;

const text = (max: number) => z.string().trim().min(1, M.notBlank).max(max, M.tooLong);

const translationText = text(PRACTICE_TEXT_MAX.translation);
/** A display language's text where English is the fallback: blank or null is none. */
const optionalTranslation = z.preprocess(
  (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
  translationText.optional(),
);

/**
 * Text shown in the student's display language (decision 117): English is required and is what a
 * reader gets where their language has no text; the other display languages are optional here (a
 * word an admin adds may wait for its translations). The seed's files carry all five
 * (`missingDisplayTexts`).
 */
export const displayTextSchema = z
  .object({
    en: translationText,
    de: optionalTranslation,
    fr: optionalTranslation,
    es: optionalTranslation,
    ru: optionalTranslation,
  })
  .strict();
export type DisplayText = z.infer<typeof displayTextSchema>;

/** The text in the reader's display language, else English (landing-only locales read English). */
export function localizedDisplayText(displayText: DisplayText, locale: Locale | string | null | undefined): string {
  return displayText[toDisplayLocale(locale)] || displayText.en;
}

/** The display languages a text has no translation for. */
export function missingDisplayTexts(displayText: DisplayText): DisplayLocale[] {
  return DISPLAY_LOCALES.filter((lng) => lng !== 'en' && !displayText[lng]);
}

export const GENDERS = ['m', 'f', 'n'] as const;

export const vocabularyItemSchema = z
  .object({
    /** The word or phrase in the course language, as a learner would look it up (nouns with article where the language has them: "der Bahnhof", "la maison"). */
    term: text(PRACTICE_TEXT_MAX.term),
    /** Plural form (nouns), null when none or not applicable. */
    plural: text(PRACTICE_TEXT_MAX.term).nullable(),
    /** Grammatical gender where the language has it (nouns): m, f, n; null otherwise. */
    gender: z.enum(GENDERS, { message: M.invalidChoice }).nullable(),
    wordClass: z.enum(WORD_CLASSES, { message: M.invalidChoice }),
    /** A natural sample sentence in the course language using the term. */
    sentence: text(PRACTICE_TEXT_MAX.sentence),
    /** The term's translation (for English courses: a short plain-English gloss in `en`). */
    translation: displayTextSchema,
    /** The sample sentence's translation. */
    sentenceTranslation: displayTextSchema,
  })
  .strict();
export type VocabularyItemContent = z.infer<typeof vocabularyItemSchema>;

const prompt = text(PRACTICE_TEXT_MAX.prompt);
const answerText = text(PRACTICE_TEXT_MAX.answer);

const choice = z.object({
  type: z.literal('multiple_choice'),
  /** The question; may quote course-language text. */
  prompt,
  options: z.array(answerText).min(2).max(5),
  /** Index into options. */
  answer: z.number().int().min(0),
});
const gap = z.object({
  type: z.literal('fill_gap'),
  /** Sentence with exactly one gap written as ___ (three underscores). */
  prompt: prompt.regex(/^[^_]*___[^_]*$/, M.gapOnce),
  /** Accepted answers (first is the canonical one); compared case- and accent-sensitively after trimming. */
  answers: z.array(answerText).min(1).max(6),
  /** Optional hint shown under the gap, e.g. the infinitive "(sein)". */
  hint: text(PRACTICE_TEXT_MAX.answer).optional(),
});
const order = z.object({
  type: z.literal('order_words'),
  /** Instruction, e.g. "Put the words in order." or the sentence's meaning in English. */
  prompt,
  /** The words (or chunks) in the CORRECT order; the server shuffles them for display. */
  words: z.array(text(PRACTICE_TEXT_MAX.word)).min(3).max(10),
});
const match = z.object({
  type: z.literal('match_pairs'),
  prompt,
  /** [left, right] pairs, e.g. [course-language word, English]. */
  pairs: z
    .array(z.tuple([answerText, answerText]))
    .min(3)
    .max(6),
});

/** One task: the shapes shared by homework, quizzes and Lingobite stages. */
export const practiceTaskSchema = z.discriminatedUnion('type', [choice.strict(), gap.strict(), order.strict(), match.strict()]);
export type PracticeTaskContent = z.infer<typeof practiceTaskSchema>;

/** What a schema cannot say about one task: the answer is one of the options, no option twice. */
export function taskProblems(task: PracticeTaskContent): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  if (task.type === 'multiple_choice') {
    if (task.answer >= task.options.length) problems.push({ path: ['answer'], message: M.answerAmongOptions });
    if (new Set(task.options).size !== task.options.length) problems.push({ path: ['options'], message: M.optionOnce });
  }
  if (task.type === 'match_pairs' && new Set(task.pairs.map((p) => p[0])).size !== task.pairs.length)
    problems.push({ path: ['pairs'], message: M.leftSideOnce });
  return problems;
}

/** A task with its problems checked too (the back office's exercise form; the seed reports them per file). */
export const checkedPracticeTaskSchema = practiceTaskSchema.superRefine((task, ctx) => {
  for (const problem of taskProblems(task)) ctx.addIssue({ code: 'custom', path: problem.path, message: problem.message });
});

export const grammarExampleSchema = z.object({ text: text(PRACTICE_TEXT_MAX.exampleText), translation: displayTextSchema }).strict();

export const grammarItemSchema = z
  .object({
    title: text(PRACTICE_TEXT_MAX.grammarTitle),
    /** Plain-English explanation, 2-5 short paragraphs separated by a blank line; no markup. */
    explanation: z.string().trim().min(V.explanationMin, M.explanationTooShort).max(PRACTICE_TEXT_MAX.grammarExplanation, M.tooLong),
    /** 3-6 example sentences in the course language with their translations. */
    examples: z.array(grammarExampleSchema).min(V.examplesMin, M.examplesTooFew).max(V.examplesMax, M.examplesTooMany),
  })
  .strict();
export type GrammarItemContent = z.infer<typeof grammarItemSchema>;

/** Why an exercise's answer is right, in English, one or two sentences. */
export const exerciseExplanationSchema = text(PRACTICE_TEXT_MAX.explanation);

/** A Lingobite's texts; its stages' tasks are checked by practiceTaskSchema. */
export const lingobiteFields = {
  title: text(PRACTICE_TEXT_MAX.lingobiteTitle),
  /** What the student will practise, 1-3 sentences in English. */
  intro: text(PRACTICE_TEXT_MAX.lingobiteText),
  /** Closing words, 1-2 sentences in English. */
  outro: text(PRACTICE_TEXT_MAX.lingobiteText),
  stageTitle: text(PRACTICE_TEXT_MAX.stageTitle),
} as const;

/**
 * A task's readable words in one display language (decision 124): the instruction or question,
 * multiple-choice options and the sides of pairs where they are English glosses, and a
 * gap's hint. Never the course-language material the answer is typed or ordered from: a gap's
 * sentence keeps its gap, options keep their order (the answer is an index) and pairs their order
 * (a translated right side stands for the written one). Each part is optional: absent reads as written.
 */
export const taskTextsSchema = z
  .object({
    prompt: text(PRACTICE_TEXT_MAX.prompt).optional(),
    options: z.array(text(PRACTICE_TEXT_MAX.answer)).min(2).max(5).optional(),
    right: z.array(text(PRACTICE_TEXT_MAX.answer)).min(3).max(6).optional(),
    left: z.array(text(PRACTICE_TEXT_MAX.answer)).min(3).max(6).optional(),
    hint: text(PRACTICE_TEXT_MAX.answer).optional(),
  })
  .strict();
export type TaskTexts = z.infer<typeof taskTextsSchema>;

/** Where a task's texts do not fit the task: the wrong type's part, another count, a gap lost. */
export function taskTextsProblems(task: PracticeTaskContent, texts: TaskTexts): string[] {
  const problems: string[] = [];
  const gaps = (s: string) => s.split('___').length - 1;
  if (texts.prompt !== undefined && task.type === 'fill_gap' && gaps(texts.prompt) !== gaps(task.prompt))
    problems.push('the translated prompt must keep the gap ___');
  if (texts.options !== undefined && (task.type !== 'multiple_choice' || texts.options.length !== task.options.length))
    problems.push('options: one per option of a multiple choice, in order');
  if (texts.options !== undefined && new Set(texts.options).size !== texts.options.length) problems.push('options: each once');
  if (texts.right !== undefined && (task.type !== 'match_pairs' || texts.right.length !== task.pairs.length))
    problems.push('right: one per pair of a match, in order');
  if (texts.right !== undefined && new Set(texts.right).size !== texts.right.length) problems.push('right: each once');
  if (texts.left !== undefined && (task.type !== 'match_pairs' || texts.left.length !== task.pairs.length))
    problems.push('left: one per pair of a match, in order');
  if (texts.left !== undefined && new Set(texts.left).size !== texts.left.length) problems.push('left: each once');
  if (texts.hint !== undefined && task.type !== 'fill_gap') problems.push('hint: only a gap has one');
  return problems;
}

/**
 * Texts of the practice catalogue written in English for every reader, in the other display
 * languages (decision 117): a grammar point's title and explanation, an exercise's explanation, a
 * Lingobite's title, intro, outro and stage titles; and the tasks' readable words (decision 124).
 */
export interface GrammarTextsTranslation {
  title: string;
  explanation: string;
}
export interface ExerciseTextsTranslation extends TaskTexts {
  explanation: string;
}
export interface LingobiteTextsTranslation {
  title: string;
  intro: string;
  outro: string;
  /** One per stage, in order. */
  stageTitles: string[];
  /** One list per stage, one entry per task (`{}`: as written); absent: every task as written. */
  tasks?: TaskTexts[][];
}

export const grammarTranslationsSchema = translationsSchema(
  z
    .object({
      title: text(PRACTICE_TEXT_MAX.grammarTitle),
      explanation: text(PRACTICE_TEXT_MAX.grammarExplanation),
    })
    .strict(),
);
export const exerciseTranslationsSchema = translationsSchema(taskTextsSchema.extend({ explanation: exerciseExplanationSchema }).strict());
export const lingobiteTranslationsSchema = translationsSchema(
  z
    .object({
      title: lingobiteFields.title,
      intro: lingobiteFields.intro,
      outro: lingobiteFields.outro,
      stageTitles: z.array(lingobiteFields.stageTitle).min(1).max(5),
      tasks: z.array(z.array(taskTextsSchema).max(4)).max(5).optional(),
    })
    .strict(),
);
