import { graphql } from '../../shared/graphql/graphql.ts';

/** A restart from settings must bring the tour back without a reload. */
export const PRODUCT_TOUR_TYPENAMES = { additionalTypenames: ['ProductTour'] };

export const PRODUCT_TOUR = graphql(`
  query ProductTour { productTour { pending finishedAt } }
`);

export const FINISH_PRODUCT_TOUR = graphql(`
  mutation FinishProductTour { finishProductTour { pending finishedAt } }
`);

export const RESTART_PRODUCT_TOUR = graphql(`
  mutation RestartProductTour { restartProductTour { pending finishedAt } }
`);
