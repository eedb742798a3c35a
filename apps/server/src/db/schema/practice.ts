import {
  CONTENT_ERROR_OPTIONS,
  CONTENT_ERROR_REPORT_STATUSES,
  CONTENT_ERROR_TARGETS,
  type DisplayText,
  type ExerciseTextsTranslation,
  type GrammarTextsTranslation,
  type LingobiteTextsTranslation,
  type Translations,
  EXERCISE_KINDS,
  EXERCISE_STATUSES,
  FLASHCARD_STATUSES,
  GRAMMAR_STATUSES,
  PRACTICE_REVIEW_KINDS,
  REVIEW_RATINGS,
  TASK_TYPES,
  WORD_CLASSES,
  WORD_STATUSES,
} from '@parla/contracts';
import type { PracticeTask } from '@parla/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf, subsetOf } from './checks.ts';
import { classes } from './classes.ts';
import { lessons } from './curriculum.ts';
import { users } from './identity.ts';

// Practice (issue 17, decision 073). The catalogue (vocabulary, grammar, exercises, Lingobites per
// lesson) comes from the seed's content files, keyed by (lesson, position) so a reseed updates in
// place; the per-student rows hold FSRS state, statuses, results and attempts.
// The back office edits catalogue rows (decision 104): `version` is the optimistic lock a save
// names, and a row with `edited_at` set is the school's own from then on: the seed leaves it alone.

/** What every editable catalogue row carries (decision 104). */
export const editedColumns = () => ({
  /** Bumped by every write (an admin's save or the seed's update): a save naming an older one is refused. */
  version: integer('version').notNull().default(1),
  /** Set by the back office's first save; the content seed never overwrites such a row again. */
  editedAt: timestamp('edited_at', { withTimezone: true }),
  editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Text in the student's display language: English always, the others where written (decision 117). */
export type { DisplayText } from '@parla/contracts';

export const practiceVocabularyItems = pgTable(
  'practice_vocabulary_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id),
    position: integer('position').notNull(),
    term: text('term').notNull(),
    plural: text('plural'),
    gender: text('gender'),
    wordClass: text('word_class').notNull(),
    sentence: text('sentence').notNull(),
    translation: jsonb('translation').$type<DisplayText>().notNull(),
    sentenceTranslation: jsonb('sentence_translation').$type<DisplayText>().notNull(),
    audioUrl: text('audio_url'),
    /**
     * Cards from class (decision 078): a word the teacher listed in the class log, the attending
     * student's own. Null on catalogue rows, which the content seed alone writes.
     */
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The class word's normalised term: an edited log keeps the card (and its FSRS state) of a word that stays. */
    classWordKey: text('class_word_key'),
    ...editedColumns(),
    /**
     * Removed by an admin (decision 104): hidden from every student list, quiz and queue, while
     * the students' cards and review logs stay (their history and counts do not change).
     */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    // The catalogue's key only: class words never meet the content upsert.
    uniqueIndex('practice_vocabulary_items_lesson_position_key').on(t.lessonId, t.position).where(sql`class_id IS NULL`),
    // A lesson's words for one student: the catalogue's and the student's own from class.
    index('practice_vocabulary_items_lesson_student_idx').on(t.lessonId, t.studentId),
    uniqueIndex('practice_vocabulary_items_class_word_key').on(t.classId, t.studentId, t.classWordKey),
    check(
      'practice_vocabulary_items_class_word_check',
      sql`(class_id IS NULL AND student_id IS NULL AND class_word_key IS NULL) OR (class_id IS NOT NULL AND student_id IS NOT NULL AND class_word_key IS NOT NULL)`,
    ),
    check('practice_vocabulary_items_word_class_check', oneOf(t.wordClass, WORD_CLASSES)),
    check('practice_vocabulary_items_gender_check', oneOf(t.gender, ['m', 'f', 'n'])),
    // A removed word is an edited catalogue word: the seed (which skips edited rows) can never bring it back.
    check('practice_vocabulary_items_removed_check', sql`${t.removedAt} IS NULL OR (${t.editedAt} IS NOT NULL AND ${t.classId} IS NULL)`),
  ],
);

export interface GrammarExample {
  text: string;
  translation: DisplayText;
}

export const practiceGrammarItems = pgTable(
  'practice_grammar_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id),
    title: text('title').notNull(),
    explanation: text('explanation').notNull(),
    examples: jsonb('examples').$type<GrammarExample[]>().notNull(),
    /** Title and explanation in the other display languages (decision 117). */
    translations: jsonb('translations').$type<Translations<GrammarTextsTranslation>>().notNull().default({}),
    ...editedColumns(),
  },
  (t) => [uniqueIndex('practice_grammar_items_lesson_key').on(t.lessonId)],
);

/** A homework or quiz exercise: one task with its key (never sent before answering) and why. */
export const practiceExercises = pgTable(
  'practice_exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    taskType: text('task_type').notNull(),
    task: jsonb('task').$type<PracticeTask>().notNull(),
    explanation: text('explanation').notNull(),
    /** The explanation in the other display languages (decision 117). */
    translations: jsonb('translations').$type<Translations<ExerciseTextsTranslation>>().notNull().default({}),
    ...editedColumns(),
  },
  (t) => [
    uniqueIndex('practice_exercises_lesson_position_key').on(t.lessonId, t.position),
    check('practice_exercises_kind_check', oneOf(t.kind, EXERCISE_KINDS)),
    check('practice_exercises_task_type_check', oneOf(t.taskType, TASK_TYPES)),
  ],
);

export interface LingobiteStage {
  title: string;
  tasks: PracticeTask[];
}

/** A Lingobite (practice sequence): intro, 3-5 stages of tasks, outro. */
export const practiceLingobites = pgTable(
  'practice_lingobites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id),
    title: text('title').notNull(),
    intro: text('intro').notNull(),
    stages: jsonb('stages').$type<LingobiteStage[]>().notNull(),
    outro: text('outro').notNull(),
    /** Title, intro, outro and stage titles in the other display languages (decision 117). */
    translations: jsonb('translations').$type<Translations<LingobiteTextsTranslation>>().notNull().default({}),
    ...editedColumns(),
  },
  (t) => [uniqueIndex('practice_lingobites_lesson_key').on(t.lessonId)],
);

/** A student's FSRS card for one vocabulary item; no row means new. */
export const vocabularyCards = pgTable(
  'vocabulary_cards',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vocabularyItemId: uuid('vocabulary_item_id')
      .notNull()
      .references(() => practiceVocabularyItems.id, { onDelete: 'cascade' }),
    due: timestamp('due', { withTimezone: true }).notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: smallint('state').notNull(),
    learningSteps: integer('learning_steps').notNull().default(0),
    lastReview: timestamp('last_review', { withTimezone: true }),
    status: text('status').notNull(),
    level: smallint('level'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'vocabulary_cards_pkey', columns: [t.studentId, t.vocabularyItemId] }),
    // The review queue: a student's cards by due date (the bench's query).
    index('vocabulary_cards_student_due_idx').on(t.studentId, t.due),
    check('vocabulary_cards_status_check', oneOf(t.status, WORD_STATUSES)),
    check('vocabulary_cards_state_check', sql`${t.state} BETWEEN 0 AND 3`),
  ],
);

/** Every vocabulary review (FSRS log): the rating and the card's state after it. */
export const vocabularyReviewLogs = pgTable(
  'vocabulary_review_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vocabularyItemId: uuid('vocabulary_item_id')
      .notNull()
      .references(() => practiceVocabularyItems.id, { onDelete: 'cascade' }),
    rating: text('rating').notNull(),
    /** The card's reps before this review (the client names them: a stale second answer is refused). */
    repsBefore: integer('reps_before').notNull(),
    statusAfter: text('status_after').notNull(),
    dueAfter: timestamp('due_after', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('vocabulary_review_logs_student_time_idx').on(t.studentId, t.reviewedAt),
    check('vocabulary_review_logs_rating_check', oneOf(t.rating, REVIEW_RATINGS)),
  ],
);

export const grammarStatuses = pgTable(
  'grammar_statuses',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grammarItemId: uuid('grammar_item_id')
      .notNull()
      .references(() => practiceGrammarItems.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'grammar_statuses_pkey', columns: [t.studentId, t.grammarItemId] }),
    check('grammar_statuses_status_check', oneOf(t.status, GRAMMAR_STATUSES)),
  ],
);

export const flashcardStatuses = pgTable(
  'flashcard_statuses',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vocabularyItemId: uuid('vocabulary_item_id')
      .notNull()
      .references(() => practiceVocabularyItems.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'flashcard_statuses_pkey', columns: [t.studentId, t.vocabularyItemId] }),
    check('flashcard_statuses_status_check', oneOf(t.status, FLASHCARD_STATUSES)),
  ],
);

/** A student's result of one exercise: score null while pending (001 §3). */
export const exerciseResults = pgTable(
  'exercise_results',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exerciseId: uuid('exercise_id')
      .notNull()
      .references(() => practiceExercises.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    score: integer('score'),
    /** Answers given over all restarts. */
    attempts: integer('attempts').notNull().default(0),
    answer: jsonb('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'exercise_results_pkey', columns: [t.studentId, t.exerciseId] }),
    index('exercise_results_student_answered_idx').on(t.studentId, t.answeredAt),
    check('exercise_results_status_check', oneOf(t.status, EXERCISE_STATUSES)),
    check(
      'exercise_results_score_check',
      sql`(${t.status} = 'pending' AND ${t.score} IS NULL) OR (${t.status} = 'completed' AND ${t.score} BETWEEN 0 AND 100)`,
    ),
  ],
);

/** One task's answers in a Lingobite attempt, keyed `stage.task`. */
export type LingobiteAnswers = Record<string, { tries: number; solved: boolean }>;

/** A student's run through a Lingobite: answers per task (up to 3 tries each) and the score once done. */
export const lingobiteAttempts = pgTable(
  'lingobite_attempts',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lingobiteId: uuid('lingobite_id')
      .notNull()
      .references(() => practiceLingobites.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<LingobiteAnswers>().notNull().default({}),
    score: integer('score'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'lingobite_attempts_pkey', columns: [t.studentId, t.lingobiteId] }),
    check('lingobite_attempts_score_check', sql`${t.score} IS NULL OR ${t.score} BETWEEN 0 AND 100`),
  ],
);

/** 001 §5 report-content-error dialog: reaches the back office. */
export const contentErrorReports = pgTable(
  'content_error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: text('target').notNull(),
    targetId: uuid('target_id').notNull(),
    options: text('options').array().notNull(),
    details: text('details').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When an admin resolved or dismissed it (decision 079); null while open. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    status: text('status').notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
  },
  (t) => [
    index('content_error_reports_open_idx').on(t.createdAt).where(sql`resolved_at IS NULL`),
    index('content_error_reports_status_idx').on(t.status, t.createdAt),
    check('content_error_reports_status_check', oneOf(t.status, CONTENT_ERROR_REPORT_STATUSES)),
    check('content_error_reports_closed_check', sql`(${t.status} = 'open') = (${t.resolvedAt} IS NULL)`),
    check('content_error_reports_target_check', oneOf(t.target, CONTENT_ERROR_TARGETS)),
    check('content_error_reports_options_check', sql`cardinality(${t.options}) >= 1 AND ${subsetOf(t.options, CONTENT_ERROR_OPTIONS)}`),
  ],
);

/** Flashcard, quiz and practice-sequence reviews (001 §7): one per student, kind and lesson, the last one kept. */
export const practiceReviews = pgTable(
  'practice_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('practice_reviews_student_kind_lesson_key').on(t.studentId, t.kind, t.lessonId),
    check('practice_reviews_kind_check', oneOf(t.kind, PRACTICE_REVIEW_KINDS)),
    check('practice_reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);
