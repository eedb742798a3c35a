import { expect, expectNoSeriousA11yViolations, test } from '../fixtures.ts';

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('the login page', async ({ page }) => {
    await page.goto('/en/login');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the Today page', async ({ page, loginAs }) => {
    await loginAs(page, 'student');
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the 404 page', async ({ page }) => {
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
