// The learning goals (001 §3): a plain list, no zod, so the registration pages' first load can read
// it without the settings schemas of learning-settings.ts (decision 081).

/** 001 §3 Learning goals: one or more; 'other' carries a free-text specification. */
export const LEARNING_GOALS = [
  'family_or_friends',
  'integration',
  'pleasure',
  'self_development',
  'travel',
  'work',
  'heritage',
  'certificate',
  'visa',
  'other_cultures',
  'other',
] as const;
export type LearningGoal = (typeof LEARNING_GOALS)[number];

/** Learning goals a sign-up may carry: all but 'other', whose free text belongs to the settings form. */
export const REGISTRATION_GOALS = LEARNING_GOALS.filter((g) => g !== 'other') as Exclude<LearningGoal, 'other'>[];
