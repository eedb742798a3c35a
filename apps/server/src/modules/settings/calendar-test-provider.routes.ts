import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../../emails/email-layout.ts';
import { redirectUri, TEST_CLIENT } from './calendar-providers.ts';

/** The account the test provider grants: a calendar that exists nowhere. */
export const TEST_CALENDAR_EMAIL = 'calendar.tester@example.com';
/** As long as a Google access token lives. */
const ACCESS_TOKEN_SECONDS = 3600;

const authorizeQuery = z.object({
  response_type: z.literal('code'),
  client_id: z.string().max(200),
  redirect_uri: z.string().max(2000),
  scope: z.string().max(500).optional(),
  state: z.string().max(2000),
});
const tokenBody = z.object({
  grant_type: z.enum(['authorization_code', 'refresh_token']),
  client_id: z.string().max(200),
  client_secret: z.string().max(200),
  code: z.string().max(200).optional(),
  redirect_uri: z.string().max(2000).optional(),
  refresh_token: z.string().max(200).optional(),
});
const revokeBody = z.object({ token: z.string().max(200) });

/**
 * A tiny OAuth 2 authorization server for development and tests (decision 058): a consent page,
 * a token endpoint (authorization code and refresh grants, RFC 6749 §4.1 and §6) and revocation
 * (RFC 7009), so the calendar connection runs end to end without Google or Microsoft. Its grants
 * live in memory and vanish with the process. Never registered in production.
 */
export const calendarTestProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.isProduction || !app.config.calendarOAuth.testProvider) return;
  const codes = new Map<string, { redirectUri: string; expiresAt: number }>();
  const refreshTokens = new Set<string>();
  const ourRedirect = redirectUri(app.config, 'test');
  const token = () => randomBytes(24).toString('base64url');

  app.get('/dev/oauth/authorize', { schema: { querystring: authorizeQuery } }, async (request, reply) => {
    const { client_id: clientId, redirect_uri: redirect, state } = request.query;
    // An authorization server sends codes only to the redirect URI registered for the client.
    if (clientId !== TEST_CLIENT.clientId || redirect !== ourRedirect) return reply.status(400).send({ error: 'invalid_request' });
    const code = token();
    codes.set(code, { redirectUri: redirect, expiresAt: app.clock.now().getTime() + 5 * 60_000 });
    const allow = `${redirect}?${new URLSearchParams({ code, state })}`;
    const deny = `${redirect}?${new URLSearchParams({ error: 'access_denied', state })}`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Test calendar: allow access?</title></head><body style="font-family:system-ui;max-width:32rem;margin:3rem auto;padding:0 1rem"><main><h1>Test calendar</h1><p>Parla asks to add your classes to the calendar of <strong>${escapeHtml(TEST_CALENDAR_EMAIL)}</strong>.</p><p>This provider exists only in development and tests.</p><p><a href="${escapeHtml(allow)}">Allow</a> · <a href="${escapeHtml(deny)}">Deny</a></p></main></body></html>`,
      );
  });

  app.post('/dev/oauth/token', { schema: { body: tokenBody } }, async (request, reply) => {
    const body = request.body;
    if (body.client_id !== TEST_CLIENT.clientId || body.client_secret !== TEST_CLIENT.clientSecret) {
      return reply.status(401).send({ error: 'invalid_client' });
    }
    if (body.grant_type === 'authorization_code') {
      const grant = body.code ? codes.get(body.code) : undefined;
      if (body.code) codes.delete(body.code); // one use only
      if (!grant || grant.redirectUri !== body.redirect_uri || grant.expiresAt < app.clock.now().getTime()) {
        return reply.status(400).send({ error: 'invalid_grant' });
      }
    } else if (!body.refresh_token || !refreshTokens.has(body.refresh_token)) {
      return reply.status(400).send({ error: 'invalid_grant' });
    }
    const refresh = body.grant_type === 'refresh_token' && body.refresh_token ? body.refresh_token : token();
    refreshTokens.add(refresh);
    const idClaims = Buffer.from(JSON.stringify({ iss: app.config.publicUrl, email: TEST_CALENDAR_EMAIL })).toString('base64url');
    return {
      access_token: token(),
      token_type: 'Bearer',
      expires_in: ACCESS_TOKEN_SECONDS,
      refresh_token: refresh,
      id_token: `e30.${idClaims}.`,
    };
  });

  app.post('/dev/oauth/revoke', { schema: { body: revokeBody } }, async (request) => {
    refreshTokens.delete(request.body.token);
    return {};
  });

  /** Tests: forget every refresh token, as a user who removes the app's access at the provider. */
  app.post('/dev/oauth/revoke-all', { schema: { body: z.object({}) } }, async () => {
    refreshTokens.clear();
    return {};
  });
};
