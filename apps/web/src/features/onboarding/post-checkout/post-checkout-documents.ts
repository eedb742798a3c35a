import { graphql, type ResultOf } from '../../../shared/graphql/graphql.ts';

const TrialCreditChoiceFields = graphql(`
  fragment TrialCreditChoiceFields on TrialCreditChoice { subscriptionId kind chosenAt canChange trialEndsAt groupCredits privateCredits }
`);
export type TrialCreditChoiceData = ResultOf<typeof TrialCreditChoiceFields>;

/** Where the post-checkout entry sends the student: a language to switch to, a trial choice to make, or the welcome. */
export const POST_CHECKOUT_START = graphql(
  `
  query PostCheckoutStart($purchaseId: ID!, $hasPurchase: Boolean!) {
    trialCreditChoice { ...TrialCreditChoiceFields }
    learningSettings { module { id section { id slug name } } }
    purchase(id: $purchaseId) @include(if: $hasPurchase) { id displayName newSection { id slug name } }
  }
`,
  [TrialCreditChoiceFields],
);

export const TRIAL_CREDIT_CHOICE = graphql(
  `
  query TrialCreditChoice { trialCreditChoice { ...TrialCreditChoiceFields } }
`,
  [TrialCreditChoiceFields],
);

export const CHOOSE_TRIAL_CREDITS = graphql(
  `
  mutation ChooseTrialCredits($kind: CreditKind!) { chooseTrialCredits(kind: $kind) { ...TrialCreditChoiceFields } }
`,
  [TrialCreditChoiceFields],
);

/** The student's language and course, whether they may change it, and the languages on offer. */
export const LANGUAGE_PREFERENCES = graphql(`
  query PostCheckoutLanguage {
    learningSettings {
      module { id name cefrLevelName section { id slug name } curriculum { id name } }
      languageChange { allowed refusal classesInCurrentLanguage hasSubscription }
    }
    languageCatalogue { id slug name curricula { id name default entryModule { id name cefrLevelName } } }
  }
`);
export type LanguagePreferencesData = ResultOf<typeof LANGUAGE_PREFERENCES>;

/** A bought plan's language (001 §3 Subscription purchase: newSection), for change-language-checkout. */
export const PURCHASE_LANGUAGE = graphql(`
  query PostCheckoutPurchaseLanguage($id: ID!) { purchase(id: $id) { id displayName newSection { id slug name } } }
`);

/** The learning language change of decision 059 (the settings page's mutation). */
export const SWITCH_LEARNING_LANGUAGE = graphql(`
  mutation PostCheckoutChangeLanguage($input: LearningLanguageChangeInput!) {
    changeLearningLanguage(input: $input) { module { id name cefrLevelName section { id slug name } } }
  }
`);

export const SETTINGS_TYPENAMES = { additionalTypenames: ['LearningSettings', 'TrialCreditChoice'] };
