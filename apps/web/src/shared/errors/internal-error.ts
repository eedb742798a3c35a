import { buildPath } from '../routing/build-path.ts';

/**
 * Where an unexpected failure leads (issue 15, decision 068): the area's internal-error page, with
 * the page the visitor was on as `from`, so "Try again" returns there.
 */
export function internalErrorHref(pattern: string, locale: string, from: string): string {
  return `${buildPath(pattern, { locale })}?${new URLSearchParams({ from })}`;
}

/** `from` only when it is a path of this site (never `//host`, never the error page itself). */
export function safeReturnPath(from: string | null): string | null {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  if (/^\/[^/]+\/(teacher-)?internal-error(\?|$)/.test(from)) return null;
  return from;
}

/** A lazy page's chunk that could not be fetched (a new release replaced it, or the network dropped). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(
    error.message,
  );
}

const RELOADED_KEY = 'parla.reloadedAfterChunkError';

/**
 * A failed chunk is first retried by reloading the page once (it fetches the current release); the
 * mark keeps a second failure on the same page from reloading for ever.
 */
export function reloadOnceFor(path: string): boolean {
  try {
    if (sessionStorage.getItem(RELOADED_KEY) === path) return false;
    sessionStorage.setItem(RELOADED_KEY, path);
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

export function forgetReload(): void {
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // storage unavailable: nothing was kept either
  }
}
