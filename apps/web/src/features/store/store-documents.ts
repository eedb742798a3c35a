import { type EnumOf, graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** docs/api/commerce.graphql: the storefront side. */
export type ProductType = EnumOf<'ProductType'>;
export type Currency = EnumOf<'Currency'>;
/** The order the currency picker offers them in. */
export const CURRENCY_CHOICES: Currency[] = ['EUR', 'CHF', 'GBP', 'USD', 'BRL', 'PLN', 'TRY'];

const PackageFields = graphql(`
  fragment PackageFields on Package {
    id slug type planType displayName description contentBlocks groupCredits privateCredits isSubscription
    recurrenceIntervalWeeks durationWeeks validityDays withTrialAvailable isRecommended purchasableOnce isCurrent
    section { id name }
    subTotal { amount amountInMajor currency formatted } pricePerClass { amount amountInMajor currency formatted }
    sprints { id name startDate startDateInStudentTimezone durationMonths durationWeeks endDate hasStarted }
  }
`);
export type PackageData = ResultOf<typeof PackageFields>;

const CommerceConfigFields = graphql(`
  fragment StoreCommerceConfigFields on CommerceConfig {
    trialDays trialGroupCredits trialPrivateCredits periodWeeks creditValidityDays cardRequiredForTrial
  }
`);

/** The student's storefront: subscription plans and (for subscribers) extra credits, in one currency. */
export const STORE = graphql(
  `
  query StorePackages($currency: Currency) {
    packages(currency: $currency, store: store) { ...PackageFields }
    creditsInfo { groupCredits privateCredits canBuyExtraCredits }
    commerceConfig { ...StoreCommerceConfigFields }
  }
`,
  [PackageFields, CommerceConfigFields],
);

export const EXTRA_CREDITS = graphql(
  `
  query StoreExtraCredits($currency: Currency) {
    packages(currency: $currency, store: extra_credits, type: extra_credits) { ...PackageFields }
  }
`,
  [PackageFields],
);

export const CURRENCY_BY_COUNTRY = graphql(`
  query CurrencyByCountry($countryCode: String!) { currencyByCountry(countryCode: $countryCode) }
`);

export const PACKAGE_DETAILS = graphql(
  `
  query PackageDetails($id: ID!, $currency: Currency) {
    package(id: $id, currency: $currency) { ...PackageFields }
    commerceConfig { ...StoreCommerceConfigFields }
  }
`,
  [PackageFields, CommerceConfigFields],
);

export const LEARNING_TEAM_INFO = graphql(`
  query LearningTeamInfo($currency: Currency) { learningTeamInfo(currency: $currency) { minMembers maxMembers contactEmail } }
`);
