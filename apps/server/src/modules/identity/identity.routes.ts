import { clearImpersonatorStash } from './impersonation.service.ts';
import {
  displayLanguageInput,
  LOCALE_HEADER,
  loginInput,
  newPasswordInput,
  refreshInput,
  registerInput,
  resendConfirmationInput,
  resetRequestInput,
  timezoneInput,
  updatePasswordInput,
  verifyEmailInput,
} from '@parla/contracts';
import { DomainError } from '@parla/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/route-auth.ts';
import { checkedBody } from '../../lib/validation.ts';
import { assertTimezoneChangeAllowedFor } from '../commerce/subscriptions/booking-plan.ts';
import { authCookieNames, clearAuthCookies, clearLogoutFeatures, setAuthCookies } from './auth-cookies.ts';
import { login } from './login.service.ts';
import { updatePassword } from './password-change.service.ts';
import { register, resendConfirmation, verifyEmail } from './registration.service.ts';
import { checkResetToken, requestPasswordReset, resetPassword } from './reset.service.ts';
import {
  type IssuedTokens,
  type SessionArea,
  announceRevocation,
  refreshSession,
  revokeSession,
  sessionIdOfRefreshToken,
} from './session.service.ts';
import { findUserById, getSignedInClientUser, saveDisplayLanguage, updateUserSettings } from './user.service.ts';

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

/** A reset link's token; any string, so an unknown one is answered by the service (400 invalid_token). */
const resetTokenPath = z.object({ token: z.string() });

/**
 * The identity REST contract (docs/api/identity.md). Routes translate; services decide. Every
 * route declares its schemas (decision 031); registration, password change and reset attach the
 * schema's verdict instead, so the service reports it together with the checks only it can make.
 */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, area] of LOGIN_ROUTES) {
    app.post(path, { schema: { body: loginInput } }, async (request, reply) => {
      const result = await login(app, request.body, { area, ip: request.ip, userAgent: request.headers['user-agent'] });
      return { user: result.user, ...issue(app, reply, result.tokens) };
    });
  }

  app.post('/api/token/refresh', { schema: { body: refreshInput } }, async (request, reply) => {
    const presented = request.body.REFRESH_TOKEN || request.cookies[authCookieNames(app).refresh];
    if (!presented) throw new DomainError('session_expired');
    return issue(app, reply, await refreshSession(app, presented));
  });

  // Logout changes state, so it is a POST (the web's fetch, or the form below); a GET that
  // logged out would let any page on the web sign our users out with an <img> (issue 10, point 12).
  app.post('/api/jwt-logout', { config: { unvalidatedBody: 'reads no body' } }, async (request, reply) => {
    try {
      // The access token may have expired already; the refresh cookie still names the session.
      const auth = await request.getAuth();
      const refresh = request.cookies[authCookieNames(app).refresh];
      const sessionId = auth?.sessionId ?? (refresh ? await sessionIdOfRefreshToken(app.db, refresh) : null);
      if (sessionId) {
        await revokeSession(app.db, sessionId, 'logout', app.clock.now());
        await announceRevocation(app, { sessionIds: [sessionId] });
      }
    } catch (error) {
      // Logout never fails for the user: the cookies go regardless.
      request.log.error({ err: error }, 'logout could not revoke the session');
    }
    clearAuthCookies(app, reply);
    clearImpersonatorStash(app, reply);
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
    await request.requireAuth();
    return getSignedInClientUser(app, request);
  });

  app.post('/api/users', { schema: { body: registerInput }, attachValidation: true }, async (request, reply) => {
    // Sign-up is for visitors: a session here would be replaced silently by the new account's.
    if (await request.getAuth()) throw new DomainError('already_signed_in');
    const result = await register(app, checkedBody(request), {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      headerLocale: headerValue(request, LOCALE_HEADER),
    });
    return reply.status(201).send({ user: result.user, ...issue(app, reply, result.tokens) });
  });

  app.post('/api/users/resend-confirmation', { schema: { body: resendConfirmationInput } }, async (request) => {
    const auth = await request.getAuth();
    await resendConfirmation(app, request.body, auth?.userId ?? null);
    return { ok: true };
  });

  app.post('/api/users/verify-email', { schema: { body: verifyEmailInput } }, async (request) => {
    return { user: await verifyEmail(app, request.body.token) };
  });

  app.post('/api/users/reset-password', { schema: { body: resetRequestInput } }, async (request) =>
    requestPasswordReset(app, request.body.email),
  );

  app.get('/api/users/reset/:token', { schema: { params: resetTokenPath } }, async (request) => checkResetToken(app, request.params.token));

  app.post(
    '/api/users/reset/:token',
    { schema: { params: resetTokenPath, body: newPasswordInput }, attachValidation: true },
    async (request) => resetPassword(app, request.params.token, checkedBody(request), request.ip),
  );

  app.put(
    '/api/users/update-password',
    { preValidation: signedIn(), schema: { body: updatePasswordInput }, attachValidation: true },
    async (request, reply) => {
      const auth = await request.requireAuth();
      issue(app, reply, await updatePassword(app, auth, checkedBody(request)));
      return { ok: true };
    },
  );

  app.put('/api/users/timezone', { preValidation: signedIn(), schema: { body: timezoneInput } }, async (request) => {
    const auth = await request.requireAuth();
    const { timezone } = request.body;
    // No time zone change during a running Sprint (001 §5); saving the same zone again is fine.
    const current = await findUserById(app.db, auth.userId);
    if (current && current.timezone !== timezone) await assertTimezoneChangeAllowedFor(app.db, auth.userId, app.clock.now());
    return updateUserSettings(app, auth.userId, { timezone }, auth.impersonatorId);
  });

  // The REST twin of updateDisplayLanguage (000 §3): the same service, rule and audit (decision 123).
  app.put('/api/users/locale', { preValidation: signedIn(), schema: { body: displayLanguageInput } }, async (request) => {
    const auth = await request.requireAuth();
    return saveDisplayLanguage(app, auth.userId, request.body, auth.impersonatorId);
  });
};
