import { ACCESS_COOKIE, REFRESH_COOKIE } from '@parla/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { clientHeaders } from './helper.ts';
import { buildIdentityTestApp, cookie, cookieHeader, me } from './identity-requests.ts';
import { STRONG_PASSWORD, uniqueEmail } from './factories/index.ts';

const { app, mailer, config, clock } = await buildIdentityTestApp();

const valid = () => ({
  email: uniqueEmail('new'),
  firstName: 'Lena',
  lastName: 'Vogel',
  password: STRONG_PASSWORD,
  acceptPrivacyPolicy: true,
  acceptTerms: true,
  confirmAge: true,
});

const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/users', headers: { ...clientHeaders, ...headers }, payload });

function fieldErrors(res: { json(): { errors: { field: string; message: string }[] } }): Record<string, string> {
  return Object.fromEntries(res.json().errors.map((e) => [e.field, e.message]));
}

describe('POST /api/users', () => {
  it('creates a student, signs them in and sends the verification e-mail', async () => {
    const input = {
      ...valid(),
      email: ` ${uniqueEmail('Mixed').toUpperCase()} `,
      marketingAgreement: true,
      timezone: 'America/New_York',
      locale: 'de',
    };
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    const { user, accessExpiresAt } = res.json();
    const email = input.email.trim().toLowerCase();
    expect(user).toMatchObject({
      email,
      fullName: 'Lena Vogel',
      verified: false,
      timezone: 'America/New_York',
      locale: 'de',
      marketingAgreement: true,
    });
    expect(user.studentId).toMatch(/^S\d{7}$/);
    expect(user.calendarUrl).toMatch(new RegExp(`^${config.publicUrl}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(accessExpiresAt).toBeGreaterThan(Date.now());
    expect(cookie(res, ACCESS_COOKIE)).toBeDefined();
    expect(cookie(res, REFRESH_COOKIE)?.maxAge).toBeGreaterThan(364 * 86_400);
    expect((await me(app, cookieHeader(res))).json().id).toBe(user.id);

    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.privacyAcceptedAt && row.termsAcceptedAt && row.ageConfirmedAt).toBeTruthy();

    const mail = mailer.last(email)!;
    expect(mail.subject).toBe('Bitte bestätige deine E-Mail-Adresse');
    expect(mail.text).toContain(`${config.areas.learn}/de/account/email-verification?token=`);
    expect(mail.html).toContain('email-verification');
  });

  it('defaults the timezone to Europe/Berlin and the locale to X-Locale or en', async () => {
    const plain = await register(valid());
    expect(plain.json().user).toMatchObject({ timezone: 'Europe/Berlin', locale: 'en' });
    const french = await register(valid(), { 'x-locale': 'fr' });
    expect(french.json().user.locale).toBe('fr');
  });

  it('names every unaccepted consent', async () => {
    const res = await register({ ...valid(), acceptPrivacyPolicy: false, acceptTerms: 'false', confirmAge: undefined });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation_failed');
    expect(res.json().errors[0].category).toBe('validate');
    expect(fieldErrors(res)).toMatchObject({
      acceptPrivacyPolicy: 'Please accept the Privacy Policy.',
      acceptTerms: 'Please accept the Terms and Conditions.',
    });
    expect(fieldErrors(res).confirmAge).toBeDefined();
  });

  it('refuses short, leaked and weak passwords', async () => {
    expect(fieldErrors(await register({ ...valid(), password: 'Ab1!' })).password).toBe('The password must be at least 6 characters long.');
    expect(fieldErrors(await register({ ...valid(), password: 'password1' })).password).toBe(
      'This password has been leaked in a data breach. Please choose another one.',
    );
    expect(fieldErrors(await register({ ...valid(), password: 'Password1' })).password).toMatch(/leaked/);
    expect(fieldErrors(await register({ ...valid(), password: 'abcabcabcabc' })).password).toBe(
      'This password is too weak. Please choose a stronger one.',
    );
    // The user's own name is guessable.
    expect(fieldErrors(await register({ ...valid(), firstName: 'Zephyrina', password: 'zephyrina1990' })).password).toBe(
      'This password is too weak. Please choose a stronger one.',
    );
  });

  it('validates e-mail, name, timezone and locale', async () => {
    const errors = fieldErrors(
      await register({ ...valid(), email: 'not-an-email', firstName: ' ', timezone: 'Mars/Olympus', locale: 'xx' }),
    );
    expect(errors).toEqual({
      email: 'This email address is not valid.',
      firstName: 'Please enter your name.',
      timezone: 'The timezone is not valid.',
      locale: 'The locale is not valid.',
    });
  });

  it('refuses an address already used, in any case', async () => {
    const input = valid();
    expect((await register(input)).statusCode).toBe(201);
    const again = await register({ ...valid(), email: input.email.toUpperCase() });
    expect(again.statusCode).toBe(422);
    expect(fieldErrors(again)).toEqual({ email: 'This email address is already used.' });
  });

  it('lets exactly one of concurrent registrations with one address succeed', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all(Array.from({ length: 4 }, () => register({ ...valid(), email })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 422, 422, 422]);
    for (const loser of results.filter((r) => r.statusCode === 422)) {
      expect(fieldErrors(loser)).toEqual({ email: 'This email address is already used.' });
    }
  });

  it('refuses a request without X-Release-Id (CSRF)', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/users', payload: valid() });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf');
  });
});

describe('e-mail verification', () => {
  const tokenFrom = (text: string) => /email-verification\?token=([A-Za-z0-9_-]+)/.exec(text)![1];
  const verify = (token: string) =>
    app.inject({ method: 'POST', url: '/api/users/verify-email', headers: clientHeaders, payload: { token } });
  const resend = (payload: Record<string, unknown>, cookies = '') =>
    app.inject({ method: 'POST', url: '/api/users/resend-confirmation', headers: { ...clientHeaders, cookie: cookies }, payload });

  it('verifies once with the e-mailed token', async () => {
    const input = valid();
    await register(input);
    const token = tokenFrom(mailer.last(input.email)!.text);
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: input.email, verified: true });
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_token');
    expect((await verify('unknown-token')).statusCode).toBe(400);
  });

  it('expires the link after 7 days', async () => {
    const input = valid();
    await register(input);
    const token = tokenFrom(mailer.last(input.email)!.text);
    clock.advance(7 * 24 * 3_600_000 + 60_000);
    expect((await verify(token)).statusCode).toBe(400);
    clock.reset();
  });

  it('resends the link (signed in or by address), the same answer for unknown addresses, 3 an hour', async () => {
    const input = valid();
    const created = await register(input);
    const before = mailer.sent.length;
    expect((await resend({}, cookieHeader(created))).json()).toEqual({ ok: true });
    expect(mailer.sent.length).toBe(before + 1);
    expect((await resend({ email: input.email })).statusCode).toBe(200);
    expect((await resend({ email: input.email })).statusCode).toBe(200);
    const fourth = await resend({ email: input.email });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().details.minutes).toBe(60);

    const ghost = uniqueEmail('ghost');
    const sentBefore = mailer.sent.length;
    expect((await resend({ email: ghost })).json()).toEqual({ ok: true });
    expect(mailer.sent.length).toBe(sentBefore);
    expect((await resend({})).statusCode).toBe(422);
  });
});
