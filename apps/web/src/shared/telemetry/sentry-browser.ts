// Loaded only when the server configured SENTRY_DSN (decision 097): its own chunk, never in the first load.
import * as Sentry from '@sentry/browser';
import type { ClientErrorBody } from '@parla/contracts';
import type { RuntimeConfig } from '../config/runtime-config.ts';

export function startSentry(dsn: string, config: RuntimeConfig): void {
  Sentry.init({
    dsn,
    release: config.releaseId,
    environment: config.env,
    // Our own handlers report window errors (with the spec's ignore rules): no global handlers, no
    // breadcrumbs (they would carry URLs and console lines), no request data.
    defaultIntegrations: false,
    integrations: [Sentry.dedupeIntegration()],
  });
}

export function captureInSentry(error: unknown, report: ClientErrorBody): void {
  Sentry.withScope((scope) => {
    scope.setTags({ kind: report.kind, area: report.area, operation: report.operationName });
    if (report.variables) scope.setExtra('variables', report.variables);
    if (report.status !== undefined) scope.setExtra('status', report.status);
    Sentry.captureException(error);
  });
}
