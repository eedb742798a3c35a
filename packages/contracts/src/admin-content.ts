import { INPUT_MESSAGE_VALUES as V, INPUT_MESSAGES as M } from './input-messages.ts';
import {
  checkedPracticeTaskSchema,
  exerciseExplanationSchema,
  grammarItemSchema,
  grammarTranslationsSchema,
  lingobiteFields,
  lingobiteTranslationsSchema,
  vocabularyItemSchema,
} from './practice-content.ts';
import { TRANSLATION_LOCALES, translationsSchema } from './translations.ts';
import { z } from './zod.ts';

// The back office's content editor (issue 19 "Content", decision 104): the inputs of its saves,
// checked by the forms and by the server alike. Every save of an existing row names the version
// it edited: a save over someone else's newer change is refused (content_edit_conflict).

const id = z.string({ message: M.invalidChoice }).uuid(M.invalidChoice);
/** The row's version as the form loaded it. */
const version = z.number({ message: M.numberExpected }).int().min(1);
const text = (max: number) => z.string().trim().min(1, M.notBlank).max(max, M.tooLong);

const isBlank = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.every(isBlank));

/**
 * The editor's rule for a record's `translations` (decision 123, the word dialog's rule of decision
 * 117): English is required, a display language whose fields are all left empty reads English and
 * is saved as absent; a language begun must be complete (its schema says what that means). Blank
 * lines of a list (outcomes, stage titles) are dropped before that check.
 */
export function withoutBlankLanguages(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const kept: Record<string, unknown> = {};
  for (const [lng, texts] of Object.entries(value)) {
    if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) {
      if (!isBlank(texts)) kept[lng] = texts;
      continue;
    }
    if (Object.values(texts).every(isBlank)) continue;
    kept[lng] = Object.fromEntries(
      Object.entries(texts).map(([field, text]) => [field, Array.isArray(text) ? text.filter((line) => !isBlank(line)) : text]),
    );
  }
  return kept;
}

/** `translations` as an editor sends them: blank languages dropped, then the record's own schema; absent: left as saved. */
const editedTranslations = <T extends z.ZodType>(schema: T) => z.preprocess(withoutBlankLanguages, schema).optional();

export const LESSON_TEXT_MAX = { title: 200, description: 2000, outcome: 300, outcomes: V.outcomesMax, label: 40 } as const;

/** The lesson's own texts (what the course page, the lesson page and the slides show). */
/** A lesson's description and learning outcomes in another display language (decision 116; the title is not translated). */
export const lessonTranslationsSchema = translationsSchema(
  z
    .object({
      description: text(LESSON_TEXT_MAX.description),
      learningOutcomes: z.array(text(LESSON_TEXT_MAX.outcome)).min(1, M.outcomesRequired).max(LESSON_TEXT_MAX.outcomes, M.outcomesTooMany),
    })
    .strict(),
);

export const adminLessonFields = z.object({
  title: text(LESSON_TEXT_MAX.title),
  description: text(LESSON_TEXT_MAX.description),
  learningOutcomes: z.array(text(LESSON_TEXT_MAX.outcome)).min(1, M.outcomesRequired).max(LESSON_TEXT_MAX.outcomes, M.outcomesTooMany),
  /** The short code teachers see ("EN-A1-L03"); empty or null clears it. */
  label: z.string().trim().max(LESSON_TEXT_MAX.label, M.tooLong).nullish(),
  translations: editedTranslations(lessonTranslationsSchema),
});
export const adminUpdateLessonInput = adminLessonFields.extend({ lessonId: id, version });
export type AdminUpdateLessonInput = z.input<typeof adminUpdateLessonInput>;

/** A word as the editor sends it: a missing plural or gender means none. */
const adminWordFields = vocabularyItemSchema.extend({
  plural: vocabularyItemSchema.shape.plural.optional(),
  gender: vocabularyItemSchema.shape.gender.optional(),
});

export const adminUpdateVocabularyItemInput = adminWordFields.extend({ itemId: id, version });
export type AdminUpdateVocabularyItemInput = z.input<typeof adminUpdateVocabularyItemInput>;

export const adminAddVocabularyItemInput = adminWordFields.extend({ lessonId: id });
export type AdminAddVocabularyItemInput = z.input<typeof adminAddVocabularyItemInput>;

export const adminRemoveVocabularyItemInput = z.object({ itemId: id, version });
export type AdminRemoveVocabularyItemInput = z.input<typeof adminRemoveVocabularyItemInput>;

export const adminUpdateGrammarItemInput = grammarItemSchema.extend({
  itemId: id,
  version,
  translations: editedTranslations(grammarTranslationsSchema),
});
export type AdminUpdateGrammarItemInput = z.input<typeof adminUpdateGrammarItemInput>;

/**
 * An exercise's explanation in the other display languages, as the editor sends it: per language,
 * the explanation, blank for none. Only the explanation: the server merges it into the saved
 * translation, so any other text a translation holds (the task's own, decision 117's "not done")
 * stays as it is, and the result is checked with exerciseTranslationsSchema.
 */
const explanationEdit = z.object({ explanation: exerciseExplanationSchema.or(z.literal('')).nullish() }).strict();
export const exerciseExplanationTranslationsInput = z
  .object(
    Object.fromEntries(TRANSLATION_LOCALES.map((lng) => [lng, explanationEdit.optional()])) as Record<
      (typeof TRANSLATION_LOCALES)[number],
      z.ZodOptional<typeof explanationEdit>
    >,
  )
  .strict();
export type ExerciseExplanationTranslationsInput = z.input<typeof exerciseExplanationTranslationsInput>;

/** An exercise's explanation and task; the task keeps its type (students' answers belong to it: the server checks). */
export const adminUpdateExerciseInput = z.object({
  exerciseId: id,
  version,
  explanation: exerciseExplanationSchema,
  task: checkedPracticeTaskSchema,
  translations: exerciseExplanationTranslationsInput.optional(),
});
export type AdminUpdateExerciseInput = z.input<typeof adminUpdateExerciseInput>;

/** A Lingobite's texts: title, intro, outro and one title per stage (the stages themselves stay). */
export const adminUpdateLingobiteInput = z.object({
  lingobiteId: id,
  version,
  title: lingobiteFields.title,
  intro: lingobiteFields.intro,
  outro: lingobiteFields.outro,
  stageTitles: z.array(lingobiteFields.stageTitle).min(1).max(5),
  translations: editedTranslations(lingobiteTranslationsSchema),
});
export type AdminUpdateLingobiteInput = z.input<typeof adminUpdateLingobiteInput>;

/** A lesson search of the content browser. */
export const adminContentLessonSearch = z.string().trim().max(200, M.tooLong);

/** A monthly challenge's rules an admin may set before it starts (decision 087 keeps them per row). */
export const CHALLENGE_LIMITS = {
  targetMin: V.targetMin,
  targetMax: V.targetMax,
  prizeMax: V.prizeMax,
  monthsAhead: V.challengeMonthsAhead,
} as const;
const challengeTarget = z
  .number({ message: M.numberExpected })
  .int(M.numberExpected)
  .min(CHALLENGE_LIMITS.targetMin, M.challengeTargetInvalid)
  .max(CHALLENGE_LIMITS.targetMax, M.challengeTargetInvalid);
const challengePrize = z
  .number({ message: M.numberExpected })
  .int(M.numberExpected)
  .min(0, M.challengePrizeInvalid)
  .max(CHALLENGE_LIMITS.prizeMax, M.challengePrizeInvalid);

export const adminChallengeFields = z.object({ target: challengeTarget, prizeGroupCredits: challengePrize });

export const adminUpdateChallengeInput = adminChallengeFields.extend({ challengeId: id, version });
export type AdminUpdateChallengeInput = z.input<typeof adminUpdateChallengeInput>;

/** A month's challenge made ahead: `2026-12`; the server allows the next months only. */
export const adminCreateChallengeInput = adminChallengeFields.extend({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthRequired),
});
export type AdminCreateChallengeInput = z.input<typeof adminCreateChallengeInput>;
