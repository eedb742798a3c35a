import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { MovableClock } from '../src/lib/clock.ts';
import { TEST_CAPTCHA_COOKIE, captchaWebConfig, testCaptchaVerifier } from '../src/modules/identity/captcha.ts';
import { contentSecurityPolicy } from '../src/plugins/security-headers.ts';
import { STRONG_PASSWORD, uniqueEmail } from './factories/index.ts';
import { MemoryMailer, clientHeaders, freshDatabase } from './helper.ts';

/** Decision 068: the web's side of captcha (its config, Google's script in the CSP, and the test double). */

async function webApp(env: Record<string, string> = {}) {
  const database = await freshDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JOBS: 'off', ...env });
  // Production refuses a movable clock: it gets its real one.
  const clock = config.isProduction ? undefined : new MovableClock();
  const app = await buildApp({ config, database, clock, mailer: new MemoryMailer(), web: true });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await database.drop();
  });
  return app;
}

const runtimeConfigOf = (body: string) => JSON.parse(/^window\.__PARLA__=(\{.*\});$/m.exec(body)?.[1] ?? 'null');

const app = await webApp();

const registration = (token?: string) => ({
  email: uniqueEmail('captcha'),
  firstName: 'Ana',
  password: STRONG_PASSWORD,
  acceptPrivacyPolicy: true,
  acceptTerms: true,
  confirmAge: true,
  ...(token ? { recaptcha_token: token } : {}),
});
const register = (token?: string) =>
  app.inject({ method: 'POST', url: '/api/users', headers: clientHeaders, payload: registration(token) });

describe('runtime-config.js', () => {
  it('has no captcha without a site key, and the test double for a browser that asks for it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(runtimeConfigOf(plain.body).recaptcha).toBeNull();
    const opted = await app.inject({ method: 'GET', url: '/runtime-config.js', cookies: { [TEST_CAPTCHA_COOKIE]: 'low-score' } });
    expect(runtimeConfigOf(opted.body).recaptcha).toEqual({ siteKey: 'parla-test-site-key', scriptUrl: '/dev/recaptcha/api.js' });
    // An unknown outcome is no opt-in.
    const odd = await app.inject({ method: 'GET', url: '/runtime-config.js', cookies: { [TEST_CAPTCHA_COOKIE]: 'maybe' } });
    expect(runtimeConfigOf(odd.body).recaptcha).toBeNull();
  });

  it('marks <html> with the social logins on offer (the test provider outside production)', async () => {
    const script = await app.inject({ method: 'GET', url: '/runtime-config.js' });
    expect(script.body).toContain('document.documentElement.dataset.socialLogin="google apple facebook";');
  });

  it("names Google's script with the configured site key, and the CSP allows exactly Google's reCAPTCHA hosts", async () => {
    const config = loadConfig({ NODE_ENV: 'test', RECAPTCHA_SITE_KEY: 'site-key-1', RECAPTCHA_SECRET: 'secret' });
    expect(captchaWebConfig(config, { [TEST_CAPTCHA_COOKIE]: 'pass' })).toEqual({
      siteKey: 'site-key-1',
      scriptUrl: 'https://www.google.com/recaptcha/api.js?render=site-key-1',
    });
    const csp = contentSecurityPolicy(config);
    expect(csp).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;");
    expect(csp).toContain("frame-src 'self' blob: https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/;");
    expect(contentSecurityPolicy(loadConfig({ NODE_ENV: 'test' }))).not.toContain('google');
  });

  it('refuses the test double in production, and a secret without a site key', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PAYMENT_PROCESSOR: 'test', ALLOW_TEST_PAYMENTS: 'yes' };
    expect(() => loadConfig({ ...production, RECAPTCHA_TEST: 'on' })).toThrow(/RECAPTCHA_TEST=on is refused/);
    expect(loadConfig(production).recaptchaTest).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'test', RECAPTCHA_SECRET: 'secret' })).toThrow(/needs RECAPTCHA_SITE_KEY/);
  });
});

describe('the captcha test double', () => {
  it('serves a grecaptcha whose tokens carry the cookie’s outcome', async () => {
    const script = await app.inject({ method: 'GET', url: '/dev/recaptcha/api.js', cookies: { [TEST_CAPTCHA_COOKIE]: 'wrong-action' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain('var outcome = "wrong-action";');
    expect(script.body).toContain('window.grecaptcha');
  });

  it('answers each of the three refusals of 001 §8, and passes a good token', async () => {
    expect(await testCaptchaVerifier.verify('parla-test.pass.register.abc', '127.0.0.1', 'register')).toBe('passed');
    expect(await testCaptchaVerifier.verify('parla-test.low-score.register.abc', '127.0.0.1', 'register')).toBe('not_passed');
    expect(await testCaptchaVerifier.verify('parla-test.pass.another_form.abc', '127.0.0.1', 'register')).toBe('wrong_action');
    expect(await testCaptchaVerifier.verify('parla-test.invalid.register.abc', '127.0.0.1', 'register')).toBe('invalid');
    expect(await testCaptchaVerifier.verify('parla-test.pass', '127.0.0.1', 'register')).toBe('invalid');
  });

  it('checks registration tokens it made; requests without one are not captcha-checked (no secret configured)', async () => {
    expect((await register('parla-test.low-score.register.abc')).json().code).toBe('captcha_not_passed');
    expect((await register('parla-test.pass.login.abc')).json().code).toBe('captcha_wrong_action');
    expect((await register('parla-test.invalid.register.abc')).json().code).toBe('captcha_invalid');
    expect((await register('parla-test.pass.register.abc')).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);
  });

  it('is not there in production', async () => {
    const production = await webApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(32),
      PAYMENT_PROCESSOR: 'test',
      ALLOW_TEST_PAYMENTS: 'yes',
      SOCIAL_TEST_PROVIDER: 'off',
      CALENDAR_TEST_PROVIDER: 'off',
      TEST_CLOCK: 'off',
      DATA_DIR: 'memory',
    });
    const script = await production.inject({ method: 'GET', url: '/dev/recaptcha/api.js', cookies: { [TEST_CAPTCHA_COOKIE]: 'pass' } });
    expect(script.statusCode).toBe(404);
    const config = await production.inject({ method: 'GET', url: '/runtime-config.js', cookies: { [TEST_CAPTCHA_COOKIE]: 'pass' } });
    expect(runtimeConfigOf(config.body).recaptcha).toBeNull();
    expect(config.body).not.toContain('socialLogin');
  });
});
