import { acceptAgreements, expect, expectNoSeriousA11yViolations, openPlanCheckout, signInBrowser, test } from './store-support.ts';

test.describe('payments that settle later or elsewhere', () => {
  test('SEPA direct debit: the processing page waits for the bank and then moves on by itself', async ({
    page,
    buildStudent,
    moveClock,
  }) => {
    test.setTimeout(90_000);
    const student = await buildStudent({ firstName: 'Sepp' });
    await signInBrowser(page, student);
    await openPlanCheckout(page);
    await page.getByRole('radio', { name: 'SEPA direct debit' }).check();
    await page.getByRole('textbox', { name: 'Account holder' }).fill('Sepp Tester');
    await page.getByRole('textbox', { name: 'IBAN' }).fill('DE89 3704 0044 0532 0130 00');
    await acceptAgreements(page);
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/en\/payment-pending\/[^/?]+$/);
    await expect(page.getByRole('heading', { name: 'Processing your payment', level: 1 })).toBeVisible();
    await expect(page.getByText('This may take a few minutes. This page updates by itself.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The test bank confirms the debit about three minutes later.
    await moveClock(4 * 60_000);
    await expect(page).toHaveURL(/\/en\/post-checkout\?purchase=/, { timeout: 45_000 });
    await expect(page.getByText(/is now active\./)).toBeVisible();
  });

  test('PayPal: the approval step, then the plan is active', async ({ page, buildStudent }) => {
    const student = await buildStudent({ firstName: 'Pia' });
    await signInBrowser(page, student);
    await openPlanCheckout(page);
    await page.getByRole('radio', { name: 'PayPal' }).check();
    await page.getByRole('textbox', { name: 'PayPal email address' }).fill(student.email);
    await acceptAgreements(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve with PayPal' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/en\/post-checkout\?purchase=/);
  });
});
