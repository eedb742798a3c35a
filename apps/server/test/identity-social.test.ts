import { ACCESS_COOKIE } from '@parla/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userIdentities, users } from '../src/db/schema/index.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { buildUser, uniqueEmail } from './factories/index.ts';
import { completeRegistration, registrationKey, sessionCookieHeader, socialRoundTrip } from './social-requests.ts';

const { app } = await buildTestApp();

const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });

describe('social login through the built-in test identity provider', () => {
  it('registers with a provider, then logs in with it: a verified account, linked, with a normal session', async () => {
    const email = uniqueEmail('social');
    const register = await socialRoundTrip(app, 'google', { intent: 'register', email });
    expect(register.landing.pathname).toMatch(/^\/en\/social\/register\/[^/]+$/);
    const key = registrationKey(register.landing);

    const preview = await app.inject({ method: 'GET', url: `/api/oauth/registrations/${key}` });
    expect(preview.json()).toEqual({ provider: 'google', email, firstName: 'Lea', lastName: 'Tester', section: null });

    const done = await completeRegistration(app, key);
    expect(done.statusCode).toBe(201);
    expect(done.json().user).toMatchObject({ email, firstName: 'Lea', verified: true, locale: 'de' });
    expect(done.cookies.some((c) => c.name === ACCESS_COOKIE && c.httpOnly)).toBe(true);
    // The key worked once.
    expect((await completeRegistration(app, key)).json().code).toBe('invalid_token');

    const [user] = await app.db.select().from(users).where(eq(users.email, email));
    expect(user.passwordHash).toBeNull();
    const identities = await app.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id));
    expect(identities.map((i) => [i.provider, i.email])).toEqual([['google', email]]);

    const login = await socialRoundTrip(app, 'google', { email });
    expect(login.landing.pathname).toBe('/de/account/home');
    const session = await me(sessionCookieHeader(login.callback));
    expect(session.statusCode).toBe(200);
    expect(session.json().email).toBe(email);
  });

  it('logs an existing password account in by its verified e-mail and links the identity', async () => {
    const user = await buildUser(app);
    const login = await socialRoundTrip(app, 'apple', { email: user.email });
    expect(login.landing.pathname).toBe('/en/account/home');
    const [link] = await app.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id));
    expect(link).toMatchObject({ provider: 'apple', email: user.email });
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.emailVerifiedAt).not.toBeNull();
  });

  it('answers each refusal with its code on the page it came from', async () => {
    const noAccount = await socialRoundTrip(app, 'google', { email: uniqueEmail('nobody') });
    expect(Object.fromEntries(noAccount.landing.searchParams)).toEqual({ social_error: 'social_no_account', provider: 'google' });
    expect(noAccount.landing.pathname).toBe('/en/login');
    expect(noAccount.callback.cookies.some((c) => c.name === ACCESS_COOKIE)).toBe(false);

    const noEmail = await socialRoundTrip(app, 'google', { intent: 'register', choice: 'no_email', email: uniqueEmail() });
    expect(noEmail.landing.pathname).toBe('/en/register');
    expect(noEmail.landing.searchParams.get('social_error')).toBe('LG_0100');

    const relay = await socialRoundTrip(app, 'apple', { intent: 'register', choice: 'relay', email: uniqueEmail() });
    expect(relay.landing.searchParams.get('social_error')).toBe('LG_0101');

    const denied = await socialRoundTrip(app, 'facebook', { choice: 'deny' });
    expect(denied.landing.searchParams.get('social_error')).toBe('social_access_denied');

    // A foreign or missing state cookie: the answer is not this browser's (login CSRF).
    const user = await buildUser(app);
    const foreign = await socialRoundTrip(app, 'google', { email: user.email, callbackStateCookie: 'someone-elses' });
    expect(foreign.landing.searchParams.get('social_error')).toBe('social_login_failed');
    const appleForeign = await socialRoundTrip(app, 'apple', { email: user.email, callbackStateCookie: null });
    expect(appleForeign.landing.searchParams.get('social_error')).toBe('apple_login_failed');
    expect(await app.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id))).toEqual([]);
  });

  it('spends the state once: a replayed callback is refused', async () => {
    const user = await buildUser(app);
    const first = await socialRoundTrip(app, 'google', { email: user.email });
    expect(first.landing.pathname).toBe('/en/account/home');
    const replay = await app.inject({
      method: 'GET',
      url: first.callbackUrl,
      headers: { cookie: `parla_social_state=${first.stateCookie}` },
    });
    expect(new URL(replay.headers.location as string).searchParams.get('social_error')).toBe('social_login_failed');
  });

  it('turns Apple form posts into a GET of the same callback (the state cookie is Lax)', async () => {
    const posted = await app.inject({
      method: 'POST',
      url: '/api/oauth/apple/callback',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'code=abc&state=xyz&user=%7B%7D',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/api/oauth/apple/callback?state=xyz&code=abc');
  });

  it('lists the enabled providers for anyone', async () => {
    const owners = await app.inject({ method: 'GET', url: '/api/oauth/resource-owners' });
    expect(owners.json()).toEqual({ providers: ['google', 'apple', 'facebook'] });
    const none = await buildTestApp({ socialLogin: { providers: {}, testProvider: false } });
    expect((await none.app.inject({ method: 'GET', url: '/api/oauth/resource-owners' })).json()).toEqual({ providers: [] });
    const start = await none.app.inject({ method: 'GET', url: '/api/oauth/google/start?intent=login&locale=de' });
    expect(start.headers.location).toMatch(/\/de\/login\?social_error=social_provider_unavailable&provider=google$/);
    expect((await none.app.inject({ method: 'GET', url: '/dev/oidc/google/.well-known/openid-configuration' })).statusCode).toBe(404);
  });

  it('needs the terms and a language to register', async () => {
    const register = await socialRoundTrip(app, 'google', { intent: 'register', email: uniqueEmail('terms') });
    const key = registrationKey(register.landing);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/oauth/registrations/${key}`,
      headers: clientHeaders,
      payload: { firstName: 'Lea', acceptPrivacyPolicy: true, acceptTerms: false, confirmAge: true },
    });
    expect(refused.statusCode).toBe(422);
    // Validation spends nothing: the key still works.
    expect((await completeRegistration(app, key)).statusCode).toBe(201);
  });
});

describe('configuration', () => {
  it('offers a configured provider, refuses the test provider in production, and reads reCAPTCHA v3 answers as the three verdicts', async () => {
    const { loadConfig } = await import('../src/config.ts');
    const { captchaVerdict } = await import('../src/modules/identity/captcha.ts');
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PAYMENT_PROCESSOR: 'test', ALLOW_TEST_PAYMENTS: 'yes' };
    const config = loadConfig({ ...production, SOCIAL_APPLE_CLIENT_ID: 'school.parla', SOCIAL_APPLE_CLIENT_SECRET: 'signed-jwt' });
    expect(config.socialLogin).toEqual({
      providers: { apple: { issuer: 'https://appleid.apple.com', clientId: 'school.parla', clientSecret: 'signed-jwt' } },
      testProvider: false,
    });
    expect(() => loadConfig({ ...production, SOCIAL_TEST_PROVIDER: 'on' })).toThrow(/refused in production/);
    expect(() => loadConfig({ ...production, SOCIAL_GOOGLE_CLIENT_ID: 'id' })).toThrow(/SOCIAL_GOOGLE_CLIENT_SECRET/);

    expect(captchaVerdict({ success: true, score: 0.9, action: 'register' }, 'register')).toBe('passed');
    expect(captchaVerdict({ success: true }, 'login')).toBe('passed'); // v2: no score, no action
    expect(captchaVerdict({ success: false }, 'login')).toBe('invalid');
    expect(captchaVerdict({ success: true, score: 0.2, action: 'login' }, 'login')).toBe('not_passed');
    expect(captchaVerdict({ success: true, score: 0.9, action: 'login' }, 'register')).toBe('wrong_action');
  });
});
