import { formatErrorMessage } from '@parla/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { socialRegistrations, userIdentities, users } from '../src/db/schema/index.ts';
import { type CaptchaVerdict, setCaptchaVerifier } from '../src/modules/identity/captcha.ts';
import { buildAdmin, buildStudent, buildTeacher, buildUser, type TestUser, uniqueEmail } from './factories/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { buildLoggedTestApp } from './log-capture.ts';
import { REGISTER_BODY, completeRegistration, registrationKey, socialRoundTrip, toCallback } from './social-requests.ts';

const { app, mailer } = await buildTestApp();

const as = async (who: TestUser | null) => (who ? await loginCookies(app, who) : '');
const list = async (who: TestUser | null) =>
  app.inject({ method: 'GET', url: '/api/oauth/user/connected-accounts', headers: { cookie: await as(who) } });
const disconnect = async (who: TestUser | null, provider: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/oauth/user/connected-accounts/${provider}`,
    headers: { ...clientHeaders, cookie: await as(who) },
  });
const identitiesOf = (userId: string) => app.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));

async function connect(who: TestUser, provider: 'google' | 'apple' | 'facebook', email: string) {
  return socialRoundTrip(app, provider, { intent: 'connect', cookie: await as(who), email });
}

describe('connected accounts (settings)', () => {
  let owner: TestUser & { password: string };
  beforeAll(async () => {
    owner = { ...(await buildUser(app)), roles: ['student'] };
  });

  it('connects a provider to the signed-in account, lists it, and disconnects it at once when a password remains', async () => {
    const connected = await connect(owner, 'google', uniqueEmail('gmail'));
    expect(connected.landing.pathname).toBe('/en/account/settings/account');
    expect(Object.fromEntries(connected.landing.searchParams)).toEqual({ social: 'connected', provider: 'google' });
    const listed = await list(owner);
    expect(listed.json()).toMatchObject({ hasPassword: true, accounts: [{ provider: 'google', disconnectPending: false }] });

    // Facebook must carry the account's own address.
    const mismatch = await connect(owner, 'facebook', uniqueEmail('fb'));
    expect(mismatch.landing.searchParams.get('social_error')).toBe('facebook_email_mismatch');
    const facebook = await connect(owner, 'facebook', owner.email);
    expect(facebook.landing.searchParams.get('social')).toBe('connected');

    const gone = await disconnect(owner, 'google');
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ status: 'disconnected' });
    expect((await identitiesOf(owner.id)).map((i) => i.provider)).toEqual(['facebook']);
    expect((await disconnect(owner, 'google')).json().code).toBe('social_not_connected');
  });

  it('refuses an identity that belongs to another account, and a second account of one provider', async () => {
    const email = uniqueEmail('shared');
    const first = await buildStudent(app);
    const second = await buildStudent(app);
    expect((await connect(first, 'apple', email)).landing.searchParams.get('social')).toBe('connected');
    expect((await connect(second, 'apple', email)).landing.searchParams.get('social_error')).toBe('social_identity_in_use');
    expect((await connect(first, 'apple', uniqueEmail('other'))).landing.searchParams.get('social_error')).toBe('social_already_connected');
  });

  it('needs an e-mailed confirmation to remove the only way in (no password, one provider)', async () => {
    const student = await buildStudent(app); // no password
    await connect(student, 'google', uniqueEmail('only'));
    const asked = await disconnect(student, 'google');
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ status: 'confirmation_sent' });
    expect((await list(student)).json().accounts[0].disconnectPending).toBe(true);
    expect(await identitiesOf(student.id)).toHaveLength(1);

    const [row] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, student.id));
    const mail = mailer.last(row.email);
    expect(mail?.subject).toBe('Confirm: remove Google from your Parla account');
    const token = decodeURIComponent(/\/en\/social\/disconnect\/([^\s"<]+)/.exec(mail!.text)![1]);
    const confirm = (value: string) =>
      app.inject({
        method: 'POST',
        url: '/api/oauth/user/connected-accounts/confirm-disconnect',
        headers: clientHeaders,
        payload: { token: value },
      });
    expect((await confirm('not-the-token')).json().code).toBe('invalid_token');
    const confirmed = await confirm(token);
    expect(confirmed.json()).toEqual({ provider: 'google' });
    expect(await identitiesOf(student.id)).toHaveLength(0);
    expect((await confirm(token)).json().code).toBe('invalid_token');
  });

  it('access: owner, another student, a teacher, an admin, anonymous', async () => {
    const student = await buildStudent(app);
    const other = await buildStudent(app);
    const teacher = await buildTeacher(app);
    const admin = await buildAdmin(app);
    await connect(student, 'google', uniqueEmail('matrix'));

    expect((await list(student)).json().accounts).toHaveLength(1);
    expect((await list(other)).json()).toEqual({ hasPassword: false, accounts: [] });
    expect((await list(teacher)).statusCode).toBe(403);
    expect((await list(admin)).statusCode).toBe(403);
    expect((await list(null)).statusCode).toBe(401);

    // Nobody else can remove the owner's link: the path names only the caller's own.
    expect((await disconnect(other, 'google')).json().code).toBe('social_not_connected');
    expect((await disconnect(teacher, 'google')).statusCode).toBe(403);
    expect((await disconnect(admin, 'google')).statusCode).toBe(403);
    expect((await disconnect(null, 'google')).statusCode).toBe(401);
    expect(await identitiesOf(student.id)).toHaveLength(1);

    // Connecting needs a signed-in student: the others are sent to the login page.
    for (const who of [teacher, admin, null]) {
      const start = await app.inject({
        method: 'GET',
        url: '/api/oauth/google/start?intent=connect&locale=en',
        headers: { cookie: await as(who) },
      });
      expect(start.headers.location).toMatch(/\/en\/login$/);
    }
    // The public list answers everyone alike.
    for (const who of [student, other, teacher, admin, null]) {
      const owners = await app.inject({ method: 'GET', url: '/api/oauth/resource-owners', headers: { cookie: await as(who) } });
      expect(owners.json().providers).toEqual(['google', 'apple', 'facebook']);
    }
    // GraphQL reads: the owner's own list, the public provider list, the registration key as the credential.
    const CONNECTED = 'query { connectedAccounts { hasPassword available accounts { provider email } } }';
    expect(
      (await gql<{ connectedAccounts: { accounts: unknown[] } }>(app, student, CONNECTED)).data?.connectedAccounts.accounts,
    ).toHaveLength(1);
    expect((await gql<{ connectedAccounts: { accounts: unknown[] } }>(app, other, CONNECTED)).data?.connectedAccounts.accounts).toEqual([]);
    for (const who of [teacher, admin]) expect((await gql(app, who, CONNECTED)).code).toBe('forbidden');
    expect((await gql(app, null, CONNECTED)).code).toBe('unauthenticated');
    for (const who of [student, teacher, admin, null]) {
      expect((await gql<{ socialProviders: string[] }>(app, who, 'query { socialProviders }')).data?.socialProviders).toHaveLength(3);
      expect((await gql(app, who, 'query { socialRegistration(key: "guessed") { email } }')).code).toBe('invalid_token');
    }
    // A teacher's address is no student account: social login opens the student area only.
    const teacherRow = (await app.db.select({ email: users.email }).from(users).where(eq(users.id, teacher.id)))[0];
    expect((await socialRoundTrip(app, 'google', { email: teacherRow.email })).landing.searchParams.get('social_error')).toBe(
      'social_no_account',
    );
  });
});

describe('races', () => {
  it('two confirmations of one new identity at once make one account; both sign in to it', async () => {
    const email = uniqueEmail('race');
    const keys = [];
    for (let i = 0; i < 2; i++) keys.push(registrationKey((await socialRoundTrip(app, 'google', { intent: 'register', email })).landing));
    const answers = await Promise.all(keys.map((key) => completeRegistration(app, key)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(new Set(answers.map((a) => a.json().user.id)).size).toBe(1);
    expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('two callbacks linking one identity at once leave one link', async () => {
    const user = await buildUser(app);
    const trips = [await toCallback(app, 'facebook', { email: user.email }), await toCallback(app, 'facebook', { email: user.email })];
    const answers = await Promise.all(trips.map((t) => app.inject({ method: 'GET', url: t.callbackUrl, headers: { cookie: t.cookie } })));
    expect(answers.map((a) => new URL(a.headers.location as string).pathname)).toEqual(['/en/account/home', '/en/account/home']);
    expect(await identitiesOf(user.id)).toHaveLength(1);
  });
});

describe('captcha on registration (001 §8: invalid, not passed, wrong action)', async () => {
  const guarded = await buildTestApp({ recaptchaSecret: 'secret' });
  const verdicts: Record<string, CaptchaVerdict> = {
    human: 'passed',
    garbage: 'invalid',
    robot: 'not_passed',
    'login-token': 'wrong_action',
  };
  const actions: string[] = [];
  setCaptchaVerifier(guarded.app, {
    verify: async (token, _ip, action) => {
      actions.push(action);
      return verdicts[token ?? ''] ?? 'invalid';
    },
  });
  const register = (token: string | undefined) =>
    guarded.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: clientHeaders,
      payload: {
        email: uniqueEmail('captcha'),
        firstName: 'Lea',
        password: 'Quiet-Harbor-Lantern-42',
        acceptPrivacyPolicy: true,
        acceptTerms: true,
        confirmAge: true,
        ...(token ? { recaptcha_token: token } : {}),
      },
    });

  it('answers each verdict with its own code and message, and passes a human', async () => {
    for (const [token, code] of [
      [undefined, 'captcha_invalid'],
      ['garbage', 'captcha_invalid'],
      ['robot', 'captcha_not_passed'],
      ['login-token', 'captcha_wrong_action'],
    ] as const) {
      const answer = await register(token);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code, message: formatErrorMessage(code) });
    }
    expect((await register('human')).statusCode).toBe(201);
    expect(new Set(actions)).toEqual(new Set(['register']));
  });

  it('guards the social registration too', async () => {
    const trip = await socialRoundTrip(guarded.app, 'google', { intent: 'register', email: uniqueEmail('captcha-social') });
    const key = registrationKey(trip.landing);
    const robot = await completeRegistration(guarded.app, key, { ...REGISTER_BODY, recaptcha_token: 'robot' });
    expect(robot.json().code).toBe('captcha_not_passed');
    // A refused captcha spends nothing.
    expect(await guarded.app.db.select().from(socialRegistrations)).toHaveLength(1);
    expect((await completeRegistration(guarded.app, key, { ...REGISTER_BODY, recaptcha_token: 'human' })).statusCode).toBe(201);
  });
});

describe('secrets never reach the log', async () => {
  const logged = await buildLoggedTestApp();

  it('logs no code, state, registration key, ID token or client secret of a whole round trip', async () => {
    const trip = await toCallback(logged.app, 'google', { intent: 'register', email: uniqueEmail('log') });
    const callback = await logged.app.inject({ method: 'GET', url: trip.callbackUrl, headers: { cookie: trip.cookie } });
    const key = registrationKey(new URL(callback.headers.location as string));
    await logged.app.inject({ method: 'GET', url: `/api/oauth/registrations/${key}` });
    expect((await completeRegistration(logged.app, key)).statusCode).toBe(201);
    // A failing exchange is logged by kind only.
    const failing = await toCallback(logged.app, 'apple', { email: uniqueEmail('log') });
    await logged.app.inject({
      method: 'GET',
      url: failing.callbackUrl.replace(/code=[^&]+/, 'code=forged-code-value'),
      headers: { cookie: failing.cookie },
    });

    const text = logged.lines.join('\n');
    const code = new URLSearchParams(trip.callbackUrl.split('?')[1]).get('code') as string;
    expect(text).toContain('/api/oauth/google/callback');
    expect(text).toContain('social login failed');
    for (const secret of [code, trip.stateCookie, failing.stateCookie, key, 'forged-code-value', 'parla-test-google-secret', 'eyJ']) {
      expect(text).not.toContain(secret);
    }
  });
});
