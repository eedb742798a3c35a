import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarAccounts } from '../src/db/schema/index.ts';
import { gql, loginCookies } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { buildAdmin, buildStudent, buildTeacher, type TestUser } from './factories/index.ts';
import { loadConfig } from '../src/config.ts';
import { TEST_CALENDAR_EMAIL } from '../src/modules/settings/calendar-test-provider.routes.ts';

const { app, clock } = await buildTestApp();
const HOUR = 3_600_000;

const SETTINGS = 'query { calendarSettings { feed { status url } accounts { type status email } providers } }';
const START = 'mutation($p: CalendarProvider!) { calendarAuthorizationUrl(provider: $p) }';
const DISCONNECT = 'mutation($p: CalendarProvider!) { disconnectCalendar(provider: $p) }';

let owner: TestUser;
let other: TestUser;
let teacher: TestUser;
let admin: TestUser;

beforeAll(async () => {
  owner = await buildStudent(app);
  other = await buildStudent(app);
  teacher = await buildTeacher(app);
  admin = await buildAdmin(app);
});

const get = async (url: string, who: TestUser | null) =>
  app.inject({ method: 'GET', url, headers: { ...clientHeaders, ...(who ? { cookie: await loginCookies(app, who) } : {}) } });

/** The browser's round trip: our authorize URL, the provider's consent page, Allow, our callback. */
async function connect(who: TestUser, callbackAs: TestUser | null = who) {
  const started = await gql<{ calendarAuthorizationUrl: string }>(app, who, START, { p: 'test' });
  const authorize = new URL(started.data!.calendarAuthorizationUrl);
  expect(authorize.pathname).toBe('/dev/oauth/authorize');
  const consent = await get(authorize.pathname + authorize.search, null);
  expect(consent.statusCode).toBe(200);
  const allow = /href="([^"]+)">Allow/.exec(consent.body)![1].replace(/&#(\d+);/g, (_m, c: string) => String.fromCharCode(Number(c)));
  const back = new URL(allow);
  expect(back.pathname).toBe('/api/calendar/oauth/test/callback');
  return get(back.pathname + back.search, callbackAs);
}

describe('calendar connection through OAuth 2 (the built-in test provider)', () => {
  it('connects: state checked, code exchanged, tokens stored sealed, the account shown; then disconnects', async () => {
    const done = await connect(owner);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toMatch(/\/en\/account\/settings\/calendar-connection\?calendar=connected&provider=test$/);
    const settings = await gql<{ calendarSettings: { accounts: unknown[]; providers: string[] } }>(app, owner, SETTINGS);
    expect(settings.data?.calendarSettings.accounts).toEqual([{ type: 'test', status: 'connected', email: TEST_CALENDAR_EMAIL }]);
    expect(settings.data?.calendarSettings.providers).toEqual(['test']);
    const [row] = await app.db.select().from(calendarAccounts).where(eq(calendarAccounts.userId, owner.id));
    expect(row.accessTokenSealed).toMatch(/^v1\./);
    expect(row.refreshTokenSealed).toMatch(/^v1\./);

    // An hour later the access token is refreshed on the next look; the account stays connected.
    clock.advance(2 * HOUR);
    const later = await gql<{ calendarSettings: { accounts: { status: string }[] } }>(app, owner, SETTINGS);
    expect(later.data?.calendarSettings.accounts[0].status).toBe('connected');
    const [refreshed] = await app.db.select().from(calendarAccounts).where(eq(calendarAccounts.userId, owner.id));
    expect(refreshed.accessTokenSealed).not.toBe(row.accessTokenSealed);

    expect((await gql(app, owner, DISCONNECT, { p: 'test' })).data).toEqual({ disconnectCalendar: true });
    expect((await gql<{ calendarSettings: { accounts: unknown[] } }>(app, owner, SETTINGS)).data?.calendarSettings.accounts).toEqual([]);
    clock.reset();
  });

  it('turns expired when the provider refuses the refresh (access removed there); connecting again fixes it', async () => {
    await connect(other);
    await app.inject({
      method: 'POST',
      url: '/dev/oauth/revoke-all',
      headers: { ...clientHeaders, 'content-type': 'application/json' },
      payload: {},
    });
    clock.advance(2 * HOUR);
    const expired = await gql<{ calendarSettings: { accounts: { status: string }[] } }>(app, other, SETTINGS);
    expect(expired.data?.calendarSettings.accounts[0].status).toBe('expired');
    clock.reset();
    await connect(other);
    const back = await gql<{ calendarSettings: { accounts: { status: string }[] } }>(app, other, SETTINGS);
    expect(back.data?.calendarSettings.accounts.map((a) => a.status)).toEqual(['connected']);
    await gql(app, other, DISCONNECT, { p: 'test' });
  });

  it("refuses another user's state, a tampered state, an expired one and a denied consent", async () => {
    // The callback of a flow the owner started, completed in the other student's browser.
    const crossed = await connect(owner, other);
    expect(crossed.headers.location).toContain('calendar=failed');
    const started = await gql<{ calendarAuthorizationUrl: string }>(app, owner, START, { p: 'test' });
    const state = new URL(started.data!.calendarAuthorizationUrl).searchParams.get('state')!;
    const tampered = await get(`/api/calendar/oauth/test/callback?code=x&state=${state.slice(0, -2)}xx`, owner);
    expect(tampered.headers.location).toContain('calendar=failed');
    const denied = await get(`/api/calendar/oauth/test/callback?error=access_denied&state=${encodeURIComponent(state)}`, owner);
    expect(denied.headers.location).toContain('calendar=failed');
    clock.advance(11 * 60_000);
    const late = await get(`/api/calendar/oauth/test/callback?code=x&state=${encodeURIComponent(state)}`, owner);
    expect(late.headers.location).toContain('calendar=failed');
    clock.reset();
    expect(await app.db.select().from(calendarAccounts).where(eq(calendarAccounts.userId, owner.id))).toEqual([]);
  });

  it('access: students only (teacher and admin forbidden, anonymous unauthenticated); providers not configured are refused', async () => {
    for (const who of [teacher, admin]) {
      expect((await gql(app, who, SETTINGS)).code).toBe('forbidden');
      expect((await gql(app, who, START, { p: 'test' })).code).toBe('forbidden');
      expect((await gql(app, who, DISCONNECT, { p: 'test' })).code).toBe('forbidden');
      expect((await get('/api/calendar/oauth/test/callback?code=x&state=y', who)).statusCode).toBe(403);
    }
    expect((await gql(app, null, SETTINGS)).code).toBe('unauthenticated');
    expect((await gql(app, null, START, { p: 'test' })).code).toBe('unauthenticated');
    expect((await get('/api/calendar/oauth/test/callback?code=x&state=y', null)).statusCode).toBe(401);
    expect((await gql(app, owner, START, { p: 'google' })).code).toBe('calendar_provider_unavailable');
    expect((await get('/api/calendar/oauth/yahoo/callback', owner)).statusCode).toBe(404);
    // The other student never sees the owner's accounts (each query answers for the signed-in user).
    expect((await gql<{ calendarSettings: { accounts: unknown[] } }>(app, other, SETTINGS)).data?.calendarSettings.accounts).toEqual([]);
  });

  it('production: the test provider is off by default and refused when asked for', () => {
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'a-production-signing-secret-of-32-characters',
      PAYMENT_PROCESSOR: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
    };
    expect(loadConfig(production).calendarOAuth).toEqual({ testProvider: false });
    expect(() => loadConfig({ ...production, CALENDAR_TEST_PROVIDER: 'on' })).toThrow(/CALENDAR_TEST_PROVIDER=on is refused/);
    expect(loadConfig({ ...production, GOOGLE_CLIENT_ID: 'gid', GOOGLE_CLIENT_SECRET: 's' }).calendarOAuth.google).toEqual({
      clientId: 'gid',
      clientSecret: 's',
    });
  });

  it('the authorize URL of a configured real provider follows its documented endpoint', async () => {
    const configured = await buildTestApp({
      calendarOAuth: {
        google: { clientId: 'gid', clientSecret: 'gsecret' },
        microsoft: { clientId: 'mid', clientSecret: 'msecret' },
        testProvider: false,
      },
    });
    const student = await buildStudent(configured.app);
    const google = await gql<{ calendarAuthorizationUrl: string }>(configured.app, student, START, { p: 'google' });
    const url = new URL(google.data!.calendarAuthorizationUrl);
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'gid',
      access_type: 'offline',
      redirect_uri: `${configured.config.publicUrl}/api/calendar/oauth/google/callback`,
    });
    const ms = await gql<{ calendarAuthorizationUrl: string }>(configured.app, student, START, { p: 'microsoft' });
    expect(ms.data!.calendarAuthorizationUrl).toMatch(/^https:\/\/login\.microsoftonline\.com\/common\/oauth2\/v2\.0\/authorize\?/);
    expect((await gql(configured.app, student, START, { p: 'test' })).code).toBe('calendar_provider_unavailable');
  });
});
