import { type ClientErrorBody, SECRET_KEY_PATTERN } from '@parla/contracts';
import { isIgnoredClientError } from '@parla/domain/telemetry';
import { type AreaName, runtimeConfig } from '../config/runtime-config.ts';

/** A page in an error loop stops reporting itself: at most this many reports per page load, 3 per message. */
const MAX_REPORTS = 20;
const MAX_SAME = 3;

type Report = Omit<ClientErrorBody, 'area' | 'release' | 'path'> & { field?: string; category?: string };

let area: AreaName | undefined;
let sent = 0;
const seen = new Map<string, number>();
let sentry: Promise<typeof import('./sentry-browser.ts')> | null = null;

/** The variables without secret-looking values: they never leave the browser (the server scrubs again). */
export function scrubVariables(value: unknown, depth = 0): unknown {
  if (depth > 10) return '[Redacted]';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrubVariables(item, depth + 1));
  if (value === null || typeof value !== 'object') return typeof value === 'string' ? value.slice(0, 500) : value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEY_PATTERN.test(key) ? '[Redacted]' : scrubVariables(item, depth + 1)]),
  );
}

/**
 * Reports one client error to POST /api/client-errors (decision 097), unless the spec's ignore
 * rules (000 §8) say it is noise, and to Sentry when the server configured a DSN.
 */
export function reportClientError(report: Report, original?: unknown): void {
  if (!area || isIgnoredClientError(report)) return;
  const { field: _field, category: _category, ...rest } = report;
  const key = `${report.kind}|${report.message}|${report.operationName ?? ''}`;
  const times = seen.get(key) ?? 0;
  if (sent >= MAX_REPORTS || times >= MAX_SAME) return;
  seen.set(key, times + 1);
  sent += 1;
  const body: ClientErrorBody = {
    ...rest,
    message: rest.message.slice(0, 1000) || 'Error',
    stack: rest.stack?.slice(0, 8000),
    variables: rest.variables ? (scrubVariables(rest.variables) as Record<string, unknown>) : undefined,
    path: (globalThis.location?.pathname ?? '').slice(0, 300),
    area,
    release: runtimeConfig().releaseId.slice(0, 80),
  };
  void fetch('/api/client-errors', {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Release-Id': runtimeConfig().releaseId },
    body: JSON.stringify(body),
  }).catch(() => {});
  void sentry?.then((module) => module.captureInSentry(original ?? new Error(body.message), body)).catch(() => {});
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack };
  return { message: typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error)) };
}

/** A render crash caught by an error boundary. */
export function reportBoundaryError(error: unknown): void {
  reportClientError({ kind: 'boundary', ...describe(error) }, error);
}

/** An uncaught error, from the window's handler or from one the loader caught before this code arrived. */
export function reportWindowError(event: Pick<ErrorEvent, 'error' | 'message'>): void {
  const error = event.error as unknown;
  reportClientError({ kind: 'error', ...(error ? describe(error) : { message: event.message || 'Error' }) }, error);
}

/** An unhandled promise rejection, likewise. */
export function reportRejection(event: Pick<PromiseRejectionEvent, 'reason'>): void {
  reportClientError({ kind: 'unhandledrejection', ...describe(event.reason) }, event.reason);
}

/**
 * Installs the window handlers for the area (uncaught errors, unhandled rejections) and loads
 * @sentry/browser, lazily, only when the server says a DSN is configured: it costs nothing otherwise.
 */
export function startErrorReporting(areaName: AreaName): void {
  if (area || typeof window === 'undefined') return;
  area = areaName;
  window.addEventListener('error', reportWindowError);
  window.addEventListener('unhandledrejection', reportRejection);
  const { sentryDsn } = runtimeConfig().telemetry;
  if (sentryDsn) {
    sentry = import('./sentry-browser.ts');
    void sentry.then((module) => module.startSentry(sentryDsn, runtimeConfig())).catch(() => {});
  }
}
