import { graphql, type ResultOf } from '../../../shared/graphql/graphql.ts';

/** Every field of the learning page; each mutation answers the whole settings, so the page stays in step. */
const LearningSettingsFields = graphql(`
  fragment LearningSettingsFields on LearningSettings {
    audioRecordingConsent learningGoals learningGoalOther focusAreas learningNeeds
    spokenLanguages { language proficiency }
    preferredClassTime goal classesPerWeekGoal wordsPerWeekGoal aboutMe onboardingItems sublevel
    module { id name cefrLevelName section { id slug name } curriculum { id name } }
    languageChange { allowed refusal classesInCurrentLanguage hasSubscription }
  }
`);
export type LearningSettings = ResultOf<typeof LearningSettingsFields>;

/** A student's learning settings (account/settings/learning; issue 14). */
export const LEARNING_SETTINGS = graphql(
  `
  query LearningSettings { learningSettings { ...LearningSettingsFields } }
`,
  [LearningSettingsFields],
);

export const SET_AUDIO_RECORDING_CONSENT = graphql(
  `
  mutation SetAudioRecordingConsent($consent: Boolean!) { setAudioRecordingConsent(consent: $consent) { ...LearningSettingsFields } }
`,
  [LearningSettingsFields],
);

export const UPDATE_WHY_ARE_YOU_LEARNING = graphql(
  `
  mutation UpdateWhyAreYouLearning($input: WhyAreYouLearningInput!) { updateWhyAreYouLearning(input: $input) { ...LearningSettingsFields } }
`,
  [LearningSettingsFields],
);

export const UPDATE_LEARNING_NEEDS = graphql(
  `
  mutation UpdateLearningNeeds($input: LearningNeedsInput!) { updateLearningNeeds(input: $input) { ...LearningSettingsFields } }
`,
  [LearningSettingsFields],
);

export const UPDATE_SPOKEN_LANGUAGES = graphql(
  `
  mutation UpdateSpokenLanguages($input: SpokenLanguagesInput!) { updateSpokenLanguages(input: $input) { ...LearningSettingsFields } }
`,
  [LearningSettingsFields],
);

export const SET_WEEKLY_GOAL = graphql(
  `
  mutation SetWeeklyGoal($input: WeeklyGoalInput!) { setWeeklyGoal(input: $input) { ...LearningSettingsFields } }
`,
  [LearningSettingsFields],
);

export const UPDATE_LEARNING_PREFERENCES = graphql(
  `
  mutation UpdateLearningPreferences($input: LearningPreferencesInput!) { updateLearningPreferences(input: $input) { ...LearningSettingsFields } }
`,
  [LearningSettingsFields],
);

/** The languages to choose from, with their curricula and the level a change starts at. */
export const LANGUAGE_CATALOGUE = graphql(`
  query LanguageCatalogue { languageCatalogue { id slug name curricula { id name default entryModule { id name cefrLevelName } } } }
`);
export type CatalogueSection = ResultOf<typeof LANGUAGE_CATALOGUE>['languageCatalogue'][number];

export const CHANGE_LEARNING_LANGUAGE = graphql(
  `
  mutation ChangeLearningLanguage($input: LearningLanguageChangeInput!) { changeLearningLanguage(input: $input) { ...LearningSettingsFields } }
`,
  [LearningSettingsFields],
);

/** The settings object has no id: urql's cache refetches it by its typename after the mutation. */
export const SETTINGS_TYPENAMES = { additionalTypenames: ['LearningSettings'] };
