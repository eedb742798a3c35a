import { graphql, type ResultOf } from '../../shared/graphql/graphql.ts';

/** The analytics page (issue 19, decisions 097 and 103): product events per day, totals and funnels. */
export const ADMIN_PRODUCT_ANALYTICS = graphql(`
  query AdminProductAnalytics($from: DateTime!, $to: DateTime!, $timeZone: String) {
    adminProductAnalytics(from: $from, to: $to, timeZone: $timeZone) {
      days { day name count }
      totals { name count }
      funnels { name steps { name people } }
    }
  }
`);

export type ProductAnalytics = ResultOf<typeof ADMIN_PRODUCT_ANALYTICS>['adminProductAnalytics'];
export type ProductFunnel = ProductAnalytics['funnels'][number];
