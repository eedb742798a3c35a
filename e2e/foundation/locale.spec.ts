import { expect, test, urlOf } from '../fixtures.ts';

test.describe('the locale segment of the URL', () => {
  test('/de/ shows the site in German', async ({ page }) => {
    await page.goto('/de/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: 'Anmelden', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
  });

  test('an unknown locale redirects to English', async ({ page }) => {
    await page.goto('/xx/login');
    await expect(page).toHaveURL(urlOf('/en/login'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  });
});
