import { LOCALE_HEADER, REFRESH_COOKIE, localeInput, refreshInput, timezoneInput, verifyEmailInput } from '@parla/contracts';
import { DomainError } from '@parla/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseInput } from '../../lib/validation.ts';
import { assertTimezoneChangeAllowedFor } from '../commerce/booking-plan.ts';
import { clearAuthCookies, clearLogoutFeatures, setAuthCookies } from './auth-cookies.ts';
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
    const presented = body.REFRESH_TOKEN || request.cookies[REFRESH_COOKIE];
    if (!presented) throw new DomainError('invalid_token', undefined, undefined, 401);
    return issue(app, reply, await refreshSession(app, presented));
  });

  app.get('/api/jwt-logout', async (request, reply) => {
    try {
      // The access token may have expired already; the refresh cookie still names the session.
      const auth = await request.getAuth();
      const refresh = request.cookies[REFRESH_COOKIE];
      const sessionId = auth?.sessionId ?? (refresh ? await sessionIdOfRefreshToken(app.db, refresh) : null);
      if (sessionId) await revokeSession(app.db, sessionId, 'logout', app.clock.now());
    } catch (error) {
      // Logout never fails for the user: the cookies go regardless.
      request.log.error({ err: error }, 'logout could not revoke the session');
    }
    clearAuthCookies(app, reply);
    clearLogoutFeatures(app, request, reply);
    return { ok: true };
  });

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
