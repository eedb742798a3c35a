import { checkScreens, expect, graphql, signInBrowser, test } from '../fixtures.ts';

// Issue 19 "Feature flags", decision 096: the admin turns the learning language change off for
// everyone (confirming it), the student's settings page then says the change is not available,
// and turning it on again gives the student the button back.
// A `.clock` spec although it moves no clock: it turns a school-wide flag off, so it runs with the
// one-at-a-time specs after all others, never beside the settings spec that changes a language.
const LEARNING = '/en/account/settings/learning';
const RESTORE = `mutation { adminSetFeatureFlag(input: { key: "learning_language_change", environment: test, description: "",
  rule: everyone, percentage: 0, userIds: [] }) { rule } }`;

test.describe('feature flags in the back office', () => {
  test('the admin turns the learning language change off and on again; the student sees it', async ({
    page,
    browser,
    baseURL,
    loginAs,
    adminApi,
    buildStudent,
  }) => {
    test.setTimeout(120_000);
    const student = await buildStudent({ firstName: 'Flavia' });
    const context = await browser.newContext({ baseURL });
    const studentPage = await context.newPage();
    try {
      await signInBrowser(studentPage, student);
      await studentPage.goto(LEARNING);
      await expect(studentPage.getByTestId('change-language')).toBeVisible();

      await loginAs(page, 'admin');
      await page.goto('/admin/en/home');
      await page.getByRole('navigation').getByRole('link', { name: 'Feature flags', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Feature flags', level: 1 })).toBeVisible();
      const row = page.getByTestId('flag-learning_language_change');
      await expect(row).toBeVisible();
      await checkScreens(page, 'feature-flags');

      // Off for everyone: the form asks for a confirmation first.
      await row.getByRole('button', { name: 'Edit learning_language_change' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit learning_language_change' });
      await dialog.getByLabel('Who has it').selectOption('nobody');
      await checkScreens(page, 'feature-flags-edit');
      await dialog.getByRole('button', { name: 'Save' }).click();
      const confirm = page.getByRole('dialog', { name: 'Turn learning_language_change off for everyone?' });
      await expect(confirm).toBeVisible();
      await checkScreens(page, 'feature-flags-confirm-off');
      await confirm.getByRole('button', { name: 'Turn off for everyone' }).click();
      await expect(confirm).toBeHidden();
      await expect(row.getByTestId('flag-rule')).toContainText('Nobody (off)');

      await studentPage.reload();
      await expect(studentPage.getByTestId('language-change-refused')).toHaveText(
        'Changing the learning language is not available for your account.',
      );
      await expect(studentPage.getByTestId('change-language')).toHaveCount(0);
      await checkScreens(studentPage, 'learning-language-change-off');

      // On again, for everyone: no confirmation needed.
      await row.getByRole('button', { name: 'Edit learning_language_change' }).click();
      await dialog.getByLabel('Who has it').selectOption('everyone');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toBeHidden();
      await expect(row.getByTestId('flag-rule')).toContainText('Everyone (on)');

      await studentPage.reload();
      await expect(studentPage.getByTestId('change-language')).toBeVisible();
    } finally {
      // Other specs change languages: never leave the flag off, whatever failed above.
      await graphql(adminApi, RESTORE);
      await context.close();
    }
  });
});
