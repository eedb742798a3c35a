import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** The school's languages and their curricula (public): a funnel URL's curriculum must be one of its section's. */
export const FUNNEL_CATALOGUE = graphql(`
  query FunnelCatalogue { languageCatalogue { id slug name curricula { id name default } } }
`);

/** The plans of one language a sign-up landing shows (public; `section` takes the slug too). */
export const FUNNEL_PLANS = graphql(`
  query FunnelPlans($section: ID, $store: StoreKind, $type: ProductType) {
    packages(section: $section, store: $store, type: $type) {
      id displayName type groupCredits privateCredits withTrialAvailable isRecommended
      subTotal { amount currency }
    }
  }
`);
export type FunnelPlan = ResultOf<typeof FUNNEL_PLANS>['packages'][number];
