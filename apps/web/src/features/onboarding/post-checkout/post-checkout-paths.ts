/** The post-checkout steps of 001 §2, under /{locale}/account/post-checkout/ (issue 16). */
const BASE = '/:locale/account/post-checkout';

export const postCheckoutPaths = {
  entry: BASE,
  welcome: `${BASE}/welcome`,
  creditsType: `${BASE}/credits-type-selection`,
  languagePreferences: `${BASE}/language-preferences`,
  changeLanguageStore: `${BASE}/change-language-store/:section/:curriculum`,
  changeLanguageCheckout: `${BASE}/change-language-checkout/:purchaseId/:section`,
  successLanguageChange: `${BASE}/success-language-change`,
  learningGoals: `${BASE}/learning-goals`,
  learningGoalsSuccess: `${BASE}/learning-goals/success`,
  learningFocusArea: `${BASE}/learning-focus-area`,
  learningFocusAreaSuccess: `${BASE}/learning-focus-area/success`,
  languagesYouSpeak: `${BASE}/languages-you-speak`,
  languagesYouSpeakThanks: `${BASE}/languages-you-speak/thanks`,
  preferredTimeSlots: `${BASE}/preferred-time-slots`,
  proficiency: `${BASE}/proficiency`,
  findYourLevel: `${BASE}/proficiency/find-your-level`,
  level: `${BASE}/proficiency/level`,
  levelDetail: `${BASE}/proficiency/level/:level`,
  levelSummary: `${BASE}/proficiency/summary/:level/:sublevel`,
  bookClass: `${BASE}/book-class`,
  congratulations: `${BASE}/congratulations`,
} as const;

/** The steps a progress bar counts, in order; each step page says which one it is. */
export const PROGRESS_STEPS = [
  'languagePreferences',
  'learningGoals',
  'learningFocusArea',
  'languagesYouSpeak',
  'preferredTimeSlots',
  'proficiency',
  'bookClass',
] as const;
export type ProgressStep = (typeof PROGRESS_STEPS)[number];
