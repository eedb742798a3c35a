import { buyTrial, expect, fillCard, PATHS, signInBrowser, statusWith, test } from './store-support.ts';

const DAY_MS = 24 * 60 * 60_000;
/** Saves and verifies fine; every later charge declines (the test processor's renewal failure). */
const FAILS_LATER = '4000 0000 0000 0341';

test.describe('a renewal that fails', () => {
  test('shows the payment banner on the student area until the charges are resumed with a working card', async ({
    page,
    buildStudent,
    moveClock,
  }) => {
    test.setTimeout(180_000);
    const student = await buildStudent({ firstName: 'Rene' });
    await signInBrowser(page, student);

    // A free trial, then a second card that will fail, made the default.
    await buyTrial(page);
    await page.goto(PATHS.billing);
    await page.getByRole('button', { name: 'Add payment method' }).click();
    await fillCard(page, FAILS_LATER);
    await page.getByLabel('Make this my default payment method').check();
    await page.getByRole('button', { name: 'Add payment method' }).click();
    await expect(statusWith(page, 'Payment method added. The test charge has been refunded.')).toBeVisible();

    // When the 7-day trial ends, the first payment is charged to the default card and declined.
    await moveClock(7 * DAY_MS + 60 * 60_000);
    await signInBrowser(page, student);
    const banner = page.getByTestId('payment-banner');
    await expect(async () => {
      await page.goto(PATHS.today);
      await expect(banner).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    await expect(banner).toContainText('Your last payment failed.');
    await expect(banner).toContainText('Your card was declined.');

    // The working card becomes the default again; resuming the charges pays the renewal.
    await banner.getByRole('link', { name: 'Update payment method' }).click();
    await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    await page
      .getByTestId('payment-method')
      .filter({ hasNotText: '0341' })
      .getByRole('button', { name: /^Make .* the default$/ })
      .click();
    await expect(statusWith(page, /is now your default payment method\./)).toBeVisible();
    await banner.getByRole('button', { name: 'Resume charges' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay the pending amount now?' });
    await dialog.getByRole('button', { name: 'Pay now' }).click();
    await expect(statusWith(page, 'Payment completed. Your plan continues.')).toBeVisible();
    await expect(banner).toBeHidden();
    await page.goto(PATHS.membership);
    await expect(page.getByTestId('subscription-current').getByTestId('subscription-status')).toHaveText(/^Active\. Next payment on /);
  });
});
