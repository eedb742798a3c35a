import { INPUT_MESSAGES as M } from './input-messages.ts';
import { z } from './zod.ts';

// Practice (issue 17, 001 §3, §4, §5, §7): the enumerations the server stores and the web shows,
// and the inputs of the practice mutations, checked by the server and used by the web's forms.

export const WORD_CLASSES = ['adjective', 'adverb', 'noun', 'phrase', 'verb', 'other'] as const;
export type WordClass = (typeof WORD_CLASSES)[number];
/** 001 §3 Word status: new, reviewing (with a level), known. */
export const WORD_STATUSES = ['new', 'reviewing', 'known'] as const;
export type WordStatus = (typeof WORD_STATUSES)[number];
/** Grammar item status per student (001 §4 "not shown"; decision 073). */
export const GRAMMAR_STATUSES = ['new', 'seen', 'mastered'] as const;
export type GrammarStatus = (typeof GRAMMAR_STATUSES)[number];
/** Flip-card answer per student: known, or not yet (decision 073). */
export const FLASHCARD_STATUSES = ['new', 'known', 'not_yet'] as const;
export type FlashcardStatus = (typeof FLASHCARD_STATUSES)[number];
/** 001 §3 Exercise type. */
export const EXERCISE_KINDS = ['homework', 'quiz'] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];
/** 001 §3 Exercise status: a null score means pending. */
export const EXERCISE_STATUSES = ['pending', 'completed'] as const;
export type ExerciseStatus = (typeof EXERCISE_STATUSES)[number];
export const TASK_TYPES = ['multiple_choice', 'fill_gap', 'order_words', 'match_pairs'] as const;
export type TaskType = (typeof TASK_TYPES)[number];
/** 001 §4 Daily practice. */
export const DAILY_PRACTICE_STATES = ['available', 'completed', 'perfect'] as const;
export type DailyPracticeState = (typeof DAILY_PRACTICE_STATES)[number];
/** What the practice page lists (its type filter). */
export const PRACTICE_ITEM_TYPES = ['vocabulary', 'grammar', 'homework', 'quiz', 'lingobite'] as const;
export type PracticeItemType = (typeof PRACTICE_ITEM_TYPES)[number];
/** FSRS ratings as the trainer offers them (ts-fsrs Rating 1-4). */
export const REVIEW_RATINGS = ['again', 'hard', 'good', 'easy'] as const;
export type ReviewRating = (typeof REVIEW_RATINGS)[number];
/** 001 §7 Reviews of practice: flashcard, quiz, practice sequence. */
export const PRACTICE_REVIEW_KINDS = ['flashcard', 'quiz', 'practice_sequence'] as const;
export type PracticeReviewKind = (typeof PRACTICE_REVIEW_KINDS)[number];
/** What a student can report on a practice item (001 §5 report-content-error dialog). */
export const CONTENT_ERROR_OPTIONS = ['wrong_answer', 'typo', 'translation', 'audio', 'unclear', 'other'] as const;
export type ContentErrorOption = (typeof CONTENT_ERROR_OPTIONS)[number];
export const CONTENT_ERROR_TARGETS = ['vocabulary', 'grammar', 'exercise', 'lingobite'] as const;
export type ContentErrorTarget = (typeof CONTENT_ERROR_TARGETS)[number];

/** 001 §9: the quiz session requests the first 15 items. */
export const QUIZ_SESSION_SIZE = 15;
/** 001 §4, §9: up to 3 attempts per Lingobite answer, then the answer is shown. */
export const LINGOBITE_MAX_TRIES = 3;
export const PRACTICE_PAGE_MAX_LIMIT = 100;
export const CONTENT_ERROR_DETAILS_MAX = 2000;
export const PRACTICE_REVIEW_COMMENT_MAX = 2000;

const id = z.string({ message: M.invalidChoice }).uuid(M.invalidChoice);

/** One answer to a task: the field its type reads (the server checks it against the key). */
export const taskAnswerInput = z
  .object({
    choice: z.number().int().min(0).max(9).nullish(),
    text: z.string().max(200).nullish(),
    words: z.array(z.string().max(100)).max(12).nullish(),
    pairs: z
      .array(z.tuple([z.string().max(200), z.string().max(200)]))
      .max(8)
      .nullish(),
  })
  .strict();
export type TaskAnswerInput = z.input<typeof taskAnswerInput>;

export const exerciseAnswerInput = z.object({ exerciseId: id, answer: taskAnswerInput });
export type ExerciseAnswerInput = z.input<typeof exerciseAnswerInput>;

export const lingobiteAnswerInput = z.object({
  lessonId: id,
  stage: z.number().int().min(0).max(9),
  task: z.number().int().min(0).max(9),
  answer: taskAnswerInput,
});
export type LingobiteAnswerInput = z.input<typeof lingobiteAnswerInput>;

export const vocabularyReviewInput = z.object({
  vocabularyItemId: id,
  rating: z.enum(REVIEW_RATINGS, { message: M.invalidChoice }),
  /** The card's reps as the client saw them (0 when new): a second answer to the same state is refused. */
  reps: z.number().int().min(0),
});
export type VocabularyReviewInput = z.input<typeof vocabularyReviewInput>;

export const practiceItemsInput = z.object({
  lessonId: id.nullish(),
  moduleId: id.nullish(),
  type: z.enum(PRACTICE_ITEM_TYPES).nullish(),
  status: z.enum(EXERCISE_STATUSES).nullish(),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(PRACTICE_PAGE_MAX_LIMIT).default(20),
});
export type PracticeItemsInput = z.input<typeof practiceItemsInput>;

/** 001 §5: "You must select at least 1 option", "Please provide more details". */
export const contentErrorReportInput = z.object({
  target: z.enum(CONTENT_ERROR_TARGETS, { message: M.invalidChoice }),
  targetId: id,
  options: z.array(z.enum(CONTENT_ERROR_OPTIONS, { message: M.invalidChoice })).min(1, M.selectAtLeastOneOption),
  details: z.string().trim().min(1, M.provideMoreDetails).max(CONTENT_ERROR_DETAILS_MAX, M.tooLong),
});
export type ContentErrorReportInput = z.input<typeof contentErrorReportInput>;

/** Where a report stands in the back office (decision 079): open until an admin resolves or dismisses it. */
export const CONTENT_ERROR_REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ContentErrorReportStatus = (typeof CONTENT_ERROR_REPORT_STATUSES)[number];
export const CONTENT_ERROR_NOTE_MAX = 1000;

/** The back office closing a report: resolved (the content was fixed) or dismissed, with an optional note. */
export const closeContentErrorReportInput = z.object({
  reportId: id,
  outcome: z.enum(['resolved', 'dismissed'], { message: M.invalidChoice }),
  note: z.string().trim().max(CONTENT_ERROR_NOTE_MAX, M.tooLong).nullish(),
});
export type CloseContentErrorReportInput = z.input<typeof closeContentErrorReportInput>;

/** A flashcard, quiz or practice-sequence review: a rating and an optional comment. */
export const practiceReviewInput = z.object({
  kind: z.enum(PRACTICE_REVIEW_KINDS, { message: M.invalidChoice }),
  /** The learning unit (lesson) reviewed. */
  lessonId: id,
  rating: z.number({ error: M.fieldRequired }).int().min(1, M.ratingOutOfRange).max(5, M.ratingOutOfRange),
  comment: z.string().trim().max(PRACTICE_REVIEW_COMMENT_MAX, M.tooLong).nullish(),
});
export type PracticeReviewInput = z.input<typeof practiceReviewInput>;
