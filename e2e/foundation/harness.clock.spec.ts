import { expect, test, waitForEmail } from '../fixtures.ts';

// Checks the harness itself (server, SMTP, clock) independently of any page.
test.describe('the e2e harness', () => {
  test('the server is ready and serves the web areas', async ({ api }) => {
    const ready = await api.get('/ready');
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
    const learn = await api.get('/en/login');
    expect(learn.status()).toBe(200);
    // The runtime configuration is an external script (the CSP allows no inline script).
    expect(await learn.text()).toContain('<script src="/runtime-config.js"></script>');
    expect(await (await api.get('/runtime-config.js')).text()).toContain('window.__PARLA__=');
  });

  test('e-mail the app sends arrives over SMTP', async ({ buildStudent }) => {
    const student = await buildStudent();
    // Registration sends the verification e-mail.
    const mail = await waitForEmail({ to: student.email });
    expect(mail.to).toContain(student.email);
    expect(mail.subject).not.toBe('');
    expect(mail.text).toMatch(/https?:\/\/localhost:\d+\//);
  });

  test('the server clock moves forward and comes back', async ({ api, moveClock, resetClock }) => {
    const moved = await moveClock(60_000);
    expect(moved.offsetMs).toBeGreaterThanOrEqual(60_000);
    const now = (await (await api.get('/dev/clock')).json()) as { now: string; offsetMs: number };
    expect(Date.parse(now.now) - Date.now()).toBeGreaterThan(55_000);
    expect((await resetClock()).offsetMs).toBe(0);
  });
});
