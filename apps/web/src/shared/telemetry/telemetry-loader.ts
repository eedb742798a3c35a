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
    module.startTelemetry(area, history);
    return module;
  });
  return runtime;
}

/** Starts the area's telemetry once the page has loaded and the browser is idle. */
export function startTelemetryWhenIdle(area: AreaName, history: HistoryLike): void {
  if (typeof window === 'undefined') return;
  target = { area, history };
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
