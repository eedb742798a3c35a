const DAY_MS = 24 * 60 * 60_000;

/** Remember-me keeps a session (and its cookies) for a year (000 §9); otherwise a day server-side. */
export const REMEMBERED_SESSION_MS = 365 * DAY_MS;
export const BROWSER_SESSION_MS = DAY_MS;

/** Sessions end at a fixed time after login; refreshing does not extend them. */
export function sessionExpiresAt(rememberMe: boolean, now: Date): Date {
  return new Date(now.getTime() + (rememberMe ? REMEMBERED_SESSION_MS : BROWSER_SESSION_MS));
}

/**
 * Cookie Max-Age in seconds for a session: the time it has left when remembered, or
 * undefined (a browser-session cookie) when not.
 */
export function sessionCookieMaxAge(session: { rememberMe: boolean; expiresAt: Date }, now: Date): number | undefined {
  if (!session.rememberMe) return undefined;
  return Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000));
}
