import { RESET_REQUESTED_MESSAGE } from '@parla/contracts';
import { describe, expect, it } from 'vitest';
import { clientHeaders } from './helper.ts';
import { buildIdentityTestApp, cookieHeader, login, me, signedInUser } from './identity-requests.ts';
import { buildUser, OTHER_STRONG_PASSWORD, STRONG_PASSWORD, uniqueEmail } from './factories/index.ts';

const { app, mailer, clock, config } = await buildIdentityTestApp();

const requestReset = (email: string) =>
  app.inject({ method: 'POST', url: '/api/users/reset-password', headers: clientHeaders, payload: { email } });
const checkToken = (token: string) => app.inject({ method: 'GET', url: `/api/users/reset/${token}` });
const submit = (token: string, password = OTHER_STRONG_PASSWORD, passwordConfirmation = password, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: `/api/users/reset/${token}`,
    headers: clientHeaders,
    remoteAddress: ip,
    payload: { password, passwordConfirmation },
  });

function linkToken(email: string): { link: string; token: string } {
  const link = /(https?:\/\/\S+\/resetting\/reset\/([A-Za-z0-9_-]+))/.exec(mailer.last(email)!.text)!;
  return { link: link[1], token: link[2] };
}

describe('password reset', () => {
  it('e-mails a single-use link that sets a new password and ends every session', async () => {
    const { user, cookies } = await signedInUser(app);
    const second = await login(app, user.email, user.password, { ip: '10.9.9.9' });
    const res = await requestReset(user.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: RESET_REQUESTED_MESSAGE });

    const { link, token } = linkToken(user.email);
    expect(link).toBe(`${config.areas.learn}/en/resetting/reset/${token}`);
    expect((await checkToken(token)).json()).toEqual({ valid: true });

    const reset = await submit(token);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });
    expect(mailer.last(user.email)!.subject).toBe('Your password has been changed');

    expect((await me(app, cookies)).statusCode).toBe(401);
    expect((await me(app, cookieHeader(second))).statusCode).toBe(401);
    expect((await login(app, user.email, user.password)).statusCode).toBe(401);
    expect((await login(app, user.email, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);

    const reuse = await submit(token, 'Another-Fresh-Secret-31');
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().code).toBe('invalid_token');
    expect((await checkToken(token)).statusCode).toBe(400);
  });

  it('sends teachers to the teacher app, in their language', async () => {
    const teacher = await buildUser(app, { roles: ['teacher'], locale: 'de' });
    await requestReset(teacher.email);
    const { link, token } = linkToken(teacher.email);
    expect(link).toBe(`${config.areas.teacher}/de/resetting/reset/${token}`);
    expect(mailer.last(teacher.email)!.subject).toBe('Passwort zurücksetzen');
  });

  it('expires the link after 60 minutes and voids the other links once one is used', async () => {
    const user = await buildUser(app);
    await requestReset(user.email);
    const first = linkToken(user.email).token;
    clock.advance(61 * 60_000);
    expect((await checkToken(first)).statusCode).toBe(400);
    expect((await submit(first)).statusCode).toBe(400);

    await requestReset(user.email);
    const second = linkToken(user.email).token;
    await requestReset(user.email);
    const third = linkToken(user.email).token;
    expect((await submit(third, OTHER_STRONG_PASSWORD, OTHER_STRONG_PASSWORD, '10.8.0.1')).statusCode).toBe(200);
    expect((await checkToken(second)).statusCode).toBe(400);
    clock.reset();
  });

  it('validates the new password', async () => {
    const user = await buildUser(app);
    await requestReset(user.email);
    const { token } = linkToken(user.email);
    const mismatch = await submit(token, OTHER_STRONG_PASSWORD, 'something-else');
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual([{ category: 'validate', field: 'passwordConfirmation', message: 'The passwords must match.' }]);
    const leaked = await submit(token, 'iloveyou');
    expect(leaked.json().errors[0]).toMatchObject({ field: 'password', message: expect.stringMatching(/leaked/) });
    // Validation failures do not spend the link.
    expect((await checkToken(token)).statusCode).toBe(200);
  });

  it('answers the same for unknown addresses, and allows 3 requests an hour per address', async () => {
    const ghost = uniqueEmail('ghost');
    const sent = mailer.sent.length;
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await requestReset(ghost));
    expect(answers.map((a) => a.json())).toEqual(Array(3).fill({ ok: true, message: RESET_REQUESTED_MESSAGE }));
    expect(mailer.sent.length).toBe(sent);
    const fourth = await requestReset(ghost);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'too_many_reset_attempts', details: { minutes: 60 } });

    const user = await buildUser(app);
    for (let i = 0; i < 3; i++) expect((await requestReset(user.email)).statusCode).toBe(200);
    expect((await requestReset(user.email)).statusCode).toBe(429);
    clock.advance(60 * 60_000 + 1_000);
    expect((await requestReset(user.email)).statusCode).toBe(200);
    clock.reset();
  });

  it('allows 3 failed link uses per IP an hour', async () => {
    const ip = '10.7.0.1';
    for (let i = 0; i < 3; i++) expect((await submit(`bogus-${i}`, STRONG_PASSWORD, STRONG_PASSWORD, ip)).statusCode).toBe(400);
    const user = await buildUser(app);
    await requestReset(user.email);
    const { token } = linkToken(user.email);
    const blocked = await submit(token, OTHER_STRONG_PASSWORD, OTHER_STRONG_PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many password reset attempts. Please retry in 60 minutes.');
    expect((await submit(token, OTHER_STRONG_PASSWORD, OTHER_STRONG_PASSWORD, '10.7.0.2')).statusCode).toBe(200);
  });

  it('lets a guest set a password and sign in', async () => {
    const guest = await buildUser(app, { isGuest: true });
    await requestReset(guest.email);
    const { token } = linkToken(guest.email);
    expect((await submit(token, OTHER_STRONG_PASSWORD, OTHER_STRONG_PASSWORD, '10.6.0.1')).statusCode).toBe(200);
    const res = await login(app, guest.email, OTHER_STRONG_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ isGuest: false, verified: true });
  });
});
