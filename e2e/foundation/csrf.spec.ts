import { expect, STRONG_PASSWORD, test, uniqueEmail } from '../fixtures.ts';

const registration = () => ({
  email: uniqueEmail('csrf'),
  firstName: 'Carl',
  password: STRONG_PASSWORD,
  acceptPrivacyPolicy: true,
  acceptTerms: true,
  confirmAge: true,
});

test.describe('CSRF defence', () => {
  test('a state-changing request without X-Release-Id is refused', async ({ request, api }) => {
    // `request` is a plain context: no X-Release-Id.
    const refused = await request.post('/api/users', { data: registration() });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'csrf' });

    // The same request with the header goes through (in its own context: it signs in).
    const accepted = await api.post('/api/users', { data: registration() });
    expect(accepted.status()).toBe(201);
  });

  test('a text/plain body is refused even with X-Release-Id', async ({ api }) => {
    const refused = await api.post('/api/users', {
      headers: { 'content-type': 'text/plain' },
      data: JSON.stringify(registration()),
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'csrf' });
  });

  test('the web app sends X-Release-Id, so its own requests pass', async ({ page }) => {
    await page.goto('/en/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'));
    const sent = page.waitForRequest((request) => request.url().includes('/api/users/reset-password') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const request = await sent;
    expect(request.headers()['x-release-id']).toBeTruthy();
    expect((await request.response())?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  });
});
