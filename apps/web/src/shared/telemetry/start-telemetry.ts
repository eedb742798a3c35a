import type { AreaName } from '../config/runtime-config.ts';
import { startAnalytics, track } from './analytics.ts';
import { startErrorReporting } from './error-reporting.ts';

// Loaded as one chunk after the page (telemetry-loader.ts): the reporters travel with the starter.
export { reportBoundaryError, reportRejection, reportWindowError } from './error-reporting.ts';
export { reportGraphqlError } from './report-graphql-error.ts';

interface HistoryLike {
  listen(listener: (update: { location: { pathname: string } }) => void): unknown;
}

/**
 * Every area reports its errors; every area but the back office (staff at work, not product use)
 * sends product events, starting with a page view per visited path (decision 097).
 */
export function startTelemetry(area: AreaName, history: HistoryLike): void {
  startErrorReporting(area);
  if (area === 'admin') return;
  startAnalytics();
  let last = globalThis.location?.pathname;
  track('page_view', { area });
  history.listen(({ location }) => {
    // A change of query or hash on the same page (filters, tabs) is not another page view.
    if (location.pathname === last) return;
    last = location.pathname;
    track('page_view', { area });
  });
}
