import { graphql } from '../../../shared/graphql/graphql.ts';

/** What the guest is about to buy, in the currency of the link. */
export const GUEST_PACKAGE = graphql(`
  query GuestPackage($id: ID!, $currency: Currency) {
    package(id: $id, currency: $currency) {
      id type displayName isSubscription recurrenceIntervalWeeks groupCredits privateCredits
      section { id slug }
      subTotal { amount amountInMajor currency }
    }
  }
`);

/** 001 §7 "promote guest": the signed-in guest sets a password (and a name). */
export const PROMOTE_GUEST = graphql(`
  mutation PromoteGuest($input: PromoteGuestInput!) { promoteGuest(input: $input) { id email isGuest firstName lastName } }
`);
