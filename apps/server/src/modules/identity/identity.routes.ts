import { LOCALE_HEADER, localeInput, refreshInput, timezoneInput, verifyEmailInput } from '@parla/contracts';
import { DomainError } from '@parla/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseInput } from '../../lib/validation.ts';
import { assertTimezoneChangeAllowedFor } from '../commerce/subscriptions/booking-plan.ts';
import { authCookieNames, clearAuthCookies, clearLogoutFeatures, setAuthCookies } from './auth-cookies.ts';
import { login } from './login.service.ts';
import { updatePassword } from './password-change.service.ts';
import { register, resendConfirmation, verifyEmail } from './registration.service.ts';
import { checkResetToken, requestPasswordReset, resetPassword } from './reset.service.ts';
import { type IssuedTokens, type SessionArea, refreshSession, revokeSession, sessionIdOfRefreshToken } from './session.service.ts';
import { findUserById, getClientUser, updateUserSettings } from './user.service.ts';

const LOGIN_ROUTES: [string, SessionArea][] = [
  ['/api/login_check', 'learn'],
  ['/teacher/login_check', 'teacher'],
  ['/admin/login_check', 'admin'],
];

function issue(app: FastifyInstance, reply: FastifyReply, tokens: IssuedTokens): { accessExpiresAt: number } {
  setAuthCookies(app, reply, tokens);
  return { accessExpiresAt: tokens.accessExpiresAt.getTime() };
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function isFormPost(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data';
}

/** The identity REST contract (docs/api/identity.md). Routes translate; services decide. */
export async function identityRoutes(app: FastifyInstance) {
  for (const [path, area] of LOGIN_ROUTES) {
    app.post(path, async (request, reply) => {
      const result = await login(app, request.body, { area, ip: request.ip, userAgent: request.headers['user-agent'] });
      return { user: result.user, ...issue(app, reply, result.tokens) };
    });
  }

  app.post('/api/token/refresh', async (request, reply) => {
    const body = parseInput(refreshInput, request.body);
    const presented = body.REFRESH_TOKEN || request.cookies[authCookieNames(app).refresh];
    if (!presented) throw new DomainError('session_expired');
    return issue(app, reply, await refreshSession(app, presented));
  });

  // Logout changes state, so it is a POST (the web's fetch, or the form below); a GET that
  // logged out would let any page on the web sign our users out with an <img> (issue 10, point 12).
  app.post('/api/jwt-logout', async (request, reply) => {
    try {
      // The access token may have expired already; the refresh cookie still names the session.
      const auth = await request.getAuth();
      const refresh = request.cookies[authCookieNames(app).refresh];
      const sessionId = auth?.sessionId ?? (refresh ? await sessionIdOfRefreshToken(app.db, refresh) : null);
      if (sessionId) await revokeSession(app.db, sessionId, 'logout', app.clock.now());
    } catch (error) {
      // Logout never fails for the user: the cookies go regardless.
      request.log.error({ err: error }, 'logout could not revoke the session');
    }
    clearAuthCookies(app, reply);
    clearLogoutFeatures(app, request, reply);
    // A plain form post (the GET page below) lands on the student area's logout page.
    if (isFormPost(request)) return reply.redirect(`${app.config.areas.learn}/en/logout`, 303);
    return { ok: true };
  });

  // The spec's path answers GET with a page whose button posts: it never logs out by itself.
  app.get('/api/jwt-logout', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Log out</title></head>' +
          '<body><main><h1>Log out</h1><form method="post" action="/api/jwt-logout"><button type="submit">Log out</button></form></main></body></html>',
      ),
  );

  app.get('/api/users/me', async (request) => {
    const auth = await request.requireAuth();
    return getClientUser(app, auth.userId, auth.impersonatorId);
  });

  app.post('/api/users', async (request, reply) => {
    const result = await register(app, request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      headerLocale: headerValue(request, LOCALE_HEADER),
    });
    return reply.status(201).send({ user: result.user, ...issue(app, reply, result.tokens) });
  });

  app.post('/api/users/resend-confirmation', async (request) => {
    const auth = await request.getAuth();
    await resendConfirmation(app, request.body, auth?.userId ?? null);
    return { ok: true };
  });

  app.post('/api/users/verify-email', async (request) => {
    const { token } = parseInput(verifyEmailInput, request.body);
    return { user: await verifyEmail(app, token) };
  });

  app.post('/api/users/reset-password', async (request) => requestPasswordReset(app, request.body));

  app.get<{ Params: { token: string } }>('/api/users/reset/:token', async (request) => checkResetToken(app, request.params.token));

  app.post<{ Params: { token: string } }>('/api/users/reset/:token', async (request) =>
    resetPassword(app, request.params.token, request.body, request.ip),
  );

  app.put('/api/users/update-password', async (request, reply) => {
    const auth = await request.requireAuth();
    issue(app, reply, await updatePassword(app, auth, request.body));
    return { ok: true };
  });

  app.put('/api/users/timezone', async (request) => {
    const auth = await request.requireAuth();
    const { timezone } = parseInput(timezoneInput, request.body);
    // No time zone change during a running Sprint (001 §5); saving the same zone again is fine.
    const current = await findUserById(app.db, auth.userId);
    if (current && current.timezone !== timezone) await assertTimezoneChangeAllowedFor(app.db, auth.userId, app.clock.now());
    return updateUserSettings(app, auth.userId, { timezone }, auth.impersonatorId);
  });

  app.put('/api/users/locale', async (request) => {
    const auth = await request.requireAuth();
    const { locale } = parseInput(localeInput, request.body);
    return updateUserSettings(app, auth.userId, { locale }, auth.impersonatorId);
  });
}
