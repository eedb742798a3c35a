import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { clientHeaders } from './helper.ts';
import { buildIdentityTestApp } from './identity-requests.ts';
import { buildUser, STRONG_PASSWORD, uniqueEmail } from './factories/index.ts';

const { app, clock } = await buildIdentityTestApp();
// A test harness on loopback, allowed explicitly (as e2e/support/parla-server.ts does).
const harness = await buildIdentityTestApp({ signupIpAllowlist: ['127.0.0.1', '::1'] });

const registration = (email = uniqueEmail('signup')) => ({
  email,
  firstName: 'Lena',
  lastName: 'Vogel',
  password: STRONG_PASSWORD,
  acceptPrivacyPolicy: true,
  acceptTerms: true,
  confirmAge: true,
});

function signUp(target: typeof app, payload: Record<string, unknown>, ip: string) {
  return target.inject({ method: 'POST', url: '/api/users', headers: clientHeaders, remoteAddress: ip, payload });
}

describe('sign-up throttle', () => {
  it('refuses a client after 20 sign-ups an hour with a coded 429 (101 in quick succession)', async () => {
    const statuses: number[] = [];
    let refused: ReturnType<typeof JSON.parse> = null;
    for (let i = 0; i < 101; i++) {
      const res = await signUp(app, registration(), '203.0.113.10');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused ??= res.json();
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect(refused).toEqual({
      code: 'too_many_sign_ups',
      message: 'Too many sign-ups from here. Please retry in 60 minutes.',
      details: { minutes: 60 },
    });
    // Another client is not affected; the first one may sign up again after the hour.
    expect((await signUp(app, registration(), '203.0.113.11')).statusCode).toBe(201);
    clock.advance(60 * 60_000 + 1_000);
    expect((await signUp(app, registration(), '203.0.113.10')).statusCode).toBe(201);
    clock.reset();
  });

  it('limits attempts on one address from anywhere, keeping the spec message until then', async () => {
    const existing = await buildUser(app);
    for (let i = 1; i <= 5; i++) {
      const res = await signUp(app, registration(existing.email), `198.51.100.${i}`);
      expect(res.statusCode, `attempt ${i}`).toBe(422);
      expect(res.json().errors).toContainEqual({ category: 'validate', field: 'email', message: 'This email address is already used.' });
    }
    const sixth = await signUp(app, registration(existing.email), '198.51.100.99');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('too_many_sign_ups');
    // An unknown address gets the same quota: the 429 says nothing about existence.
    const fresh = uniqueEmail('probe');
    for (let i = 1; i <= 5; i++) await signUp(app, { ...registration(fresh), password: 'x' }, `198.51.100.${10 + i}`);
    expect((await signUp(app, registration(fresh), '198.51.100.77')).statusCode).toBe(429);
  });

  it('lets an explicitly allowed harness address sign up many students, but never past the per-address quota', async () => {
    for (let i = 0; i < 25; i++) expect((await signUp(harness.app, registration(), '127.0.0.1')).statusCode).toBe(201);
    const email = uniqueEmail('repeat');
    for (let i = 0; i < 5; i++) await signUp(harness.app, { ...registration(email), password: 'x' }, '127.0.0.1');
    expect((await signUp(harness.app, registration(email), '127.0.0.1')).statusCode).toBe(429);
    // Loopback is no exception by default.
    expect(loadConfig({ NODE_ENV: 'test' }).signupIpAllowlist).toEqual([]);
  });
});
