import { ACCESS_COOKIE, ACCESS_EXPIRY_COOKIE, REFRESH_COOKIE } from '@parla/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import { clientHeaders } from './helper.ts';
import { buildIdentityTestApp, cookie, cookieHeader, me, refresh, signedInUser } from './identity-requests.ts';

const { app, clock } = await buildIdentityTestApp();

const logout = (cookies: string) =>
  app.inject({ method: 'POST', url: '/api/jwt-logout', headers: { ...clientHeaders, cookie: cookies }, payload: {} });

describe('POST /api/token/refresh', () => {
  it('rotates the refresh token and issues a new access token', async () => {
    const { res: loginRes, cookies } = await signedInUser(app);
    clock.advance(60_000);
    const res = await refresh(app, cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json().accessExpiresAt).toBeGreaterThan(loginRes.json().accessExpiresAt);
    expect(cookie(res, REFRESH_COOKIE)?.value).not.toBe(cookie(loginRes, REFRESH_COOKIE)?.value);
    expect(Number(cookie(res, ACCESS_EXPIRY_COOKIE)?.value)).toBe(res.json().accessExpiresAt);
    expect((await me(app, cookieHeader(res))).statusCode).toBe(200);
    clock.reset();
  });

  it('accepts the token in the body too, and refuses a missing or unknown one', async () => {
    const { res: loginRes } = await signedInUser(app);
    const token = cookie(loginRes, REFRESH_COOKIE)!.value;
    const res = await app.inject({ method: 'POST', url: '/api/token/refresh', headers: clientHeaders, payload: { REFRESH_TOKEN: token } });
    expect(res.statusCode).toBe(200);
    const none = await refresh(app, '');
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('session_expired');
    expect((await refresh(app, `${REFRESH_COOKIE}=nonsense`)).statusCode).toBe(401);
  });

  it('revokes the whole session when a spent token comes back', async () => {
    const { cookies } = await signedInUser(app);
    const rotated = await refresh(app, cookies);
    expect(rotated.statusCode).toBe(200);
    const newCookies = cookieHeader(rotated);

    const replay = await refresh(app, cookies);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('session_expired');

    // The successor dies with its family, and so does the access token of the session.
    expect((await refresh(app, newCookies)).statusCode).toBe(401);
    expect((await me(app, newCookies)).statusCode).toBe(401);
  });

  it('lets exactly one of two concurrent refreshes with one token succeed; the second use revokes the session', async () => {
    const { cookies } = await signedInUser(app);
    const results = await Promise.all([refresh(app, cookies), refresh(app, cookies)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 401]);
    const winner = results.find((r) => r.statusCode === 200)!;
    // A token used twice revokes its whole family, whoever came second.
    expect((await me(app, cookieHeader(winner))).statusCode).toBe(401);
    expect((await refresh(app, cookieHeader(winner))).statusCode).toBe(401);
  });

  it('ends a browser session after 24 hours, a remembered one after a year', async () => {
    const short = await signedInUser(app);
    const remembered = await signedInUser(app, { remember: true });
    clock.advance(24 * 3_600_000 + 1_000);
    expect((await refresh(app, short.cookies)).statusCode).toBe(401);
    const res = await refresh(app, remembered.cookies);
    expect(res.statusCode).toBe(200);
    // Remembered cookies keep counting down to the session's end.
    expect(cookie(res, REFRESH_COOKIE)?.maxAge).toBeGreaterThan(364 * 86_400 - 60);
    expect(cookie(res, REFRESH_COOKIE)?.maxAge).toBeLessThan(364 * 86_400);
    clock.reset();
  });
});

describe('POST /api/jwt-logout', () => {
  it('ends the session server-side and clears the cookies', async () => {
    const { user, cookies } = await signedInUser(app);
    const res = await logout(cookies);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    for (const name of [ACCESS_COOKIE, ACCESS_EXPIRY_COOKIE, REFRESH_COOKIE]) {
      expect(cookie(res, name)?.value).toBe('');
      expect(cookie(res, name)?.expires?.getTime()).toBeLessThan(Date.now());
    }
    // The old BEARER (still unexpired as a JWT) no longer works, nor the refresh token.
    expect((await me(app, cookies)).statusCode).toBe(401);
    expect((await refresh(app, cookies)).statusCode).toBe(401);
    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session.revokedReason).toBe('logout');
  });

  it('finds the session through the refresh cookie when the access token has expired', async () => {
    const { res: loginRes, cookies } = await signedInUser(app);
    clock.advance(20 * 60_000);
    await logout(`${REFRESH_COOKIE}=${cookie(loginRes, REFRESH_COOKIE)!.value}`);
    expect((await refresh(app, cookies)).statusCode).toBe(401);
    clock.reset();
  });

  it('never fails, even signed out', async () => {
    const res = await logout('');
    expect(res.statusCode).toBe(200);
    expect((await logout(`${ACCESS_COOKIE}=garbage; ${REFRESH_COOKIE}=garbage`)).statusCode).toBe(200);
  });

  it('removes the two trial flags from FEATURES and keeps the others', async () => {
    const encode = (v: unknown) => encodeURIComponent(JSON.stringify(v));
    const mixed = await logout(`FEATURES=${encode({ book_class_before_trial_start: true, dark_mode: 'on' })}`);
    // Written back URL-encoded, as the web wrote it (res.cookies shows values decoded).
    expect(String(mixed.headers['set-cookie'])).toContain(`FEATURES=${encode({ dark_mode: 'on' })};`);
    expect(cookie(mixed, 'FEATURES')?.value).toBe(JSON.stringify({ dark_mode: 'on' }));
    expect(cookie(mixed, 'FEATURES')?.httpOnly).toBeFalsy();

    const onlyTrial = await logout(`FEATURES=${encode({ skip_credit_card_for_trial_direct_purchase: 1 })}`);
    expect(cookie(onlyTrial, 'FEATURES')?.value).toBe('');

    const untouched = await logout(`FEATURES=${encode({ dark_mode: 'on' })}`);
    expect(cookie(untouched, 'FEATURES')).toBeUndefined();
    const unparsable = await logout('FEATURES=book_class_before_trial_start');
    expect(cookie(unparsable, 'FEATURES')).toBeUndefined();
  });
});
