import {
  type ErrorCode,
  isErrorCode,
  type SocialProvider,
  socialCallbackQuery,
  socialDisconnectConfirmInput,
  socialKeyParams,
  socialProviderParams,
  socialRegisterInput,
  socialStartQuery,
  toLocale,
} from '@parla/contracts';
import { DomainError, SOCIAL_START_CLIENT_POLICY } from '@parla/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/route-auth.ts';
import { setAuthCookies } from './auth-cookies.ts';
import { countClientAttempt } from './signup-throttle.ts';
import {
  completeSocialRegistration,
  confirmDisconnect,
  connectedAccounts,
  disconnectProvider,
  resourceOwners,
  socialRegistrationPreview,
} from './social-accounts.service.ts';
import {
  PROVIDER_NAMES,
  SOCIAL_STATE_MINUTES,
  type SocialOutcome,
  exchangeCode,
  resolveConnect,
  resolveSignIn,
  startSocialLogin,
  startSocialSession,
  takeLoginState,
} from './social-login.service.ts';

/** The cookie that ties a provider's answer to the browser that asked (login CSRF, RFC 6749 §10.12). */
function stateCookieName(app: FastifyInstance): string {
  return app.config.publicUrl.startsWith('https:') ? '__Host-parla_social_state' : 'parla_social_state';
}

/** Apple answers with a form POST (response_mode=form_post) from its own site: see the callback below. */
export const SOCIAL_FORM_POST_CALLBACK = /^\/api\/oauth\/(google|apple|facebook)\/callback$/;

const PAGES = {
  login: 'login',
  register: 'register',
  connect: 'account/settings/account',
} as const;

/** Where a browser lands after the round trip: the page of the intent, the outcome in the query. */
function landing(app: FastifyInstance, locale: string, page: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${app.config.areas.learn}/${toLocale(locale)}/${page}${search ? `?${search}` : ''}`;
}

function errorCodeOf(error: unknown, provider: SocialProvider): ErrorCode {
  if (error instanceof DomainError && isErrorCode(error.code)) return error.code;
  return provider === 'apple' ? 'apple_login_failed' : 'social_login_failed';
}

/** Only a failure's kind reaches the log: never the code, tokens or the provider's answer body. */
function logFailure(request: FastifyRequest, provider: SocialProvider, error: unknown): void {
  if (error instanceof DomainError) return;
  const failure = error as { name?: string; code?: string; error?: string; status?: number };
  request.log.warn(
    { provider, failure: { name: failure.name, code: failure.code, oauthError: failure.error, status: failure.status } },
    'social login failed',
  );
}

/**
 * Social login (issue 15, decision 065): the round trip to Google, Apple or Facebook (OpenID
 * Connect with PKCE, state and nonce), the pending registration, and the connected accounts of
 * 001 §7 (`/api/oauth/user/connected-accounts`, `/api/oauth/resource-owners`).
 */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/oauth/resource-owners', async () => resourceOwners(app));

  app.get('/api/oauth/user/connected-accounts', { preValidation: signedIn('student') }, async (request) => {
    const auth = await request.requireAuth('student');
    return connectedAccounts(app, auth.userId);
  });

  app.delete(
    '/api/oauth/user/connected-accounts/:provider',
    { preValidation: signedIn('student'), schema: { params: socialProviderParams }, config: { unvalidatedBody: 'reads no body' } },
    async (request, reply) => {
      const auth = await request.requireAuth('student');
      const result = await disconnectProvider(app, auth, request.params.provider);
      return reply.status(result.status === 'confirmation_sent' ? 202 : 200).send(result);
    },
  );

  app.post('/api/oauth/user/connected-accounts/confirm-disconnect', { schema: { body: socialDisconnectConfirmInput } }, async (request) =>
    confirmDisconnect(app, request.body.token),
  );

  app.get(
    '/api/oauth/:provider/start',
    { schema: { params: socialProviderParams, querystring: socialStartQuery } },
    async (request, reply) => {
      const { provider } = request.params;
      const { intent, locale, section } = request.query;
      // Counted before anything is stored: each start writes a login state and calls the provider.
      await countClientAttempt(app, request.ip, 'social-start', SOCIAL_START_CLIENT_POLICY, 'too_many_social_logins');
      const auth = await request.getAuth();
      if (intent === 'connect' && !auth?.roles.includes('student')) return reply.redirect(landing(app, locale, 'login'), 303);
      try {
        const start = await startSocialLogin(app, provider, {
          intent,
          locale,
          section,
          userId: intent === 'connect' ? (auth?.userId ?? null) : null,
        });
        reply.setCookie(stateCookieName(app), start.state, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: app.config.publicUrl.startsWith('https:'),
          maxAge: SOCIAL_STATE_MINUTES * 60,
        });
        return reply.header('cache-control', 'no-store').redirect(start.url, 303);
      } catch (error) {
        logFailure(request, provider, error);
        const query = { social_error: errorCodeOf(error, provider), provider };
        return reply.redirect(landing(app, locale, PAGES[intent], query), 303);
      }
    },
  );

  // Apple posts its answer from appleid.apple.com: a cross-site POST carries no SameSite=Lax
  // cookie, so it is turned into a GET to the same address, which does (a top-level navigation).
  app.post(
    '/api/oauth/:provider/callback',
    { schema: { params: socialProviderParams, body: socialCallbackQuery.extend({ user: z.string().max(2000).optional() }) } },
    async (request, reply) => {
      const { user: _names, ...answer } = request.body;
      const query = new URLSearchParams(Object.entries(answer).filter((entry): entry is [string, string] => entry[1] !== undefined));
      return reply.header('cache-control', 'no-store').redirect(`/api/oauth/${request.params.provider}/callback?${query}`, 303);
    },
  );

  app.get(
    '/api/oauth/:provider/callback',
    { schema: { params: socialProviderParams, querystring: socialCallbackQuery } },
    async (request, reply) => {
      const { provider } = request.params;
      const cookieName = stateCookieName(app);
      const pending = await takeLoginState(app, request.query.state, request.cookies[cookieName]);
      reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: app.config.publicUrl.startsWith('https:') });
      reply.header('cache-control', 'no-store');
      const locale = pending?.locale ?? 'en';
      const page = PAGES[(pending?.intent as keyof typeof PAGES) ?? 'login'];
      try {
        if (!pending || pending.provider !== provider) throw new Error('unknown, spent or foreign state');
        if (request.query.error) {
          // access_denied (RFC 6749 §4.1.2.1); Apple says user_cancelled_authorize.
          if (['access_denied', 'user_cancelled_authorize'].includes(request.query.error)) {
            throw new DomainError('social_access_denied', undefined, { provider: PROVIDER_NAMES[provider] });
          }
          throw new Error(`provider answered ${request.query.error}`);
        }
        const identity = await exchangeCode(app, pending, new URL(request.url, 'http://callback').search.slice(1));
        const auth = await request.getAuth();
        const outcome: SocialOutcome =
          pending.intent === 'connect'
            ? await resolveConnect(app, pending, identity, auth?.userId ?? null)
            : await resolveSignIn(app, pending, identity);
        if (outcome.kind === 'connected') {
          return reply.redirect(landing(app, locale, PAGES.connect, { social: 'connected', provider }), 303);
        }
        if (outcome.kind === 'register') {
          return reply.redirect(landing(app, locale, `social/register/${encodeURIComponent(outcome.key)}`), 303);
        }
        setAuthCookies(
          app,
          reply,
          await startSocialSession(app, outcome.user, { ip: request.ip, userAgent: request.headers['user-agent'] }),
        );
        return reply.redirect(landing(app, outcome.user.locale, 'account/home'), 303);
      } catch (error) {
        logFailure(request, provider, error);
        return reply.redirect(landing(app, locale, page, { social_error: errorCodeOf(error, provider), provider }), 303);
      }
    },
  );

  app.get('/api/oauth/registrations/:key', { schema: { params: socialKeyParams } }, async (request) =>
    socialRegistrationPreview(app, request.params.key),
  );

  app.post('/api/oauth/registrations/:key', { schema: { params: socialKeyParams, body: socialRegisterInput } }, async (request, reply) => {
    const result = await completeSocialRegistration(app, request.params.key, request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    setAuthCookies(app, reply, result.tokens);
    return reply.status(201).send({ user: result.user, accessExpiresAt: result.tokens.accessExpiresAt.getTime() });
  });
};
