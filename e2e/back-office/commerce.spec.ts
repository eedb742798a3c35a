import { expect, test } from '../fixtures.ts';
import { checkScreens } from '../support/screens.ts';

// Issue 19: the back office's commerce. An admin creates a promo code (the form checks the
// contract first), finds it, limits and pauses it (with a confirmation), and reads the packages,
// payments and referrals views.
test.describe('back-office commerce', () => {
  test('an admin creates, finds, limits and pauses a promo code', async ({ page, loginAs }) => {
    const code = `E2E${crypto.randomUUID().slice(0, 8)}`.toUpperCase();
    await loginAs(page, 'admin');
    await page.goto('/admin/en/home');
    await page.getByRole('navigation').getByRole('link', { name: 'Commerce', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Commerce', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/en\/commerce\/coupons$/);

    await page.getByRole('button', { name: 'New promo code' }).click();
    const dialog = page.getByRole('dialog', { name: 'New promo code' });
    await dialog.getByLabel('Code').fill(code);
    await dialog.getByLabel('Percent off').fill('150');
    await dialog.getByRole('button', { name: 'Create promo code' }).click();
    await expect(dialog.getByText('A whole number from 1 to 100 is expected.')).toBeVisible();
    await dialog.getByLabel('Percent off').fill('15');
    await dialog.getByLabel('Description (for the team)').fill('Autumn newsletter');
    await dialog.getByLabel('Limit of uses').fill('50');
    await checkScreens(page, 'commerce-new-coupon');
    await dialog.getByRole('button', { name: 'Create promo code' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`Promo code ${code} created.`)).toBeVisible();

    await page.getByLabel('Code or description').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    const row = page.getByTestId('coupon-row').filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('15% off');
    await expect(row).toContainText('Autumn newsletter');
    await expect(row.getByTestId('coupon-usage')).toHaveText('0 of 50');
    await expect(row).toContainText('Active');
    await checkScreens(page, 'commerce-coupons');

    await row.getByRole('button', { name: `Edit ${code}` }).click();
    const edit = page.getByRole('dialog', { name: `Edit ${code}` });
    await edit.getByLabel('Limit of uses').fill('10');
    await edit.getByLabel('Active (checkouts accept it)').uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toContainText(`Checkouts will refuse ${code} from now on.`);
    await edit.getByRole('button', { name: 'Pause the code' }).click();
    await expect(edit).toBeHidden();
    await expect(row.getByTestId('coupon-usage')).toHaveText('0 of 10');
    await expect(row).toContainText('Paused');

    await page.getByLabel('State').selectOption('inactive');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(row).toHaveCount(1);
    await page.getByLabel('Code or description').fill(`${code}-none`);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('No promo code matches these filters.')).toBeVisible();
  });

  test('the packages, payments and referrals views', async ({ page, loginAs }) => {
    await loginAs(page, 'admin');
    await page.goto('/admin/en/commerce/packages');
    await expect(page.getByRole('heading', { name: 'Packages and prices', level: 2 })).toBeVisible();
    const firstPackage = page.getByTestId('package-row').first();
    await expect(firstPackage).toContainText('On sale');
    await expect(firstPackage).toContainText('€');
    // The confirmation names what happens to members; cancelling changes nothing.
    await firstPackage.getByRole('button', { name: /^Take off the store: / }).click();
    const confirm = page.getByRole('dialog', { name: /^Take .* off the store\?$/ });
    await expect(confirm).toContainText('New purchases stop at once.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(firstPackage).toContainText('On sale');
    await checkScreens(page, 'commerce-packages');

    await page.getByRole('link', { name: 'Payments', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Payments', level: 2 })).toBeVisible();
    await page.getByLabel('Show').selectOption('withdrawals');
    await expect(page.getByTestId('payment-row').first().or(page.getByText('No withdrawals.'))).toBeVisible();
    await checkScreens(page, 'commerce-payments');

    await page.getByRole('link', { name: 'Referrals', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Referrals', level: 2 })).toBeVisible();
    await checkScreens(page, 'commerce-referrals');
  });
});
