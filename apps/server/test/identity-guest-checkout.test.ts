import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userTokens, users } from '../src/db/schema/index.ts';
import { hashToken } from '../src/modules/identity/crypto.ts';
import { buy, drainJobs } from './commerce-requests.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { clientHeaders } from './helper.ts';
import { buildIdentityTestApp, cookieHeader, login, me } from './identity-requests.ts';
import {
  OTHER_STRONG_PASSWORD,
  STRONG_PASSWORD,
  type Store,
  type TestUser,
  buildAdmin,
  buildCatalogue,
  buildStore,
  buildUser,
  uniqueEmail,
} from './factories/index.ts';

// Guest checkout and the first-password link (issue 15, decision 063).
const { app, mailer, config, clock } = await buildIdentityTestApp();
let store: Store;

beforeAll(async () => {
  store = await buildStore(app, await buildCatalogue(app));
});

const consents = { acceptPrivacyPolicy: true, acceptTerms: true, confirmAge: true };
// Each request from its own client address: the per-client sign-up quota (20 an hour) is not what most tests are about.
let clients = 0;
const nextIp = () => `198.51.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
const startGuest = (payload: Record<string, unknown>, options: { cookie?: string; ip?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/users/guest',
    headers: { ...clientHeaders, ...(options.cookie ? { cookie: options.cookie } : {}) },
    remoteAddress: options.ip ?? nextIp(),
    payload,
  });
const checkLink = (token: string, cookie?: string) =>
  app.inject({ method: 'GET', url: `/api/users/password-set/${token}`, headers: { ...clientHeaders, ...(cookie ? { cookie } : {}) } });
const setPassword = (token: string, payload: Record<string, unknown>, options: { cookie?: string; ip?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/users/password-set/${token}`,
    headers: { ...clientHeaders, ...(options.cookie ? { cookie: options.cookie } : {}) },
    remoteAddress: options.ip ?? nextIp(),
    payload,
  });

/** The token of the last password-set link mailed to `email`. */
function mailedToken(email: string): string {
  const text = mailer.last(email)?.text ?? '';
  const match = /\/password\/set\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`no password-set link in the mail to ${email}: ${text}`);
  return match[1];
}

/** A guest signed in by the checkout: its user id and Cookie header. */
async function guest(email = uniqueEmail('guest'), extra: Record<string, unknown> = {}) {
  const res = await startGuest({ email, ...consents, ...extra });
  if (res.statusCode !== 201) throw new Error(`guest checkout: ${res.statusCode} ${res.body}`);
  return { email, id: res.json().user.id as string, cookies: cookieHeader(res), res };
}

const PROMOTE = `mutation($input: PromoteGuestInput!) { promoteGuest(input: $input) { id email isGuest firstName } }`;

describe('POST /api/users/guest', () => {
  it('creates a guest with only an e-mail (no password), signs it in, and lets it buy with the test card', async () => {
    const email = uniqueEmail('Guest').toUpperCase();
    const res = await startGuest({ email: ` ${email} `, ...consents, locale: 'de', timezone: 'Europe/Vienna', section: 'german' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ email: email.toLowerCase(), isGuest: true, locale: 'de', timezone: 'Europe/Vienna', firstName: '' });
    expect(body.accessExpiresAt).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await app.db.select().from(users).where(eq(users.id, body.user.id));
    expect(row.passwordHash).toBeNull();
    expect(row.isGuest).toBe(true);
    expect(row.termsAcceptedAt).not.toBeNull();

    const cookies = cookieHeader(res);
    expect((await me(app, cookies)).json()).toMatchObject({ email: email.toLowerCase(), isGuest: true });
    // The normal checkout runs for the guest's session.
    // gql takes a Cookie header where a test user would mint one.
    const paid = await buy(app, cookies as unknown as TestUser, { variantId: store.flex8 });
    expect(paid.status).toBe('succeeded');
    await drainJobs(app);
    // After the payment: the receipt and the link that sets a password, in the guest's language.
    const mails = mailer.sent.filter((m) => m.to === email.toLowerCase());
    expect(mails.map((m) => m.subject)).toContain('Lege dein Parla-Passwort fest');
    const token = mailedToken(email.toLowerCase());
    expect(mailer.last(email.toLowerCase())!.text).toContain(`${config.areas.learn}/de/password/set/${token}`);
    // Hashed at rest, like the reset links.
    const [stored] = await app.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.tokenHash, hashToken(token)));
    expect(stored.purpose).toBe('set_password');
    expect(stored.tokenHash).not.toContain(token);
  });

  it('cannot log in with a password while a guest', async () => {
    const g = await guest();
    const wrong = await login(app, g.email, STRONG_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('bad_credentials');
  });

  it('sends an existing full account to log in (email already used) and never signs it in', async () => {
    const user = await buildUser(app);
    const res = await startGuest({ email: user.email, ...consents });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'email', message: 'This email address is already used.' })]);
    expect(res.cookies.filter((c) => c.value !== '')).toEqual([]);
  });

  it('answers an earlier guest address with a fresh password link, never with its session', async () => {
    const g = await guest();
    const again = await startGuest({ email: g.email, ...consents });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('guest_account_exists');
    expect(again.cookies.filter((c) => c.value !== '')).toEqual([]);
    expect((await checkLink(mailedToken(g.email))).json()).toMatchObject({ email: g.email, isGuest: true });
  });

  it('checks the input: e-mail, consents', async () => {
    const res = await startGuest({ email: 'not-an-address', acceptTerms: false });
    expect(res.statusCode).toBe(422);
    const fields = res
      .json()
      .errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['acceptPrivacyPolicy', 'acceptTerms', 'confirmAge', 'email']);
  });

  it('is refused to a signed-in person (they buy as themselves)', async () => {
    const g = await guest();
    const res = await startGuest({ email: uniqueEmail(), ...consents }, { cookie: g.cookies });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('already_signed_in');
  });

  it('is counted like a sign-up: 5 attempts per address an hour, then 429', async () => {
    const email = uniqueEmail('quota');
    await guest(email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await startGuest({ email, ...consents }, { ip: `203.0.113.${i + 1}` })).statusCode);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
  });
});

describe('/api/users/password-set/{token}', () => {
  async function paidGuest() {
    const g = await guest();
    await buy(app, g.cookies as unknown as TestUser, { variantId: store.flex8 });
    await drainJobs(app);
    return { ...g, token: mailedToken(g.email) };
  }

  it('shows whose link it is, then sets the password and the name, promotes the guest and signs it in', async () => {
    const g = await paidGuest();
    expect((await checkLink(g.token)).json()).toEqual({ email: g.email, firstName: '', lastName: '', isGuest: true });
    const res = await setPassword(g.token, {
      password: STRONG_PASSWORD,
      passwordConfirmation: STRONG_PASSWORD,
      firstName: 'Marta',
      lastName: 'Ruiz',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: g.email, isGuest: false, firstName: 'Marta', lastName: 'Ruiz', verified: true });
    // The e-mail-only session is over; this browser has a new one; the password now logs in.
    expect((await me(app, g.cookies)).statusCode).toBe(401);
    expect((await me(app, cookieHeader(res))).statusCode).toBe(200);
    expect((await login(app, g.email, STRONG_PASSWORD)).statusCode).toBe(200);
    // Single use.
    const again = await setPassword(g.token, { password: OTHER_STRONG_PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_token');
    expect((await checkLink(g.token)).statusCode).toBe(400);
  });

  it('sends no link to a guest who set the password on the post-checkout page first', async () => {
    const g = await guest();
    await buy(app, g.cookies as unknown as TestUser, { variantId: store.flex8 });
    const promoted = await gql<{ promoteGuest: { isGuest: boolean } }>(app, g.cookies, PROMOTE, {
      input: { email: g.email, password: STRONG_PASSWORD, firstName: 'Ines' },
    });
    expect(promoted.data?.promoteGuest.isGuest).toBe(false);
    await drainJobs(app);
    expect(mailer.sent.filter((m) => m.to === g.email).some((m) => /password\/set\//.test(m.text))).toBe(false);
    expect((await login(app, g.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('expires after three days', async () => {
    const g = await paidGuest();
    clock.advance(3 * 24 * 60 * 60_000 + 60_000);
    try {
      expect((await checkLink(g.token)).statusCode).toBe(400);
      expect((await setPassword(g.token, { password: STRONG_PASSWORD })).json().code).toBe('invalid_token');
    } finally {
      clock.reset();
    }
  });

  it('checks the password (length, strength, confirmation) and keeps the link', async () => {
    const g = await paidGuest();
    const short = await setPassword(g.token, { password: 'abc' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors[0].field).toBe('password');
    const weak = await setPassword(g.token, { password: g.email });
    expect(weak.statusCode).toBe(422);
    const mismatch = await setPassword(g.token, { password: STRONG_PASSWORD, passwordConfirmation: OTHER_STRONG_PASSWORD });
    expect(mismatch.json().errors[0].field).toBe('passwordConfirmation');
    expect((await checkLink(g.token)).statusCode).toBe(200);
  });

  it('counts wrong links per client: 3, then 429', async () => {
    const ip = '192.0.2.200';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await setPassword(`not-a-token-${i}`, { password: STRONG_PASSWORD }, { ip })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('works for an account created for someone (no password, not a guest)', async () => {
    // An account made for someone else has no password (a team member, a student the school created).
    const built = await buildUser(app, { firstName: 'Team' });
    const [created] = await app.db.update(users).set({ passwordHash: null }).where(eq(users.id, built.id)).returning();
    const { sendPasswordSetLink } = await import('../src/modules/identity/password-set.service.ts');
    await sendPasswordSetLink(app, created);
    const token = mailedToken(created.email);
    expect(mailer.last(created.email)!.text).toContain('A Parla account has been created for you.');
    expect((await checkLink(token)).json()).toMatchObject({ isGuest: false, firstName: 'Team' });
    expect((await setPassword(token, { password: STRONG_PASSWORD })).json().user).toMatchObject({ firstName: 'Team', isGuest: false });
  });
});

describe('access: who may use the guest routes and the promote mutation', () => {
  const who = async () => {
    const student = await buildUser(app);
    const other = await buildUser(app);
    const teacher = await buildUser(app, { roles: ['teacher'] });
    const admin = await buildAdmin(app);
    const g = await guest();
    const promoted = await guest();
    await gql(app, promoted.cookies, PROMOTE, { input: { email: promoted.email, password: STRONG_PASSWORD } });
    const cookiesOf = async (u: { email: string; password: string }, path?: string) =>
      cookieHeader(await login(app, u.email, u.password, { path }));
    return {
      owner: g.cookies,
      otherStudent: await cookiesOf(other),
      student: await cookiesOf(student),
      teacher: await cookiesOf(teacher, '/teacher/login_check'),
      admin: await loginCookies(app, admin),
      promotedGuest: cookieHeader(await login(app, promoted.email, STRONG_PASSWORD)),
      anonymous: '',
      guestEmail: g.email,
    };
  };

  it('POST /api/users/guest: only anonymous visitors', async () => {
    const w = await who();
    const outcomes: Record<string, number> = {};
    for (const name of ['owner', 'otherStudent', 'teacher', 'admin', 'promotedGuest', 'anonymous'] as const) {
      outcomes[name] = (await startGuest({ email: uniqueEmail(name), ...consents }, { cookie: w[name] || undefined })).statusCode;
    }
    expect(outcomes).toEqual({ owner: 409, otherStudent: 409, teacher: 409, admin: 409, promotedGuest: 409, anonymous: 201 });
  });

  it('password-set link: the token decides, whoever is signed in; a promoted account has no link left', async () => {
    const w = await who();
    const outcomes: Record<string, number> = {};
    for (const name of ['owner', 'otherStudent', 'teacher', 'admin', 'anonymous'] as const) {
      const g = await paidGuest2();
      outcomes[name] = (await checkLink(g.token, w[name] || undefined)).statusCode;
    }
    expect(outcomes).toEqual({ owner: 200, otherStudent: 200, teacher: 200, admin: 200, anonymous: 200 });
    // A link sent before the guest was promoted no longer works once it has a password.
    const g = await paidGuest2();
    await gql(app, g.cookies, PROMOTE, { input: { email: g.email, password: STRONG_PASSWORD } });
    expect((await checkLink(g.token, w.promotedGuest)).statusCode).toBe(400);
    expect((await setPassword(g.token, { password: OTHER_STRONG_PASSWORD }, { cookie: w.promotedGuest })).statusCode).toBe(400);
  });

  it('promoteGuest: only the signed-in guest itself', async () => {
    const w = await who();
    const outcomes: Record<string, string> = {};
    for (const name of ['owner', 'otherStudent', 'teacher', 'admin', 'promotedGuest', 'anonymous'] as const) {
      const res = await gql<{ promoteGuest: { id: string } }>(app, w[name] || null, PROMOTE, {
        input: { email: uniqueEmail('promote'), password: OTHER_STRONG_PASSWORD },
      });
      outcomes[name] = res.data?.promoteGuest ? 'ok' : (res.code ?? 'error');
    }
    expect(outcomes).toEqual({
      owner: 'ok',
      otherStudent: 'not_a_guest',
      teacher: 'not_a_guest',
      admin: 'not_a_guest',
      promotedGuest: 'not_a_guest',
      anonymous: 'unauthenticated',
    });
  });

  async function paidGuest2() {
    const g = await guest();
    await buy(app, g.cookies as unknown as TestUser, { variantId: store.flex8 });
    await drainJobs(app);
    return { ...g, token: mailedToken(g.email) };
  }
});

describe('races', () => {
  it('two checkouts with one address at once, over real sockets, create one account', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const email = uniqueEmail('race');
      const post = () =>
        fetch(`${address}/api/users/guest`, {
          method: 'POST',
          headers: { ...clientHeaders, 'content-type': 'application/json' },
          body: JSON.stringify({ email, ...consents }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { code?: string } }));
      const results = await Promise.all([post(), post(), post()]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      for (const loser of results.filter((r) => r.status === 409)) expect(loser.body.code).toBe('guest_account_exists');
      const rows = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
