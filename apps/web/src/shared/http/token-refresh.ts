/** Refresh when the access token has less than this left (000 §9). */
export const REFRESH_THRESHOLD_MS = 60_000;

/** No expiry cookie means no session: nothing to refresh. */
export function needsRefresh(expiresAtCookie: string | undefined, now: number): boolean {
  if (!expiresAtCookie) return false;
  const expiresAt = Number(expiresAtCookie);
  if (!Number.isFinite(expiresAt)) return false;
  return expiresAt - now <= REFRESH_THRESHOLD_MS;
}

/** Concurrent callers share one refresh: a rotating refresh token may be spent only once. */
export function singleFlight(run: () => Promise<void>): () => Promise<void> {
  let inFlight: Promise<void> | null = null;
  return () => {
    inFlight ??= run().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}
