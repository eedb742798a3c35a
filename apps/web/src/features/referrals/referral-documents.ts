import { graphql } from '../../shared/graphql/graphql.ts';

/** docs/api/commerce.graphql: the student's own referral and the public landing. */
const MoneyFields = graphql(`
  fragment ReferralMoneyFields on Money { amount amountInMajor currency }
`);

export const OWN_REFERRAL = graphql(
  `
  query OwnReferral {
    ownReferral {
      code url ownerGroupCredits userDiscount { ...ReferralMoneyFields } minimumSpent { ...ReferralMoneyFields }
      referrals { id friendFirstName status createdAt rewardAt rewardedAt }
    }
  }
`,
  [MoneyFields],
);

export const REFERRAL_BY_CODE = graphql(
  `
  query ReferralByCode($code: String!) {
    referralByCode(code: $code) { code referrerFirstName valid userDiscount { ...ReferralMoneyFields } minimumSpent { ...ReferralMoneyFields } }
  }
`,
  [MoneyFields],
);
