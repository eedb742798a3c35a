import { ACCESS_COOKIE, REFRESH_COOKIE } from '@parla/contracts';
import { describe, expect, it } from 'vitest';
import { clientHeaders } from './helper.ts';
import { buildIdentityTestApp, cookie, cookieHeader, login, me, refresh, signedInUser } from './identity-requests.ts';
import { OTHER_STRONG_PASSWORD } from './factories/index.ts';

const { app, mailer } = await buildIdentityTestApp();

const put = (url: string, cookies: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url, headers: { ...clientHeaders, cookie: cookies }, payload });
const graphql = (query: string, cookies = '') =>
  app.inject({ method: 'POST', url: '/graphql', headers: { ...clientHeaders, cookie: cookies }, payload: { query } });

describe('PUT /api/users/update-password', () => {
  it('changes the password, ends the other sessions and renews this one', async () => {
    const { user, cookies } = await signedInUser(app);
    const other = cookieHeader(await login(app, user.email, user.password, { ip: '10.5.0.1' }));
    const res = await put('/api/users/update-password', cookies, {
      currentPassword: user.password,
      password: OTHER_STRONG_PASSWORD,
      passwordConfirmation: OTHER_STRONG_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(cookie(res, ACCESS_COOKIE)).toBeDefined();
    expect(cookie(res, REFRESH_COOKIE)).toBeDefined();

    const renewed = cookieHeader(res);
    expect((await me(app, renewed)).statusCode).toBe(200);
    expect((await refresh(app, renewed)).statusCode).toBe(200);
    // This session's access token stays valid; the other session is gone.
    expect((await me(app, cookies)).statusCode).toBe(200);
    expect((await me(app, other)).statusCode).toBe(401);
    expect((await refresh(app, other)).statusCode).toBe(401);

    expect(mailer.last(user.email)!.subject).toBe('Your password has been changed');
    expect((await login(app, user.email, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('reports a wrong current password, a weak one and a mismatch per field', async () => {
    const { cookies } = await signedInUser(app);
    const res = await put('/api/users/update-password', cookies, {
      currentPassword: 'Not-My-Password-1',
      password: 'qwerty123',
      passwordConfirmation: 'qwerty12',
    });
    expect(res.statusCode).toBe(422);
    const errors = Object.fromEntries(res.json().errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(errors).toEqual({
      currentPassword: 'The current password is incorrect.',
      password: 'This password has been leaked in a data breach. Please choose another one.',
      passwordConfirmation: 'The passwords must match.',
    });
  });

  it('needs a session', async () => {
    expect((await put('/api/users/update-password', '', {})).statusCode).toBe(401);
  });
});

describe('PUT /api/users/timezone and /api/users/locale', () => {
  it('saves a valid IANA timezone and returns the ClientUser', async () => {
    const { cookies } = await signedInUser(app);
    const res = await put('/api/users/timezone', cookies, { timezone: 'Asia/Kolkata' });
    expect(res.statusCode).toBe(200);
    expect(res.json().timezone).toBe('Asia/Kolkata');
    const bad = await put('/api/users/timezone', cookies, { timezone: 'Europe/Atlantis' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([{ category: 'validate', field: 'timezone', message: 'The timezone is not valid.' }]);
    expect((await put('/api/users/timezone', '', { timezone: 'Asia/Kolkata' })).statusCode).toBe(401);
  });

  it('saves a display language only (decision 123: the landing-only locales are refused too)', async () => {
    const { cookies } = await signedInUser(app);
    expect((await put('/api/users/locale', cookies, { locale: 'es' })).json().locale).toBe('es');
    for (const locale of ['pt', 'br', 'it']) {
      const bad = await put('/api/users/locale', cookies, { locale });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0]).toMatchObject({ field: 'locale', message: 'The locale is not valid.' });
    }
    expect((await me(app, cookies)).json().locale).toBe('es');
    expect((await put('/api/users/locale', '', { locale: 'de' })).statusCode).toBe(401);
  });
});

describe('GraphQL viewer and me', () => {
  it('answers viewer null and me unauthenticated when signed out', async () => {
    expect((await graphql('{ viewer { id } }')).json()).toEqual({ data: { viewer: null } });
    const res = await graphql('{ me { id } }');
    expect(res.json().errors[0]).toMatchObject({
      message: 'You need to be logged to access this field',
      extensions: { code: 'unauthenticated' },
    });
  });

  it('returns the signed-in user', async () => {
    const { user, cookies } = await signedInUser(app);
    const res = await graphql(
      '{ viewer { id email fullName roles photos { url } verified calendarUrl createdAt } me { id timezone } }',
      cookies,
    );
    expect(res.json().data.viewer).toMatchObject({
      id: user.id,
      email: user.email,
      fullName: 'Anna Schmidt',
      roles: ['student'],
      photos: [],
    });
    expect(res.json().data.me).toEqual({ id: user.id, timezone: 'Europe/Berlin' });
    const updated = await graphql('mutation { updateDisplayLanguage(locale: "fr") { locale } }', cookies);
    expect(updated.json().data.updateDisplayLanguage).toEqual({ locale: 'fr' });
    expect((await me(app, cookies)).json().locale).toBe('fr');
  });
});
