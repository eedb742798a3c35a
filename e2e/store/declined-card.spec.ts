import { keepScreenshot } from '../support/screens.ts';
import {
  acceptAgreements,
  CARDS,
  expect,
  expectNoSeriousA11yViolations,
  fillCard,
  openPlanCheckout,
  PATHS,
  signInBrowser,
  statusWith,
  test,
} from './store-support.ts';

// Issue 12.9: a declined card is said on the checkout form itself, beside the card fields; the
// student corrects the card and pays again without typing everything anew.

test.describe('a declined card keeps the student in checkout', () => {
  test('the decline is said beside the card, what was typed stays, and a good card then pays', async ({ page, buildStudent }) => {
    test.setTimeout(90_000);
    const student = await buildStudent({ firstName: 'Noor' });
    await signInBrowser(page, student);
    await openPlanCheckout(page);
    const due = (await page.getByTestId('summary-charge-total').textContent())?.trim() ?? '';
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await fillCard(page, CARDS.declined, 'Noor Haddad');
    await acceptAgreements(page);
    const agreements = page.getByRole('group', { name: 'Agreements' }).getByRole('checkbox');
    const agreementCount = await agreements.count();
    expect(agreementCount).toBeGreaterThan(0);
    await page.getByRole('button', { name: `Pay ${due}` }).click();

    // Still the checkout of the same order, the catalogue's message for this decline beside the card, focused.
    const decline = page.getByTestId('payment-decline');
    await expect(decline.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(decline).toBeFocused();
    await expect(page).toHaveURL(/\/en\/m2m-checkout\/[^/?]+$/);
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
    // Kept: the name, expiry and postcode, every agreement ticked. Cleared: the card number and CVC.
    await expect(field('Name on card')).toHaveValue('Noor Haddad');
    await expect(field('Expiry date (MM/YY)')).toHaveValue('12/34');
    await expect(field('Postcode / ZIP')).toHaveValue('10115');
    await expect(field('Card number')).toHaveValue('');
    await expect(field('Security code (CVC)')).toHaveValue('');
    for (let i = 0; i < agreementCount; i++) await expect(agreements.nth(i)).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await decline.scrollIntoViewIfNeeded();
      await keepScreenshot(page, `forms-student-checkout-declined-${width}`);
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // Only the card's number and security code typed again; the same form pays (a new attempt, not the declined replay).
    await field('Card number').fill(CARDS.ok);
    await field('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: `Pay ${due}` }).click();
    await expect(page).toHaveURL(/\/en\/post-checkout\?purchase=/);
    await expect(page.getByText(/is now active\./)).toBeVisible();
    await page.goto(PATHS.membership);
    await expect(page.getByText(/^Active\. Next payment on /).first()).toBeVisible();
  });

  test('a refused bank confirmation is said beside the card too, and the same form pays after', async ({ page, buildStudent }) => {
    const student = await buildStudent({ firstName: 'Ines' });
    await signInBrowser(page, student);
    await openPlanCheckout(page);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await fillCard(page, CARDS.authentication, 'Ines Moreau');
    await acceptAgreements(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
    await dialog.getByRole('button', { name: 'Decline' }).click();

    const decline = page.getByTestId('payment-decline');
    await expect(decline.getByRole('alert')).toHaveText('Your bank requires you to confirm this payment.');
    await expect(decline).toBeFocused();
    await expect(field('Name on card')).toHaveValue('Ines Moreau');
    await expect(field('Card number')).toHaveValue('');
    await expect(page.getByRole('group', { name: 'Agreements' }).getByRole('checkbox').first()).toBeChecked();

    await field('Card number').fill(CARDS.ok);
    await field('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/en\/post-checkout\?purchase=/);
  });

  test('billing: a declined card is said beside it; the corrected card is added', async ({ page, buildStudent }) => {
    const student = await buildStudent({ firstName: 'Ravi' });
    await signInBrowser(page, student);
    await page.goto(PATHS.billing);
    await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add payment method' }).click();
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    await fillCard(page, CARDS.insufficientFunds, 'Ravi Shah');
    await page.getByRole('button', { name: 'Add payment method' }).click();

    const decline = page.getByTestId('payment-decline');
    await expect(decline.getByRole('alert')).toHaveText('Your card has insufficient funds.');
    await expect(decline).toBeFocused();
    await expect(field('Name on card')).toHaveValue('Ravi Shah');
    await expect(field('Card number')).toHaveValue('');
    await expect(field('Security code (CVC)')).toHaveValue('');
    await expectNoSeriousA11yViolations(page);

    await field('Card number').fill('5555 5555 5555 4444');
    await field('Security code (CVC)').fill('123');
    await page.getByRole('button', { name: 'Add payment method' }).click();
    await expect(statusWith(page, 'Payment method added. The test charge has been refunded.')).toBeVisible();
    await expect(page.getByTestId('payment-method').filter({ hasText: 'Mastercard' })).toHaveCount(1);
  });
});
