import { gql } from 'urql';

/** docs/api/commerce.graphql: 3 group credits -> 1 private credit, never back. */
export interface ConversionPreview {
  privateCredits: number;
  groupCreditsNeeded: number;
  groupCreditsAvailable: number;
  privateCreditsAvailable: number;
  groupCreditsAfter: number;
  privateCreditsAfter: number;
  maxPrivateCredits: number;
  allowed: boolean;
  blockingError: string | null;
}
export const CONVERSION_PREVIEW = gql<{ creditsConversionPreview: ConversionPreview }, { privateCredits: number }>(`
  query CreditsConversionPreview($privateCredits: Int!) {
    creditsConversionPreview(privateCredits: $privateCredits) {
      privateCredits groupCreditsNeeded groupCreditsAvailable privateCreditsAvailable
      groupCreditsAfter privateCreditsAfter maxPrivateCredits allowed blockingError
    }
  }
`);

export const CONVERT_CREDITS = gql<
  { convertCredits: { groupCredits: number; privateCredits: number } },
  { privateCredits: number; key: string }
>(`
  mutation ConvertCredits($privateCredits: Int!, $key: String!) {
    convertCredits(privateCredits: $privateCredits, idempotencyKey: $key) { groupCredits privateCredits canBuyExtraCredits nextExpiry }
  }
`);

/** Everything a conversion changes (the Today page's credits among them). */
export const CONVERSION_TYPENAMES = { additionalTypenames: ['CreditsInfo', 'ConversionPreview'] };
