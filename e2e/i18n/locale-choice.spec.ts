import { expect, signInBrowser, test } from '../fixtures.ts';

/**
 * Issue 21: a page without a locale opens in the visitor's language (the server's redirect: saved
 * locale, then Accept-Language, then English), and a signed-in area in a landing-only language says
 * once that it is in English for now.
 */
test.describe('locale choice (issue 21)', () => {
  test.describe('a German browser', () => {
    test.use({ locale: 'de-AT' });

    test('/ lands on the German site', async ({ page }) => {
      const response = await page.goto('/');
      expect(response?.request().redirectedFrom()?.url()).toMatch(/\/$/);
      await expect(page).toHaveURL(/\/de\/$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await page.goto('/login');
      await expect(page).toHaveURL(/\/de\/login$/);
    });

    test("a signed-in student's saved language wins over the browser's", async ({ page, buildStudent }) => {
      const student = await buildStudent({ locale: 'fr' });
      await signInBrowser(page, student);
      await page.goto('/');
      await expect(page).toHaveURL(/\/fr\//);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    });
  });

  test.describe('an Italian browser', () => {
    test.use({ locale: 'it-IT' });

    test('gets English where a page has no Italian, and the Italian language page where it has', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/en\/$/);
      await page.goto('/english');
      await expect(page).toHaveURL(/\/it\/inglese$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    });
  });

  test('a signed-in area in a landing-only language is English, and says so once', async ({ page, buildStudent }) => {
    const student = await buildStudent();
    await signInBrowser(page, student);
    await page.goto('/it/account/settings/notifications');
    const notice = page.getByTestId('english-only-notice');
    await expect(notice).toBeVisible();
    await expect(notice.getByText('Per ora questa parte di Parla è disponibile solo in inglese.', { exact: false })).toHaveAttribute(
      'lang',
      'it',
    );
    await expect(notice.getByText('This part of Parla is in English for now.', { exact: false })).toHaveAttribute('lang', 'en');
    const settings = notice.getByRole('link', { name: 'Choose your display language in settings' });
    await expect(settings).toHaveAttribute('href', '/it/account/settings/time-and-language');

    // The next page, a reload and another landing-only language: not again.
    await page.goto('/it/account/settings/account');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
    await page.goto('/pl/account/settings/notifications');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('the notice leads to the settings, and is never shown in a display language', async ({ page, buildStudent }) => {
    const student = await buildStudent();
    await signInBrowser(page, student);
    await page.goto('/de/account/settings/notifications');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('english-only-notice')).toHaveCount(0);
    await page.goto('/tr/account/settings/notifications');
    const notice = page.getByTestId('english-only-notice');
    await expect(notice.getByText('Parla’nın bu bölümü şimdilik yalnızca İngilizce.', { exact: false })).toBeVisible();
    await notice.getByRole('link', { name: 'Choose your display language in settings' }).click();
    await expect(page).toHaveURL(/\/tr\/account\/settings\/time-and-language$/);
    await expect(page.getByLabel('Display language')).toBeVisible();
  });
});
