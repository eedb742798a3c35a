import { gql } from 'urql';

/** docs/api/commerce.graphql: the student's own referral and the public landing. */
export interface Money {
  amount: number;
  amountInMajor: string;
  currency: string;
}
const MONEY = 'amount amountInMajor currency';

export interface OwnReferralData {
  ownReferral: {
    code: string;
    url: string;
    ownerGroupCredits: number;
    userDiscount: Money;
    minimumSpent: Money;
    referrals: Array<{
      id: string;
      friendFirstName: string;
      status: 'pending' | 'rewarded' | 'void';
      createdAt: string;
      rewardAt: string;
      rewardedAt: string | null;
    }>;
  };
}
export const OWN_REFERRAL = gql<OwnReferralData, Record<string, never>>(`
  query OwnReferral {
    ownReferral {
      code url ownerGroupCredits userDiscount { ${MONEY} } minimumSpent { ${MONEY} }
      referrals { id friendFirstName status createdAt rewardAt rewardedAt }
    }
  }
`);

export interface ReferralLandingData {
  referralByCode: { code: string; referrerFirstName: string; userDiscount: Money; minimumSpent: Money; valid: boolean };
}
export const REFERRAL_BY_CODE = gql<ReferralLandingData, { code: string }>(`
  query ReferralByCode($code: String!) {
    referralByCode(code: $code) { code referrerFirstName valid userDiscount { ${MONEY} } minimumSpent { ${MONEY} } }
  }
`);
