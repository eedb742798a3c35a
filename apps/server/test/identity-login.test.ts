import { ACCESS_COOKIE, ACCESS_EXPIRY_COOKIE, REFRESH_COOKIE } from '@parla/contracts';
import { describe, expect, it } from 'vitest';
import { setCaptchaVerifier } from '../src/modules/identity/captcha.ts';
import { clientHeaders } from './helper.ts';
import { buildIdentityTestApp, cookie, cookieHeader, login, me } from './identity-requests.ts';
import { buildUser, uniqueEmail } from './factories/index.ts';

const { app } = await buildIdentityTestApp();
const BAD_CREDENTIALS = 'The email address or password you entered is incorrect.';

describe('POST /api/login_check', () => {
  it('signs a student in: ClientUser, expiry and the three cookies', async () => {
    const user = await buildUser(app);
    const res = await login(app, user.email.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: user.id,
      email: user.email,
      fullName: 'Anna Schmidt',
      photos: [],
      verified: false,
      roles: ['student'],
    });
    expect(body.user.hasSubscription).toBe(false);
    expect(body.accessExpiresAt).toBeGreaterThan(Date.now());

    const bearer = cookie(res, ACCESS_COOKIE);
    const expiry = cookie(res, ACCESS_EXPIRY_COOKIE);
    const refresh = cookie(res, REFRESH_COOKIE);
    expect(bearer).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(expiry?.httpOnly).toBeFalsy();
    expect(Number(expiry?.value)).toBe(body.accessExpiresAt);
    expect(bearer?.secure).toBeFalsy();
    // Without remember-me: browser-session cookies.
    expect(bearer?.maxAge).toBeUndefined();
    expect(refresh?.maxAge).toBeUndefined();

    const current = await me(app, cookieHeader(res));
    expect(current.statusCode).toBe(200);
    expect(current.json().id).toBe(user.id);
  });

  it('keeps remember-me cookies for a year', async () => {
    const user = await buildUser(app);
    const res = await login(app, user.email, user.password, { remember: true });
    for (const name of [ACCESS_COOKIE, ACCESS_EXPIRY_COOKIE, REFRESH_COOKIE]) {
      expect(cookie(res, name)?.maxAge).toBeGreaterThan(364 * 86_400);
      expect(cookie(res, name)?.maxAge).toBeLessThanOrEqual(365 * 86_400);
    }
  });

  it('answers unknown e-mail and wrong password with the same 401', async () => {
    const user = await buildUser(app);
    const unknown = await login(app, uniqueEmail(), user.password);
    const wrong = await login(app, user.email, 'Wrong-Password-123');
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'bad_credentials', message: BAD_CREDENTIALS });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('admits each area only its role, with the same 401 otherwise', async () => {
    const teacher = await buildUser(app, { roles: ['teacher'] });
    const admin = await buildUser(app, { roles: ['admin'] });
    const student = await buildUser(app);
    expect((await login(app, teacher.email, teacher.password)).json().code).toBe('bad_credentials');
    expect((await login(app, student.email, student.password, { path: '/teacher/login_check' })).json().message).toBe(BAD_CREDENTIALS);
    expect((await login(app, student.email, student.password, { path: '/admin/login_check' })).statusCode).toBe(401);
    expect((await login(app, teacher.email, teacher.password, { path: '/teacher/login_check' })).statusCode).toBe(200);
    const adminLogin = await login(app, admin.email, admin.password, { path: '/admin/login_check' });
    expect(adminLogin.statusCode).toBe(200);
    expect(adminLogin.json().user.roles).toEqual(['admin']);
  });

  it('refuses guests until they are promoted', async () => {
    const guest = await buildUser(app, { isGuest: true });
    const res = await login(app, guest.email, guest.password);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(BAD_CREDENTIALS);
  });

  it('accepts a plain HTML form post without X-Release-Id', async () => {
    const user = await buildUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _username: user.email, _password: user.password, _remember_me: 'on' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(cookie(res, REFRESH_COOKIE)?.maxAge).toBeGreaterThan(364 * 86_400);
  });

  it('validates the body', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login_check', headers: clientHeaders, payload: { _username: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation_failed');
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['_password', '_username']);
  });

  it('GET /api/users/me needs a session', async () => {
    const res = await me(app, '');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthenticated');
    expect((await me(app, `${ACCESS_COOKIE}=forged.token.value`)).statusCode).toBe(401);
  });
});

describe('captcha and secure cookies', async () => {
  const secure = await buildIdentityTestApp({ publicUrl: 'https://parla.example', recaptchaSecret: 'secret' });

  it('checks recaptcha_token when a secret is configured', async () => {
    const seen: (string | undefined)[] = [];
    setCaptchaVerifier(secure.app, {
      verify: async (token) => {
        seen.push(token);
        return token === 'human' ? 'passed' : 'invalid';
      },
    });
    const user = await buildUser(secure.app);
    const robot = await secure.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: clientHeaders,
      payload: { _username: user.email, _password: user.password, recaptcha_token: 'robot' },
    });
    expect(robot.statusCode).toBe(400);
    expect(robot.json().code).toBe('captcha_invalid');
    const human = await secure.app.inject({
      method: 'POST',
      url: '/api/login_check',
      headers: clientHeaders,
      payload: { _username: user.email, _password: user.password, recaptcha_token: 'human' },
    });
    expect(human.statusCode).toBe(200);
    expect(seen).toEqual(['robot', 'human']);
    // https: the session cookies carry the __Host- prefix (Secure, Path=/, no Domain).
    expect(cookie(human, `__Host-${ACCESS_COOKIE}`)?.secure).toBe(true);
    expect(cookie(human, `__Host-${ACCESS_EXPIRY_COOKIE}`)?.secure).toBe(true);
  });

  it('does not need a captcha without a secret', async () => {
    const user = await buildUser(app);
    expect((await login(app, user.email, user.password)).statusCode).toBe(200);
  });
});
