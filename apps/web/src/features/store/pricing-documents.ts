import { graphql } from '../../shared/graphql/graphql.ts';

/**
 * The public price list (issue 15): what a visitor may read without an account. The store's own
 * STORE query also asks for the signed-in student's credits, which a visitor has none of.
 */
const PricingPackageFields = graphql(`
  fragment PricingPackageFields on Package {
    id slug type planType displayName description contentBlocks groupCredits privateCredits isSubscription
    recurrenceIntervalWeeks durationWeeks validityDays withTrialAvailable isRecommended purchasableOnce isCurrent
    section { id name slug }
    subTotal { amount amountInMajor currency formatted } pricePerClass { amount amountInMajor currency formatted }
    sprints { id name startDate startDateInStudentTimezone durationMonths durationWeeks endDate hasStarted }
  }
`);

export const PUBLIC_PRICES = graphql(
  `
  query PublicPrices($currency: Currency, $section: ID) {
    packages(currency: $currency, section: $section, store: store) { ...PricingPackageFields }
    commerceConfig { trialDays trialGroupCredits trialPrivateCredits periodWeeks creditValidityDays withdrawalDays }
  }
`,
  [PricingPackageFields],
);

export const TEAM_PRICES = graphql(
  `
  query TeamPrices($currency: Currency) {
    learningTeamInfo(currency: $currency) { minMembers maxMembers contactEmail packages { ...PricingPackageFields } }
    commerceConfig { creditValidityDays }
  }
`,
  [PricingPackageFields],
);

/** Countries with the currency the school charges there (the store's rule, server side). */
export const PRICE_COUNTRIES = graphql(`
  query PriceCountries { countries { code commonName currency } }
`);
