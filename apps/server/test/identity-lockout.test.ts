import { describe, expect, it } from 'vitest';
import { setLoginWait } from '../src/modules/identity/login-wait.ts';
import { buildIdentityTestApp, login } from './identity-requests.ts';
import { buildUser, uniqueEmail } from './factories/index.ts';

const { app, clock } = await buildIdentityTestApp();
/** The slowdown's delays, recorded instead of slept (no real waits in tests). */
const waits: number[] = [];
setLoginWait(app, async (ms) => {
  waits.push(ms);
});
const WRONG = 'Wrong-Password-123';

describe('login lockout', () => {
  it('locks the account+IP pair after 5 failures, for 5 minutes', async () => {
    const user = await buildUser(app);
    const ip = '10.0.1.1';
    for (let i = 1; i <= 5; i++) {
      const res = await login(app, user.email, WRONG, { ip });
      expect(res.statusCode, `failure ${i}`).toBe(401);
    }
    const sixth = await login(app, user.email, WRONG, { ip });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      code: 'too_many_login_attempts',
      message: 'Too many failed login attempts. Please retry in 5 minutes.',
      details: { minutes: 5 },
    });

    // Locked means locked: the right password is refused too.
    const correct = await login(app, user.email, user.password, { ip });
    expect(correct.statusCode).toBe(429);

    // The real user on another network is not locked out.
    expect((await login(app, user.email, user.password, { ip: '10.0.1.2' })).statusCode).toBe(200);

    clock.advance(2 * 60_000 + 30_000);
    expect((await login(app, user.email, user.password, { ip })).json().details).toEqual({ minutes: 3 });

    clock.advance(3 * 60_000);
    expect((await login(app, user.email, user.password, { ip })).statusCode).toBe(200);
    clock.reset();
  });

  it('doubles the pair lock when the failures go on, and a success forgives them', async () => {
    const user = await buildUser(app);
    const ip = '10.0.2.1';
    for (let i = 0; i < 5; i++) await login(app, user.email, WRONG, { ip });
    clock.advance(5 * 60_000 + 1_000);
    for (let i = 0; i < 5; i++) expect((await login(app, user.email, WRONG, { ip })).statusCode).toBe(401);
    expect((await login(app, user.email, WRONG, { ip })).json().details.minutes).toBe(10);
    clock.advance(10 * 60_000 + 1_000);

    // A success resets the pair: four more failures do not lock.
    expect((await login(app, user.email, user.password, { ip })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login(app, user.email, WRONG, { ip });
    expect((await login(app, user.email, user.password, { ip })).statusCode).toBe(200);
    clock.reset();
  });

  it('20 wrong passwords from client A lock A only: the owner on client B gets in, A stays locked for 5 minutes', async () => {
    const user = await buildUser(app);
    const a = '10.1.0.1';
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) answers.push((await login(app, user.email, WRONG, { ip: a })).statusCode);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(answers.slice(5))).toEqual(new Set([429]));

    // The owner, on a client that never failed, is not refused.
    expect((await login(app, user.email, user.password, { ip: '10.1.9.9' })).statusCode).toBe(200);

    // A keeps the spec's lockout answer for the whole lock.
    const locked = await login(app, user.email, user.password, { ip: a });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'too_many_login_attempts',
      message: 'Too many failed login attempts. Please retry in 5 minutes.',
    });
    clock.advance(4 * 60_000);
    expect((await login(app, user.email, user.password, { ip: a })).json().details).toEqual({ minutes: 1 });
    clock.advance(60_000 + 1_000);
    expect((await login(app, user.email, user.password, { ip: a })).statusCode).toBe(200);
    clock.reset();
  });

  it('slows an account failing from many clients down (growing delay) but never refuses its owner', async () => {
    const user = await buildUser(app);
    waits.length = 0;
    for (let i = 0; i < 40; i++) {
      expect((await login(app, user.email, WRONG, { ip: `10.1.1.${i + 1}` })).statusCode).toBe(401);
    }
    // The first 10 failures cost nothing; from then on every attempt waits, longer and longer.
    expect(waits.slice(0, 3)).toEqual([1_000, 1_000, 1_000]);
    expect(waits.at(-1)).toBe(4_000);
    expect(waits).toHaveLength(30);

    waits.length = 0;
    expect((await login(app, user.email, user.password, { ip: '10.1.2.1' })).statusCode).toBe(200);
    expect(waits).toEqual([8_000]);

    // The window passes: no delay any more.
    clock.advance(15 * 60_000 + 1_000);
    waits.length = 0;
    expect((await login(app, user.email, user.password, { ip: '10.1.2.2' })).statusCode).toBe(200);
    expect(waits).toEqual([]);
    clock.reset();
  });

  it('locks an IP that sprays many accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 50; i++) await login(app, uniqueEmail('spray'), WRONG, { ip });
    const user = await buildUser(app);
    const res = await login(app, user.email, user.password, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().details.minutes).toBe(15);
    expect((await login(app, user.email, user.password, { ip: '10.2.0.2' })).statusCode).toBe(200);
  });

  it('counts failures for unknown addresses like for real ones (no enumeration)', async () => {
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 5; i++) expect((await login(app, ghost, WRONG, { ip: '10.3.0.1' })).statusCode).toBe(401);
    expect((await login(app, ghost, WRONG, { ip: '10.3.0.1' })).statusCode).toBe(429);
  });

  it('counts parallel failures exactly', async () => {
    const user = await buildUser(app);
    const ip = '10.4.0.1';
    const results = await Promise.all(Array.from({ length: 5 }, () => login(app, user.email, WRONG, { ip })));
    expect(results.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect((await login(app, user.email, user.password, { ip })).statusCode).toBe(429);
  });
});
