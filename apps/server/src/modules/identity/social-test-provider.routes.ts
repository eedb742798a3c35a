import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type SocialProvider, socialProviderParams } from '@parla/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type JWK, SignJWT, exportJWK, generateKeyPair } from 'jose';
import { z } from 'zod';
import { escapeHtml } from '../../emails/email-layout.ts';
import { socialRedirectUri, testClient, testIssuer } from './social-providers.ts';

/** What the tester can pick on the authorize page: the answers a real provider can give. */
const CHOICES = ['email', 'no_email', 'relay', 'deny'] as const;
type Choice = (typeof CHOICES)[number];

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' };

const authorizeQuery = z.object({
  response_type: z.literal('code'),
  client_id: z.string().max(200),
  redirect_uri: z.string().max(2000),
  scope: z.string().max(500),
  state: z.string().max(200),
  nonce: z.string().max(200),
  code_challenge: z.string().min(43).max(128),
  code_challenge_method: z.literal('S256'),
});
const decisionBody = authorizeQuery.extend({
  choice: z.enum(CHOICES),
  email: z.string().trim().toLowerCase().email().max(320),
  given_name: z.string().trim().max(100).default(''),
  family_name: z.string().trim().max(100).default(''),
});
const tokenBody = z.object({
  grant_type: z.literal('authorization_code'),
  code: z.string().max(200),
  redirect_uri: z.string().max(2000),
  code_verifier: z.string().max(200),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
});

interface Person {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name: string;
  family_name: string;
}
interface Grant {
  provider: SocialProvider;
  person: Person;
  nonce: string;
  codeChallenge: string;
  redirectUri: string;
  expiresAt: number;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** The same e-mail is the same person at a provider, so a tester logs in again as who registered. */
export function testSubject(provider: SocialProvider, email: string): string {
  return `test-${sha256(`${provider}:${email}`).toString('hex').slice(0, 20)}`;
}

function personFor(provider: SocialProvider, choice: Exclude<Choice, 'deny'>, body: z.infer<typeof decisionBody>): Person {
  const base = { sub: testSubject(provider, body.email), given_name: body.given_name, family_name: body.family_name };
  if (choice === 'no_email') return base;
  if (choice === 'relay') return { ...base, email: `${base.sub.slice(5)}@privaterelay.appleid.com`, email_verified: true };
  return { ...base, email: body.email, email_verified: true };
}

function clientMatches(provider: SocialProvider, id: string | undefined, secret: string | undefined): boolean {
  const expected = testClient(provider);
  if (id !== expected.clientId || secret === undefined) return false;
  const [a, b] = [sha256(secret), sha256(expected.clientSecret)];
  return timingSafeEqual(a, b);
}

/** client_secret_basic (RFC 6749 §2.3.1: form-encoded id and secret) or client_secret_post. */
function clientCredentials(authorization: string | undefined, body: z.infer<typeof tokenBody>) {
  if (authorization?.startsWith('Basic ')) {
    const [id = '', secret = ''] = Buffer.from(authorization.slice(6), 'base64').toString('utf8').split(':');
    return { id: decodeURIComponent(id.replace(/\+/g, ' ')), secret: decodeURIComponent(secret.replace(/\+/g, ' ')) };
  }
  return { id: body.client_id, secret: body.client_secret };
}

function authorizePage(provider: SocialProvider, query: z.infer<typeof authorizeQuery>): string {
  const name = PROVIDER_NAMES[provider];
  const hidden = Object.entries(query)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('');
  const field = (id: string, label: string, value: string, type = 'text') =>
    `<p><label for="${id}">${label}</label><br><input id="${id}" name="${id}" type="${type}" value="${escapeHtml(value)}" style="width:100%;padding:.4rem" required></p>`;
  const button = (choice: Choice, label: string) =>
    `<button type="submit" name="choice" value="${choice}" style="display:block;width:100%;margin:.5rem 0;padding:.6rem">${label}</button>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test ${name}: sign in to Parla</title></head><body style="font-family:system-ui;max-width:30rem;margin:2rem auto;padding:0 1rem"><main><h1>Test ${name}</h1><p>Parla asks who you are. This identity provider exists only in development and tests: pick the answer ${name} should give.</p><form method="post" action="/dev/oidc/${provider}/authorize">${hidden}${field('email', 'E-mail address', 'lea.tester@example.com', 'email')}${field('given_name', 'First name', 'Lea')}${field('family_name', 'Last name', 'Tester')}${button('email', 'Continue with this e-mail')}${button('no_email', 'Continue without sharing an e-mail')}${button('relay', 'Continue with a private relay e-mail')}${button('deny', 'Deny access')}</form></main></body></html>`;
}

/**
 * A small OpenID Connect provider for development and tests (decision 065): discovery, an
 * authorize page where the tester picks the identity, a token endpoint (authorization code with
 * PKCE S256, single-use codes), userinfo and the signing keys, made at start with jose. Mounted
 * once per provider key (/dev/oidc/google, /apple, /facebook) so each stands in for one real
 * provider. Never registered in production; its grants live in memory.
 */
export const socialTestProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.isProduction || !app.config.socialLogin.testProvider) return;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(8).toString('hex');
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, { person: Person; expiresAt: number }>();
  const token = () => randomBytes(24).toString('base64url');
  // openid-client checks the ID token's times against the machine's clock, not the app's movable one.
  const realNow = () => Date.now();

  app.get('/dev/oidc/:provider/.well-known/openid-configuration', { schema: { params: socialProviderParams } }, async (request) => {
    const issuer = testIssuer(app.config, request.params.provider);
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      scopes_supported: ['openid', 'email', 'profile'],
      claims_supported: ['sub', 'email', 'email_verified', 'given_name', 'family_name'],
    };
  });

  app.get('/dev/oidc/:provider/jwks', { schema: { params: socialProviderParams } }, async () => ({ keys: [publicJwk] }));

  app.get(
    '/dev/oidc/:provider/authorize',
    { schema: { params: socialProviderParams, querystring: authorizeQuery } },
    async (request, reply) => {
      const { provider } = request.params;
      const query = request.query;
      // Codes go only to the client's registered redirect URI (RFC 6749 §3.1.2).
      if (query.client_id !== testClient(provider).clientId || query.redirect_uri !== socialRedirectUri(app.config, provider)) {
        return reply.status(400).send({ error: 'invalid_request' });
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(authorizePage(provider, query));
    },
  );

  app.post('/dev/oidc/:provider/authorize', { schema: { params: socialProviderParams, body: decisionBody } }, async (request, reply) => {
    const { provider } = request.params;
    const body = request.body;
    if (body.client_id !== testClient(provider).clientId || body.redirect_uri !== socialRedirectUri(app.config, provider)) {
      return reply.status(400).send({ error: 'invalid_request' });
    }
    if (body.choice === 'deny') {
      return reply.redirect(`${body.redirect_uri}?${new URLSearchParams({ error: 'access_denied', state: body.state })}`, 303);
    }
    const code = token();
    codes.set(code, {
      provider,
      person: personFor(provider, body.choice, body),
      nonce: body.nonce,
      codeChallenge: body.code_challenge,
      redirectUri: body.redirect_uri,
      expiresAt: realNow() + 60_000,
    });
    return reply.redirect(`${body.redirect_uri}?${new URLSearchParams({ code, state: body.state })}`, 303);
  });

  app.post('/dev/oidc/:provider/token', { schema: { params: socialProviderParams, body: tokenBody } }, async (request, reply) => {
    const { provider } = request.params;
    const body = request.body;
    const client = clientCredentials(request.headers.authorization, body);
    if (!clientMatches(provider, client.id, client.secret)) return reply.status(401).send({ error: 'invalid_client' });
    const grant = codes.get(body.code);
    codes.delete(body.code); // one use only
    const challenge = createHash('sha256').update(body.code_verifier).digest('base64url');
    if (
      !grant ||
      grant.provider !== provider ||
      grant.redirectUri !== body.redirect_uri ||
      grant.expiresAt < realNow() ||
      grant.codeChallenge !== challenge
    ) {
      return reply.status(400).send({ error: 'invalid_grant' });
    }
    const { sub, email, email_verified } = grant.person;
    const idToken = await new SignJWT({ nonce: grant.nonce, ...(email ? { email, email_verified } : {}) })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(testIssuer(app.config, provider))
      .setAudience(testClient(provider).clientId)
      .setSubject(sub)
      .setIssuedAt(Math.floor(realNow() / 1000))
      .setExpirationTime(Math.floor(realNow() / 1000) + 600)
      .sign(privateKey);
    const accessToken = token();
    accessTokens.set(accessToken, { person: grant.person, expiresAt: realNow() + 600_000 });
    return reply
      .header('cache-control', 'no-store')
      .send({ access_token: accessToken, token_type: 'Bearer', expires_in: 600, id_token: idToken });
  });

  app.get('/dev/oidc/:provider/userinfo', { schema: { params: socialProviderParams } }, async (request, reply) => {
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    const entry = accessTokens.get(bearer);
    if (!entry || entry.expiresAt < realNow()) return reply.status(401).header('www-authenticate', 'Bearer error="invalid_token"').send();
    const { person } = entry;
    return { ...person, ...(person.email ? {} : { email: undefined, email_verified: undefined }) };
  });
};
