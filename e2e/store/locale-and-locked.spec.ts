import { expect, expectNoSeriousA11yViolations, PATHS, signInBrowser, test } from './store-support.ts';

test.describe('store pages in German, and the locked account', () => {
  test('the store, membership and billing pages speak German', async ({ page, createStudent }) => {
    const student = await createStudent({ firstName: 'Greta' });
    await signInBrowser(page, student);
    await page.goto(PATHS.store.replace('/en/', '/de/'));
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Flex: Monatspläne', level: 2 })).toBeVisible();
    await expect(page.getByText(/pro Stunde$/).first()).toBeVisible();
    await expect(page.getByText(/€/).first()).toBeVisible();
    await page.goto(PATHS.membership.replace('/en/', '/de/'));
    await expect(page.getByRole('heading', { name: 'Mitgliedschaft', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Du hast noch keine Mitgliedschaft', level: 2 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(PATHS.billing.replace('/en/', '/de/'));
    await expect(page.getByRole('heading', { name: 'Zahlungen', level: 1 })).toBeVisible();
    await expect(page.getByText('Du hast noch keine Rechnungen.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a locked account counts 15 seconds down and signs the student out', async ({ page, createStudent }) => {
    test.setTimeout(45_000);
    const student = await createStudent({ firstName: 'Lou' });
    await signInBrowser(page, student);
    await page.goto('/en/error/account_temporarily_locked');
    await expect(page.getByRole('heading', { name: 'Account temporarily locked', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Your account has been temporarily locked due to unusual payment activity.');
    await expect(page.getByTestId('locked-countdown')).toHaveText(/^You will be signed out in 1[0-5] seconds\.$/);
    await expectNoSeriousA11yViolations(page);
    await expect(page).toHaveURL(/\/en\/logout$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'You have been logged out' })).toBeVisible();
    await page.goto(PATHS.today);
    await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  });
});
