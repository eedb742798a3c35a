import { INPUT_MESSAGES as M } from './input-messages.ts';
import { optional } from './input-parts.ts';
import {
  FOCUS_AREAS,
  LEARNING_GOAL_OTHER_MAX,
  LEARNING_GOALS,
  LEARNING_NEEDS_MAX,
  PREFERRED_CLASS_TIMES,
  SPOKEN_LANGUAGES,
  SPOKEN_PROFICIENCIES,
} from './learning-settings.ts';
import { z } from './zod.ts';

// The onboarding survey and the post-checkout questions (001 §2, §3, §5, §7
// `/api/questionnaire/{name}`): the same profile fields the learning settings store, asked one
// group at a time. Each group is one questionnaire name; `onboarding-survey` is all of them.

/** One questionnaire per post-checkout step (001 §2 Post-checkout), in the order they are asked. */
export const QUESTIONNAIRE_NAMES = [
  'learning-goals',
  'learning-focus-area',
  'learning-needs',
  'preferred-time-slots',
  'languages-you-speak',
] as const;
export type QuestionnaireName = (typeof QUESTIONNAIRE_NAMES)[number];
/** The whole survey at once (001 §7 `/api/questionnaire/onboarding-survey`). */
export const ONBOARDING_SURVEY = 'onboarding-survey';

/**
 * The learning hours of 001 §3 (id, slug, startHour, endHour), local time: the parts of the day
 * the booking filter already uses (packages/domain classes/time-of-day.ts; night wraps midnight).
 */
export const LEARNING_HOURS = [
  { id: 1, slug: 'morning', startHour: 6, endHour: 12 },
  { id: 2, slug: 'afternoon', startHour: 12, endHour: 17 },
  { id: 3, slug: 'evening', startHour: 17, endHour: 22 },
  { id: 4, slug: 'night', startHour: 22, endHour: 6 },
] as const;

/** A question as the REST answer describes it, so a client can render it without knowing the profile. */
export interface QuestionnaireQuestion {
  /** The answer's field name in the body. */
  id: string;
  type: 'multiple' | 'single' | 'text' | 'languages';
  options?: readonly string[];
  /** Fewest choices (001 §5 "Learning goals: select 1 or more"). */
  minChoices?: number;
  maxLength?: number;
  /** The text field that specifies the option 'other'. */
  otherField?: string;
}

export const QUESTIONNAIRE_QUESTIONS: Readonly<Record<QuestionnaireName, readonly QuestionnaireQuestion[]>> = {
  'learning-goals': [
    { id: 'learningGoals', type: 'multiple', options: LEARNING_GOALS, minChoices: 1, otherField: 'learningGoalOther' },
    { id: 'learningGoalOther', type: 'text', maxLength: LEARNING_GOAL_OTHER_MAX },
  ],
  'learning-focus-area': [{ id: 'focusAreas', type: 'multiple', options: FOCUS_AREAS, minChoices: 0 }],
  'learning-needs': [{ id: 'learningNeeds', type: 'text', maxLength: LEARNING_NEEDS_MAX }],
  'preferred-time-slots': [{ id: 'preferredClassTime', type: 'single', options: PREFERRED_CLASS_TIMES }],
  'languages-you-speak': [{ id: 'spokenLanguages', type: 'languages', options: SPOKEN_LANGUAGES }],
};

const goalsField = z
  .array(z.enum(LEARNING_GOALS, { message: M.invalidChoice }))
  .min(1, M.learningGoalRequired)
  .max(LEARNING_GOALS.length, M.invalidChoice);
const focusAreasField = z.array(z.enum(FOCUS_AREAS, { message: M.invalidChoice })).max(FOCUS_AREAS.length, M.invalidChoice);
const classTimeField = z.enum(PREFERRED_CLASS_TIMES, { message: M.invalidChoice }).nullable();
const spokenLanguagesField = z
  .array(
    z.object({
      language: z.enum(SPOKEN_LANGUAGES, { message: M.languageRequired }),
      proficiency: z.enum(SPOKEN_PROFICIENCIES, { message: M.levelRequired }),
    }),
  )
  .max(SPOKEN_LANGUAGES.length, M.tooLong);

/** Text the survey may leave out (undefined: not asked, kept as stored) or clear (blank: null). */
const skippableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, M.tooLong)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

interface AnswerShape {
  learningGoals?: string[];
  learningGoalOther?: string | null;
  spokenLanguages?: { language: string }[];
}

/** 'other' needs its text; a spoken language is listed once. */
function checkAnswers(v: AnswerShape, ctx: z.RefinementCtx): void {
  if (v.learningGoals?.includes('other') && !v.learningGoalOther)
    ctx.addIssue({ code: 'custom', path: ['learningGoalOther'], message: M.learningGoalOtherRequired });
  const seen = new Set<string>();
  v.spokenLanguages?.forEach((entry, index) => {
    if (seen.has(entry.language)) ctx.addIssue({ code: 'custom', path: ['spokenLanguages', index, 'language'], message: M.languageOnce });
    seen.add(entry.language);
  });
}

export const learningGoalsAnswers = z
  .object({ learningGoals: goalsField, learningGoalOther: optional(LEARNING_GOAL_OTHER_MAX) })
  .superRefine(checkAnswers);
export const focusAreasAnswers = z.object({ focusAreas: focusAreasField });
export const learningNeedsAnswers = z.object({ learningNeeds: optional(LEARNING_NEEDS_MAX) });
export const classTimeAnswers = z.object({ preferredClassTime: classTimeField });
export const spokenLanguagesAnswers = z.object({ spokenLanguages: spokenLanguagesField }).superRefine(checkAnswers);
/** The whole survey: every group optional (a student may skip one), each checked as on its own. */
export const onboardingSurveyAnswers = z
  .object({
    learningGoals: goalsField.optional(),
    learningGoalOther: skippableText(LEARNING_GOAL_OTHER_MAX),
    focusAreas: focusAreasField.optional(),
    learningNeeds: skippableText(LEARNING_NEEDS_MAX),
    preferredClassTime: classTimeField.optional(),
    spokenLanguages: spokenLanguagesField.optional(),
  })
  .superRefine(checkAnswers);

export type LearningGoalsAnswers = z.input<typeof learningGoalsAnswers>;
export type FocusAreasAnswers = z.input<typeof focusAreasAnswers>;
export type LearningNeedsAnswers = z.input<typeof learningNeedsAnswers>;
export type ClassTimeAnswers = z.input<typeof classTimeAnswers>;
export type SpokenLanguagesAnswers = z.input<typeof spokenLanguagesAnswers>;
export type OnboardingSurveyAnswers = z.input<typeof onboardingSurveyAnswers>;

/** What GET and POST `/api/questionnaire/{name}` answer: the questions and the student's answers so far. */
export interface QuestionnaireView {
  name: QuestionnaireName | typeof ONBOARDING_SURVEY;
  questions: QuestionnaireQuestion[];
  answers: {
    learningGoals: string[];
    learningGoalOther: string | null;
    focusAreas: string[];
    learningNeeds: string | null;
    preferredClassTime: string | null;
    spokenLanguages: { language: string; proficiency: string }[];
  };
  /** The spec's learning hours, for the preferred-time question. */
  learningHours: typeof LEARNING_HOURS;
}
