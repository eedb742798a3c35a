import { describe, expect, it } from 'vitest';
import { buildIdentityTestApp, createUser, login, uniqueEmail } from './identity-helpers.ts';

const { app, clock } = await buildIdentityTestApp();
const WRONG = 'Wrong-Password-123';

describe('login lockout', () => {
  it('locks the account+IP pair after 5 failures, for 5 minutes', async () => {
    const user = await createUser(app);
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
    const user = await createUser(app);
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

  it('locks an account attacked from many IPs for at most 15 minutes', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 20; i++) {
      expect((await login(app, user.email, WRONG, { ip: `10.1.0.${i + 1}` })).statusCode).toBe(401);
    }
    const res = await login(app, user.email, user.password, { ip: '10.1.1.1' });
    expect(res.statusCode).toBe(429);
    expect(res.json().details).toEqual({ minutes: 15 });
    clock.advance(15 * 60_000 + 1_000);
    expect((await login(app, user.email, user.password, { ip: '10.1.1.1' })).statusCode).toBe(200);
    clock.reset();
  });

  it('locks an IP that sprays many accounts', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 50; i++) await login(app, uniqueEmail('spray'), WRONG, { ip });
    const user = await createUser(app);
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
    const user = await createUser(app);
    const ip = '10.4.0.1';
    const results = await Promise.all(Array.from({ length: 5 }, () => login(app, user.email, WRONG, { ip })));
    expect(results.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect((await login(app, user.email, user.password, { ip })).statusCode).toBe(429);
  });
});
