import { ACCESS_COOKIE, ACCESS_EXPIRY_COOKIE, REFRESH_COOKIE } from '@parla/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index.ts';
import { clientHeaders } from './helper.ts';
import { buildIdentityTestApp, cookie, cookieHeader, me, signedInUser } from './identity-requests.ts';
import { buildUser } from './factories/index.ts';

const { app } = await buildIdentityTestApp();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A plain HTML form post to a login check, as a browser sends it, with the given site headers. */
function formLogin(email: string, password: string, site: Record<string, string>, path = '/api/login_check') {
  const body = new URLSearchParams({ _username: email, _password: password }).toString();
  return app.inject({ method: 'POST', url: path, headers: { ...FORM, ...site }, payload: body });
}

describe('login CSRF (form posts to the login checks)', () => {
  it('refuses a form on another site: Sec-Fetch-Site cross-site, or a foreign Origin', async () => {
    const attacker = await buildUser(app);
    for (const path of ['/api/login_check', '/teacher/login_check', '/admin/login_check']) {
      const crossSite = await formLogin(
        attacker.email,
        attacker.password,
        { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
        path,
      );
      expect(crossSite.statusCode, path).toBe(403);
      expect(crossSite.json().code).toBe('csrf');
      expect(crossSite.cookies).toHaveLength(0);
    }
    // An older browser without Sec-Fetch-Site still names the page's origin.
    expect((await formLogin(attacker.email, attacker.password, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await formLogin(attacker.email, attacker.password, { origin: 'null' })).statusCode).toBe(403);
  });

  it('accepts our own pages (same origin, same site) and clients that are not browsers', async () => {
    const user = await buildUser(app);
    expect(
      (await formLogin(user.email, user.password, { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' })).statusCode,
    ).toBe(200);
    expect((await formLogin(user.email, user.password, { 'sec-fetch-site': 'same-site' })).statusCode).toBe(200);
    expect((await formLogin(user.email, user.password, { origin: 'http://localhost:3000' })).statusCode).toBe(200);
    // No Origin, no Sec-Fetch-Site: curl, a mobile client, the e2e harness.
    expect((await formLogin(user.email, user.password, {})).statusCode).toBe(200);
  });
});

describe('logout is a POST', () => {
  it('GET /api/jwt-logout only answers a page whose button posts; the session lives on', async () => {
    const { user, cookies } = await signedInUser(app);
    const page = await app.inject({ method: 'GET', url: '/api/jwt-logout', headers: { cookie: cookies } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/<form method="post" action="\/api\/jwt-logout">/);
    expect(page.cookies).toHaveLength(0);
    expect((await me(app, cookies)).statusCode).toBe(200);
    const [session] = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session.revokedAt).toBeNull();
  });

  it('refuses a logout form posted from another site', async () => {
    const { cookies } = await signedInUser(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/jwt-logout',
      headers: { ...FORM, cookie: cookies, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      payload: '',
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toHaveLength(0);
    expect((await me(app, cookies)).statusCode).toBe(200);
  });

  it("logs out from the page's own form (303 to the logout page) and from the web's fetch", async () => {
    const first = await signedInUser(app);
    const form = await app.inject({
      method: 'POST',
      url: '/api/jwt-logout',
      headers: { ...FORM, cookie: first.cookies, 'sec-fetch-site': 'same-origin' },
      payload: '',
    });
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe('http://localhost:3000/en/logout');
    expect((await me(app, first.cookies)).statusCode).toBe(401);

    const second = await signedInUser(app);
    const fetched = await app.inject({
      method: 'POST',
      url: '/api/jwt-logout',
      headers: { ...clientHeaders, cookie: second.cookies },
      payload: {},
    });
    expect(fetched.json()).toEqual({ ok: true });
    expect((await me(app, second.cookies)).statusCode).toBe(401);
  });
});

describe('__Host- cookies', async () => {
  const https = await buildIdentityTestApp({
    publicUrl: 'https://parla.example',
    areas: {
      learn: 'https://parla.example',
      teacher: 'https://parla.example/teacher',
      classroom: 'https://parla.example/classroom',
      admin: 'https://parla.example/admin',
    },
  });

  it('prefixes the session cookies with __Host- under an https PUBLIC_URL (Secure, Path=/, no Domain) and reads only those', async () => {
    const { res } = await signedInUser(https.app);
    for (const name of [ACCESS_COOKIE, ACCESS_EXPIRY_COOKIE, REFRESH_COOKIE]) {
      const set = cookie(res, `__Host-${name}`);
      expect(set, name).toBeDefined();
      expect(set?.secure).toBe(true);
      expect(set?.path).toBe('/');
      expect(set?.domain).toBeUndefined();
      expect(cookie(res, name)).toBeUndefined();
    }
    expect((await me(https.app, cookieHeader(res))).statusCode).toBe(200);
    // A bare BEARER (planted over http or by a sibling host) is not read there.
    const bare = `${ACCESS_COOKIE}=${cookie(res, `__Host-${ACCESS_COOKIE}`)!.value}`;
    expect((await me(https.app, bare)).statusCode).toBe(401);

    const out = await https.app.inject({
      method: 'POST',
      url: '/api/jwt-logout',
      headers: { ...clientHeaders, cookie: cookieHeader(res) },
      payload: {},
    });
    expect(cookie(out, `__Host-${REFRESH_COOKIE}`)?.value).toBe('');
  });

  it('keeps the bare names on plain http (a Secure cookie would not be stored there)', async () => {
    const { res } = await signedInUser(app);
    expect(cookie(res, ACCESS_COOKIE)?.secure).toBeFalsy();
    expect(cookie(res, `__Host-${ACCESS_COOKIE}`)).toBeUndefined();
  });
});
