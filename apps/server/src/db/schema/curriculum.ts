import {
  CEFR_LEVELS,
  FOCUS_AREAS,
  LEARNING_GOALS,
  LESSON_TYPES,
  type LessonTranslations,
  PREFERRED_CLASS_TIMES,
  WEEKLY_GOAL_LEVELS,
} from '@parla/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { oneOf, subsetOf } from './checks.ts';
import { users } from './identity.ts';

/** A language the school teaches ("English", "Business English", "German", ...); 001 §3 Section. */
export const sections = pgTable(
  'sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable natural key used in URLs and by the seed, e.g. 'business-english'. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('sections_slug_key').on(t.slug)],
);

/** A section may offer several curricula (general, exam prep...); one is the default. */
export const curricula = pgTable(
  'curricula',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => sections.id),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    uniqueIndex('curricula_section_name_key').on(t.sectionId, t.name),
    // At most one default per section, so "the default curriculum" is well defined.
    uniqueIndex('curricula_one_default_per_section').on(t.sectionId).where(sql`is_default`),
  ],
);

/** A CEFR level of a curriculum ("German A1", code 'DE-A1'); the spec's Module / learning material. */
export const modules = pgTable(
  'modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    curriculumId: uuid('curriculum_id')
      .notNull()
      .references(() => curricula.id),
    name: text('name').notNull(),
    code: text('code').notNull(),
    cefrLevelName: text('cefr_level_name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('modules_code_key').on(t.code),
    index('modules_curriculum_idx').on(t.curriculumId, t.position),
    check('modules_cefr_level_check', oneOf(t.cefrLevelName, CEFR_LEVELS)),
  ],
);

export const chapters = pgTable(
  'chapters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id),
    title: text('title').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('chapters_module_position_key').on(t.moduleId, t.position)],
);

export const lessons = pgTable(
  'lessons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id),
    chapterId: uuid('chapter_id')
      .notNull()
      .references(() => chapters.id),
    /** 1-based order within the module; the natural key with module_id. */
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    learningOutcomes: text('learning_outcomes').array().notNull().default(sql`ARRAY[]::text[]`),
    /** Description and outcomes in the other display languages (issue 21); English is the columns above. */
    translations: jsonb('translations').$type<LessonTranslations>().notNull().default({}),
    type: text('type').notNull(),
    label: text('label'),
    /** Storage path of the slide deck; the API turns it into presentationUrl. */
    presentationPath: text('presentation_path'),
    /** The back office's optimistic lock (decision 104): bumped by every save. */
    version: integer('version').notNull().default(1),
    /** Last edited in the back office (the seed only inserts lessons, so an edit stays either way). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    editedBy: uuid('edited_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('lessons_module_number_key').on(t.moduleId, t.number),
    index('lessons_chapter_idx').on(t.chapterId),
    check('lessons_type_check', oneOf(t.type, LESSON_TYPES)),
  ],
);

/**
 * Only the statuses a student sets by hand (001 §3: skip / activate, mark completed).
 * BOOKED, PENDING, NOT_TAKEN and RETAKE are derived from appointments when read, so
 * they can never disagree with the bookings. Activating a skipped lesson deletes the row.
 */
export const MANUAL_LESSON_STATUSES = ['SKIP', 'COMPLETED'] as const;

export const studentLessonStates = pgTable(
  'student_lesson_states',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lessons.id),
    status: text('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'student_lesson_states_pkey', columns: [t.studentId, t.lessonId] }),
    check('student_lesson_states_status_check', oneOf(t.status, MANUAL_LESSON_STATUSES)),
  ],
);

/** 001 §3 Student profile: preferred class time options (the enumeration lives in contracts). */
export { PREFERRED_CLASS_TIMES };

export interface SpokenLanguage {
  language: string;
  /** A1..C2 or Native (CEFR_LEVELS). */
  proficiency: string;
}

/**
 * What the student learns and how: "the student's section and module" drive the lesson
 * list and the class search. Lives with the curriculum because it points into it.
 */
export const studentProfiles = pgTable(
  'student_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id').references(() => sections.id),
    moduleId: uuid('module_id').references(() => modules.id),
    /** Position inside the module's level (e.g. 2 for "A1.2"); null until placed. */
    sublevel: integer('sublevel'),
    preferredClassTime: text('preferred_class_time'),
    wordsPerWeekGoal: integer('words_per_week_goal'),
    /** Weekly class goal level: Casual, Steady, Serious, Intense, Unstoppable. */
    goal: text('goal'),
    learningGoals: text('learning_goals').array().notNull().default(sql`ARRAY[]::text[]`),
    /** The free text of the 'other' learning goal (001 §3); null unless 'other' is chosen. */
    learningGoalOther: text('learning_goal_other'),
    focusAreas: text('focus_areas').array().notNull().default(sql`ARRAY[]::text[]`),
    learningNeeds: text('learning_needs'),
    aboutMe: text('about_me'),
    spokenLanguages: jsonb('spoken_languages').$type<SpokenLanguage[]>().notNull().default([]),
    /**
     * Whether the student lets classes record their audio (issue 12 point 16, decision 047):
     * null until asked, then the last choice (prejoin screen or settings). Never a condition of joining.
     */
    audioRecordingConsent: boolean('audio_recording_consent'),
    /** Onboarding checklist items the student has done (001 §3 Checklist items, §7 onboarding items). */
    onboardingItems: text('onboarding_items').array().notNull().default(sql`ARRAY[]::text[]`),
    /**
     * The per-student switch of the learning language change (001 §5 "gated by a flag"): null
     * follows the school-wide flag, true or false overrides it (back office, decision 059).
     */
    languageChangeAllowed: boolean('language_change_allowed'),
    /**
     * Where the student stood in each curriculum they left (curriculum id -> module and sublevel),
     * so coming back to a language resumes its course instead of restarting at the entry module.
     */
    previousModules: jsonb('previous_modules').$type<Record<string, { moduleId: string; sublevel: number | null }>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('student_profiles_module_idx').on(t.moduleId),
    check('student_profiles_class_time_check', oneOf(t.preferredClassTime, PREFERRED_CLASS_TIMES)),
    check('student_profiles_words_goal_check', sql`${t.wordsPerWeekGoal} IS NULL OR ${t.wordsPerWeekGoal} >= 0`),
    check('student_profiles_goal_check', oneOf(t.goal, WEEKLY_GOAL_LEVELS)),
    check('student_profiles_learning_goals_check', subsetOf(t.learningGoals, LEARNING_GOALS)),
    check('student_profiles_focus_areas_check', subsetOf(t.focusAreas, FOCUS_AREAS)),
  ],
);
