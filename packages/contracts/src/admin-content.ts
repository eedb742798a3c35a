import { INPUT_MESSAGE_VALUES as V, INPUT_MESSAGES as M } from './input-messages.ts';
import {
  checkedPracticeTaskSchema,
  exerciseExplanationSchema,
  grammarItemSchema,
  lingobiteFields,
  vocabularyItemSchema,
} from './practice-content.ts';
import { z } from './zod.ts';

// The back office's content editor (issue 19 "Content", decision 104): the inputs of its saves,
// checked by the forms and by the server alike. Every save of an existing row names the version
// it edited: a save over someone else's newer change is refused (content_edit_conflict).

const id = z.string({ message: M.invalidChoice }).uuid(M.invalidChoice);
/** The row's version as the form loaded it. */
const version = z.number({ message: M.numberExpected }).int().min(1);
const text = (max: number) => z.string().trim().min(1, M.notBlank).max(max, M.tooLong);

export const LESSON_TEXT_MAX = { title: 200, description: 2000, outcome: 300, outcomes: V.outcomesMax, label: 40 } as const;

/** The lesson's own texts (what the course page, the lesson page and the slides show). */
export const adminLessonFields = z.object({
  title: text(LESSON_TEXT_MAX.title),
  description: text(LESSON_TEXT_MAX.description),
  learningOutcomes: z.array(text(LESSON_TEXT_MAX.outcome)).min(1, M.outcomesRequired).max(LESSON_TEXT_MAX.outcomes, M.outcomesTooMany),
  /** The short code teachers see ("EN-A1-L03"); empty or null clears it. */
  label: z.string().trim().max(LESSON_TEXT_MAX.label, M.tooLong).nullish(),
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

export const adminUpdateGrammarItemInput = grammarItemSchema.extend({ itemId: id, version });
export type AdminUpdateGrammarItemInput = z.input<typeof adminUpdateGrammarItemInput>;

/** An exercise's explanation and task; the task keeps its type (students' answers belong to it: the server checks). */
export const adminUpdateExerciseInput = z.object({
  exerciseId: id,
  version,
  explanation: exerciseExplanationSchema,
  task: checkedPracticeTaskSchema,
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
});
export type AdminUpdateLingobiteInput = z.input<typeof adminUpdateLingobiteInput>;

/** A lesson search of the content browser. */
export const adminContentLessonSearch = z.string().trim().max(200, M.tooLong);

/** A monthly challenge's rules an admin may set before it starts (decision 087 keeps them per row). */
export const CHALLENGE_LIMITS = { targetMin: V.targetMin, targetMax: V.targetMax, prizeMax: V.prizeMax, monthsAhead: 6 } as const;
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
