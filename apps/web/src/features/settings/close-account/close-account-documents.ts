import { graphql } from '../../../shared/graphql/graphql.ts';

/** What closing would end, in the student's own numbers (subscription, classes, credits). */
export const ACCOUNT_CLOSURE_PREVIEW = graphql(`
  query AccountClosurePreview {
    accountClosurePreview {
      subscription { status paidUntil }
      hasNextSubscription
      classes { total refunded lost }
      creditsLost { group private }
      erasureAt
    }
    accountDetails { id hasPassword }
  }
`);
