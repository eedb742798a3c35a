import { expect, test } from '../fixtures.ts';

test('an unknown page says "Page not found!", is kept out of search engines and offers ways on', async ({ page }) => {
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // Signed out: the language courses and the way back to the login.
  for (const language of ['English', 'French', 'German', 'Spanish', 'Italian']) {
    await expect(page.getByRole('link', { name: new RegExp(language) }).first(), `${language} course link`).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Back to login' }).or(page.getByRole('button', { name: 'Back to login' }))).toBeVisible();
});
