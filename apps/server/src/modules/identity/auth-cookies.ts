import { ACCESS_COOKIE, ACCESS_EXPIRY_COOKIE, FEATURES_COOKIE, REFRESH_COOKIE, sessionCookieName } from '@parla/contracts';
import { featuresAfterLogout, sessionCookieMaxAge } from '@parla/domain';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedTokens } from './session.service.ts';

const FEATURES_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function isSecure(app: FastifyInstance): boolean {
  return app.config.publicUrl.startsWith('https:');
}

function baseOptions(app: FastifyInstance): CookieSerializeOptions {
  // Path=/ and no Domain: what the __Host- prefix demands.
  return { path: '/', sameSite: 'lax', secure: isSecure(app) };
}

/** The session cookies' names in this deployment: `__Host-` prefixed when PUBLIC_URL is https. */
export function authCookieNames(app: FastifyInstance): { access: string; expiry: string; refresh: string } {
  const secure = isSecure(app);
  return {
    access: sessionCookieName(ACCESS_COOKIE, secure),
    expiry: sessionCookieName(ACCESS_EXPIRY_COOKIE, secure),
    refresh: sessionCookieName(REFRESH_COOKIE, secure),
  };
}

/**
 * Writes the three session cookies. With remember-me they live as long as the session
 * (a year at login); otherwise they are browser-session cookies.
 */
export function setAuthCookies(app: FastifyInstance, reply: FastifyReply, tokens: IssuedTokens): void {
  const options: CookieSerializeOptions = { ...baseOptions(app), maxAge: sessionCookieMaxAge(tokens.session, app.clock.now()) };
  const names = authCookieNames(app);
  reply.setCookie(names.access, tokens.accessToken, { ...options, httpOnly: true });
  // Readable by scripts: the web refreshes a minute before this instant (000 §7).
  reply.setCookie(names.expiry, String(tokens.accessExpiresAt.getTime()), { ...options, httpOnly: false });
  reply.setCookie(names.refresh, tokens.refreshToken, { ...options, httpOnly: true });
}

export function clearAuthCookies(app: FastifyInstance, reply: FastifyReply): void {
  const options = baseOptions(app);
  const names = authCookieNames(app);
  reply.clearCookie(names.access, { ...options, httpOnly: true });
  reply.clearCookie(names.expiry, options);
  reply.clearCookie(names.refresh, { ...options, httpOnly: true });
}

/** The cookie exactly as sent: request.cookies is already URL-decoded, and FEATURES is encoded JSON. */
function rawCookie(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** Drops the two trial flags from FEATURES on logout (000 §4); the web reads it, so not HttpOnly. */
export function clearLogoutFeatures(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): void {
  const change = featuresAfterLogout(rawCookie(request, FEATURES_COOKIE));
  const options = baseOptions(app);
  if (change.action === 'delete') reply.clearCookie(FEATURES_COOKIE, options);
  // The value is already URL-encoded JSON: write it as is.
  if (change.action === 'set') {
    reply.setCookie(FEATURES_COOKIE, change.value, { ...options, maxAge: FEATURES_MAX_AGE_SECONDS, encode: (v) => v });
  }
}
