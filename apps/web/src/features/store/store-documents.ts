import { gql } from 'urql';
import type { Money } from './money.ts';

/** docs/api/commerce.graphql: the storefront side. */
export type ProductType = 'flex' | 'sprint' | 'teams' | 'extra_credits';
export type Currency = 'BRL' | 'CHF' | 'EUR' | 'GBP' | 'PLN' | 'TRY' | 'USD';
export const CURRENCY_CHOICES: Currency[] = ['EUR', 'CHF', 'GBP', 'USD', 'BRL', 'PLN', 'TRY'];

export interface SprintData {
  id: string;
  name: string;
  startDate: string;
  startDateInStudentTimezone: string;
  durationMonths: number;
  durationWeeks: number;
  endDate: string;
  hasStarted: boolean;
}

export interface PackageData {
  id: string;
  slug: string;
  type: ProductType;
  planType: 'monthly' | 'marathon' | 'package';
  displayName: string;
  description: string;
  contentBlocks: string[];
  groupCredits: number;
  privateCredits: number;
  isSubscription: boolean;
  recurrenceIntervalWeeks: number | null;
  durationWeeks: number | null;
  validityDays: number;
  withTrialAvailable: boolean;
  purchasableOnce: boolean;
  isCurrent: boolean;
  section: { id: string; name: string } | null;
  subTotal: Money;
  pricePerClass: Money;
  sprints: SprintData[];
}

const MONEY = 'amount amountInMajor currency';
const SPRINT_FIELDS = 'id name startDate startDateInStudentTimezone durationMonths durationWeeks endDate hasStarted';
const PACKAGE_FIELDS = `
  id slug type planType displayName description contentBlocks groupCredits privateCredits isSubscription
  recurrenceIntervalWeeks durationWeeks validityDays withTrialAvailable purchasableOnce isCurrent
  section { id name }
  subTotal { ${MONEY} } pricePerClass { ${MONEY} }
  sprints { ${SPRINT_FIELDS} }
`;

export interface CommerceConfigData {
  trialDays: number;
  trialGroupCredits: number;
  trialPrivateCredits: number;
  periodWeeks: number;
  creditValidityDays: number;
  cardRequiredForTrial: boolean;
}
const CONFIG_FIELDS = 'trialDays trialGroupCredits trialPrivateCredits periodWeeks creditValidityDays cardRequiredForTrial';

export interface StoreData {
  packages: PackageData[];
  creditsInfo: { groupCredits: number; privateCredits: number; canBuyExtraCredits: boolean };
  commerceConfig: CommerceConfigData;
}
/** The student's storefront: subscription plans and (for subscribers) extra credits, in one currency. */
export const STORE = gql<StoreData, { currency: Currency }>(`
  query StorePackages($currency: Currency) {
    packages(currency: $currency, store: store) { ${PACKAGE_FIELDS} }
    creditsInfo { groupCredits privateCredits canBuyExtraCredits }
    commerceConfig { ${CONFIG_FIELDS} }
  }
`);

export interface ExtraCreditsData {
  packages: PackageData[];
}
export const EXTRA_CREDITS = gql<ExtraCreditsData, { currency: Currency }>(`
  query StoreExtraCredits($currency: Currency) {
    packages(currency: $currency, store: extra_credits, type: extra_credits) { ${PACKAGE_FIELDS} }
  }
`);

export interface CurrencyByCountryData {
  currencyByCountry: Currency;
}
export const CURRENCY_BY_COUNTRY = gql<CurrencyByCountryData, { countryCode: string }>(`
  query CurrencyByCountry($countryCode: String!) { currencyByCountry(countryCode: $countryCode) }
`);

export interface PackageDetailsData {
  package: PackageData;
  commerceConfig: CommerceConfigData;
}
export const PACKAGE_DETAILS = gql<PackageDetailsData, { id: string; currency?: Currency }>(`
  query PackageDetails($id: ID!, $currency: Currency) {
    package(id: $id, currency: $currency) { ${PACKAGE_FIELDS} }
    commerceConfig { ${CONFIG_FIELDS} }
  }
`);

export interface LearningTeamInfoData {
  learningTeamInfo: { minMembers: number; maxMembers: number; contactEmail: string };
}
export const LEARNING_TEAM_INFO = gql<LearningTeamInfoData, { currency?: Currency }>(`
  query LearningTeamInfo($currency: Currency) { learningTeamInfo(currency: $currency) { minMembers maxMembers contactEmail } }
`);
