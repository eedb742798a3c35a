import { graphql } from '../../shared/graphql/graphql.ts';

/** docs/api/commerce.graphql: 3 group credits -> 1 private credit, never back. */
export const CONVERSION_PREVIEW = graphql(`
  query CreditsConversionPreview($privateCredits: Int!) {
    creditsConversionPreview(privateCredits: $privateCredits) {
      privateCredits groupCreditsNeeded groupCreditsAvailable privateCreditsAvailable
      groupCreditsAfter privateCreditsAfter maxPrivateCredits allowed blockingError
    }
  }
`);

export const CONVERT_CREDITS = graphql(`
  mutation ConvertCredits($privateCredits: Int!, $key: String!) {
    convertCredits(privateCredits: $privateCredits, idempotencyKey: $key) { groupCredits privateCredits canBuyExtraCredits nextExpiry }
  }
`);

/** Everything a conversion changes (the Today page's credits among them). */
export const CONVERSION_TYPENAMES = { additionalTypenames: ['CreditsInfo', 'ConversionPreview'] };
