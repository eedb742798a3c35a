import { errorCatalogue } from '@parla/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginCookies } from './graphql-requests.ts';
import { buildTestApp, clientHeaders } from './helper.ts';
import { buildLevelledCatalogue, buildStudent } from './factories/index.ts';

// Issue 15: the social login start and a visitor's placement test had no limit of their own.
const { app, clock } = await buildTestApp();
// A test harness on loopback, allowed explicitly (as e2e/support/parla-server.ts does).
const harness = await buildTestApp({ signupIpAllowlist: ['127.0.0.1', '::1'] });

beforeAll(async () => {
  await buildLevelledCatalogue(app, 'english', 'English');
  await buildLevelledCatalogue(harness.app, 'english', 'English');
});

function socialStart(target: typeof app, ip: string) {
  return target.inject({ method: 'GET', url: '/api/oauth/google/start?intent=login&locale=en', remoteAddress: ip });
}

const START = 'mutation { startPlacementAttempt(section: "english") { token } }';

async function placementStart(target: typeof app, ip: string, cookie = '') {
  const res = await target.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: ip,
    headers: { ...clientHeaders, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload: { query: START },
  });
  const body = res.json<{ data?: unknown; errors?: { message: string; extensions?: { code?: string; status?: number } }[] }>();
  return { status: res.statusCode, error: body.errors?.[0] };
}

describe('social login start throttle', () => {
  it('sends a client to the provider 30 times an hour, then answers too_many_social_logins (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await socialStart(app, '203.0.113.40')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 303)).toBe(true);
    const refused = await socialStart(app, '203.0.113.40');
    expect(statuses[30]).toBe(429);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'too_many_social_logins',
      message: 'Too many logins with Google, Apple or Facebook from here. Please retry in 60 minutes.',
      details: { minutes: 60 },
    });
    // A refused start stores no login state and sets no state cookie.
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Another client is not affected; the first one may start again after the hour.
    expect((await socialStart(app, '203.0.113.41')).statusCode).toBe(303);
    clock.advance(60 * 60_000 + 1_000);
    expect((await socialStart(app, '203.0.113.40')).statusCode).toBe(303);
    clock.reset();
  });

  it('does not count an explicitly allowed harness client', async () => {
    for (let i = 0; i < 35; i++) expect((await socialStart(harness.app, '127.0.0.1')).statusCode).toBe(303);
  });
});

describe('placement test throttle for visitors', () => {
  it('lets a visitor start 10 tests an hour per client, then answers too_many_placement_tests (429)', async () => {
    for (let i = 0; i < 10; i++) expect((await placementStart(app, '198.51.100.60')).error, `start ${i + 1}`).toBeUndefined();
    const refused = await placementStart(app, '198.51.100.60');
    expect(refused.error?.extensions?.code).toBe('too_many_placement_tests');
    expect(refused.error?.message).toBe('Too many language tests started from here. Please retry in 60 minutes.');
    // GraphQL answers errors in the body (as placement_retake_too_soon); the code is the catalogue's 429 one.
    expect(errorCatalogue[refused.error?.extensions?.code as 'too_many_placement_tests'].status).toBe(429);
    expect((await placementStart(app, '198.51.100.61')).error).toBeUndefined();
    clock.advance(60 * 60_000 + 1_000);
    expect((await placementStart(app, '198.51.100.60')).error).toBeUndefined();
    clock.reset();
  });

  it('leaves a signed-in student to the once-a-day rule, not the client quota', async () => {
    for (let i = 0; i < 10; i++) await placementStart(app, '198.51.100.70');
    expect((await placementStart(app, '198.51.100.70')).error?.extensions?.code).toBe('too_many_placement_tests');
    const student = await buildStudent(app);
    const cookie = await loginCookies(app, student);
    // From the same spent client, the student may start (and resume) their own test.
    expect((await placementStart(app, '198.51.100.70', cookie)).error).toBeUndefined();
    expect((await placementStart(app, '198.51.100.70', cookie)).error).toBeUndefined();
  });

  it('does not count an explicitly allowed harness client', async () => {
    for (let i = 0; i < 12; i++) expect((await placementStart(harness.app, '127.0.0.1')).error).toBeUndefined();
  });
});
