import type { AreaName } from '../config/runtime-config.ts';

/**
 * The telemetry code (events, error reports, ~6 KB gzip with the rules it needs) arrives after the
 * page, not in its first load (issue 13's budgets, decision 097 addendum): the page starts it when
 * the browser is idle, or at once when an error must be reported before then.
 */
interface HistoryLike {
  listen(listener: (update: { location: { pathname: string } }) => void): unknown;
}

type Runtime = typeof import('./start-telemetry.ts');

let target: { area: AreaName; history: HistoryLike } | null = null;
let runtime: Promise<Runtime> | null = null;

function started(): Promise<Runtime> | null {
  if (!target) return null;
  const { area, history } = target;
  runtime ??= import('./start-telemetry.ts').then((module) => {
    // The runtime's own handlers take over in the same task: no error is seen by both, or by neither.
    window.removeEventListener('error', reportEarlyError);
    window.removeEventListener('unhandledrejection', reportEarlyRejection);
    try {
      module.startTelemetry(area, history);
    } catch (error) {
      // A broken start must not silence every later report (they all wait on this promise).
      module.reportWindowError({ error, message: String(error) });
    }
    return module;
  });
  return runtime;
}

/**
 * An uncaught error or rejection before the runtime arrived (a page that breaks while it starts is
 * the one most worth hearing about): it loads the runtime at once and is reported by it.
 */
function reportEarlyError(event: ErrorEvent): void {
  const { error, message } = event;
  void started()
    ?.then((module) => module.reportWindowError({ error, message }))
    .catch(() => {});
}

function reportEarlyRejection(event: PromiseRejectionEvent): void {
  const { reason } = event;
  void started()
    ?.then((module) => module.reportRejection({ reason }))
    .catch(() => {});
}

/** Starts the area's telemetry once the page has loaded and the browser is idle; an error starts it sooner. */
export function startTelemetryWhenIdle(area: AreaName, history: HistoryLike): void {
  if (typeof window === 'undefined') return;
  target = { area, history };
  window.addEventListener('error', reportEarlyError);
  window.addEventListener('unhandledrejection', reportEarlyRejection);
  const start = () => void started()?.catch(() => {});
  // Safari has no requestIdleCallback: a second after the page's own work.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 3000 });
  else globalThis.setTimeout(start, 1000);
}

/** A failed GraphQL operation, reported with its name and scrubbed variables (000 §8). */
export function reportGraphqlErrorLater(...args: Parameters<Runtime['reportGraphqlError']>): void {
  void started()
    ?.then((module) => module.reportGraphqlError(...args))
    .catch(() => {});
}

/** A render crash caught by an error boundary. */
export function reportBoundaryErrorLater(error: unknown): void {
  void started()
    ?.then((module) => module.reportBoundaryError(error))
    .catch(() => {});
}
