import { CEFR_LEVELS } from './enums.ts';
import { INPUT_MESSAGES as M } from './input-messages.ts';
import { optional } from './input-parts.ts';
import { LEARNING_GOALS } from './learning-goals.ts';
import { z } from './zod.ts';

export * from './learning-goals.ts';

// The student's learning profile (001 §3 Student profile, learning goals, focus areas; 001 §5
// "Learning goals: select 1 or more"), checked by the settings forms and by the server.

/** 001 §3 Focus areas. */
export const FOCUS_AREAS = ['speaking', 'pronunciation', 'grammar', 'listening', 'reading', 'writing', 'vocabulary'] as const;
export type FocusArea = (typeof FOCUS_AREAS)[number];

/** 001 §3 Student profile: preferred class time. */
export const PREFERRED_CLASS_TIMES = ['morning', 'afternoon', 'evening', 'night'] as const;
export type PreferredClassTime = (typeof PREFERRED_CLASS_TIMES)[number];

/** 001 §3 Spoken-language options, stored by their English name. */
export const SPOKEN_LANGUAGES = [
  'Arabic',
  'Chinese',
  'Czech',
  'Dutch',
  'English',
  'French',
  'German',
  'Greek',
  'Hungarian',
  'Italian',
  'Japanese',
  'Korean',
  'Polish',
  'Portuguese',
  'Russian',
  'Spanish',
  'Swedish',
  'Thai',
  'Turkish',
  'Ukrainian',
  'Vietnamese',
] as const;
export type SpokenLanguageName = (typeof SPOKEN_LANGUAGES)[number];
/** ISO 639-1 code of each spoken language, so the web can name it in the viewer's language (Intl.DisplayNames). */
export const SPOKEN_LANGUAGE_CODES: Readonly<Record<SpokenLanguageName, string>> = {
  Arabic: 'ar',
  Chinese: 'zh',
  Czech: 'cs',
  Dutch: 'nl',
  English: 'en',
  French: 'fr',
  German: 'de',
  Greek: 'el',
  Hungarian: 'hu',
  Italian: 'it',
  Japanese: 'ja',
  Korean: 'ko',
  Polish: 'pl',
  Portuguese: 'pt',
  Russian: 'ru',
  Spanish: 'es',
  Swedish: 'sv',
  Thai: 'th',
  Turkish: 'tr',
  Ukrainian: 'uk',
  Vietnamese: 'vi',
};

/** A spoken language's proficiency: A1 to C2, or native (001 §3). */
export const SPOKEN_PROFICIENCIES = CEFR_LEVELS;

/**
 * 001 §3 Goal levels (classes per week). The spec names the levels, not their numbers (decision
 * 083): one a week keeps a level moving slowly; seven is a class a day, what a Super Sprint (30
 * classes a month) needs; the steps between follow what schools in the field offer (2, 3, 5).
 */
export const WEEKLY_GOAL_LEVELS = ['Casual', 'Steady', 'Serious', 'Intense', 'Unstoppable'] as const;
export type WeeklyGoalLevel = (typeof WEEKLY_GOAL_LEVELS)[number];
export const CLASSES_PER_WEEK_OF_GOAL: Readonly<Record<WeeklyGoalLevel, number>> = {
  Casual: 1,
  Steady: 2,
  Serious: 3,
  Intense: 5,
  Unstoppable: 7,
};
/** Words a week the vocabulary goal may ask for (the weekly-words goal dialog's choices). */
export const WORDS_PER_WEEK_CHOICES = [10, 20, 30, 50, 75, 100] as const;

/**
 * The onboarding checklist (001 §3 Checklist items: id, slug, title, description, isCompleted):
 * the slugs a student can tick off; the checklist page itself comes with onboarding.
 */
export const ONBOARDING_ITEMS = [
  'set_learning_goals',
  'choose_focus_areas',
  'add_spoken_languages',
  'set_weekly_goal',
  'complete_profile',
  'book_first_class',
  'take_product_tour',
] as const;
export type OnboardingItem = (typeof ONBOARDING_ITEMS)[number];

export const LEARNING_NEEDS_MAX = 2000;
export const ABOUT_ME_MAX = 1000;
export const LEARNING_GOAL_OTHER_MAX = 200;

/** why-are-you-learning (001 §7): goals (1 or more), the 'other' text, and the focus areas. */
export const learningGoalsInput = z
  .object({
    learningGoals: z
      .array(z.enum(LEARNING_GOALS, { message: M.invalidChoice }))
      .min(1, M.learningGoalRequired)
      .max(LEARNING_GOALS.length, M.invalidChoice),
    learningGoalOther: optional(LEARNING_GOAL_OTHER_MAX),
    focusAreas: z.array(z.enum(FOCUS_AREAS, { message: M.invalidChoice })).max(FOCUS_AREAS.length, M.invalidChoice),
  })
  .superRefine((v, ctx) => {
    if (v.learningGoals.includes('other') && !v.learningGoalOther)
      ctx.addIssue({ code: 'custom', path: ['learningGoalOther'], message: M.learningGoalOtherRequired });
  })
  .transform((v) => ({
    learningGoals: [...new Set(v.learningGoals)],
    // The text belongs to 'other' only: dropped when 'other' is not chosen.
    learningGoalOther: v.learningGoals.includes('other') ? v.learningGoalOther : null,
    focusAreas: [...new Set(v.focusAreas)],
  }));
export type LearningGoalsInput = z.input<typeof learningGoalsInput>;

export const learningNeedsInput = z.object({
  learningNeeds: optional(LEARNING_NEEDS_MAX),
});

export const spokenLanguagesInput = z
  .object({
    spokenLanguages: z
      .array(
        z.object({
          language: z.enum(SPOKEN_LANGUAGES, { message: M.languageRequired }),
          proficiency: z.enum(SPOKEN_PROFICIENCIES, { message: M.levelRequired }),
        }),
      )
      .max(SPOKEN_LANGUAGES.length, M.tooLong),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.spokenLanguages.forEach((entry, index) => {
      if (seen.has(entry.language)) ctx.addIssue({ code: 'custom', path: ['spokenLanguages', index, 'language'], message: M.languageOnce });
      seen.add(entry.language);
    });
  });
export type SpokenLanguagesInput = z.input<typeof spokenLanguagesInput>;

/** set weekly goal (001 §7): the classes-per-week level and the words-per-week goal. */
export const weeklyGoalInput = z.object({
  goal: z.enum(WEEKLY_GOAL_LEVELS, { message: M.invalidChoice }).nullable(),
  wordsPerWeekGoal: z
    .number({ message: M.numberExpected })
    .int(M.numberExpected)
    .min(1, M.wordsGoalOutOfRange)
    .max(500, M.wordsGoalOutOfRange)
    .nullable(),
});
export type WeeklyGoalInput = z.input<typeof weeklyGoalInput>;

/** The rest of the learning page: preferred class time and the about-me text teachers read. */
export const learningPreferencesInput = z.object({
  preferredClassTime: z.enum(PREFERRED_CLASS_TIMES, { message: M.invalidChoice }).nullable(),
  aboutMe: optional(ABOUT_ME_MAX),
});
export type LearningPreferencesInput = z.input<typeof learningPreferencesInput>;

/** onboarding items (001 §7): the checklist items done so far (replaces the stored list). */
export const onboardingItemsInput = z.object({
  completed: z.array(z.enum(ONBOARDING_ITEMS, { message: M.invalidChoice })).max(ONBOARDING_ITEMS.length, M.invalidChoice),
});

/** learning language change (001 §5, §7): the new language and its curriculum. */
export const learningLanguageChangeInput = z.object({
  sectionId: z.string({ message: M.languageRequired }).uuid(M.languageRequired),
  curriculumId: z.string({ message: M.curriculumRequired }).uuid(M.curriculumRequired),
});
export type LearningLanguageChangeInput = z.input<typeof learningLanguageChangeInput>;
