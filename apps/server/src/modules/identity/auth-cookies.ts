import { ACCESS_COOKIE, ACCESS_EXPIRY_COOKIE, FEATURES_COOKIE, REFRESH_COOKIE } from '@parla/contracts';
import { featuresAfterLogout, sessionCookieMaxAge } from '@parla/domain';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedTokens } from './session.service.ts';

const FEATURES_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

function baseOptions(app: FastifyInstance): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure: app.config.publicUrl.startsWith('https:') };
}

/**
 * Writes the three session cookies. With remember-me they live as long as the session
 * (a year at login); otherwise they are browser-session cookies.
 */
export function setAuthCookies(app: FastifyInstance, reply: FastifyReply, tokens: IssuedTokens): void {
  const options: CookieSerializeOptions = { ...baseOptions(app), maxAge: sessionCookieMaxAge(tokens.session, app.clock.now()) };
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, { ...options, httpOnly: true });
  // Readable by scripts: the web refreshes a minute before this instant (000 §7).
  reply.setCookie(ACCESS_EXPIRY_COOKIE, String(tokens.accessExpiresAt.getTime()), { ...options, httpOnly: false });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, { ...options, httpOnly: true });
}

export function clearAuthCookies(app: FastifyInstance, reply: FastifyReply): void {
  const options = baseOptions(app);
  reply.clearCookie(ACCESS_COOKIE, { ...options, httpOnly: true });
  reply.clearCookie(ACCESS_EXPIRY_COOKIE, options);
  reply.clearCookie(REFRESH_COOKIE, { ...options, httpOnly: true });
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
