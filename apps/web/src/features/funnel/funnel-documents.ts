import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** The school's languages and their curricula (public): a funnel URL's curriculum must be one of its section's. */
export const FUNNEL_CATALOGUE = graphql(`
  query FunnelCatalogue { languageCatalogue { id slug name curricula { id name default } } }
`);

/** The plans a sign-up landing shows (public, in the visitor's currency as the store picks it). */
export const FUNNEL_PLANS = graphql(`
  query FunnelPlans($store: StoreKind, $type: ProductType) {
    packages(store: $store, type: $type) {
      id displayName type groupCredits privateCredits withTrialAvailable isRecommended
      subTotal { amount currency }
    }
  }
`);
export type FunnelPlan = ResultOf<typeof FUNNEL_PLANS>['packages'][number];
