import {
  acceptAgreements,
  uniqueCardNumber,
  expect,
  expectNoSeriousA11yViolations,
  fillCard,
  openTrialCheckout,
  PATHS,
  signInBrowser,
  statusWith,
  test,
} from './store-support.ts';

test.describe('billing and referrals', () => {
  test('payment methods: add one with a test charge, make it the default, remove the other; the last one stays', async ({
    page,
    buildStudent,
  }) => {
    test.setTimeout(90_000);
    const student = await buildStudent({ firstName: 'Bo' });
    await signInBrowser(page, student);
    // The trial saves the first card.
    await openTrialCheckout(page);
    const firstCard = uniqueCardNumber();
    const firstLast4 = firstCard.slice(-4);
    await fillCard(page, firstCard);
    await acceptAgreements(page);
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/en\/post-checkout\?purchase=/);

    await page.goto(PATHS.billing);
    await expect(page.getByRole('heading', { name: 'Billing', level: 1 })).toBeVisible();
    const methods = page.getByTestId('payment-method');
    await expect(methods).toHaveCount(1);
    await expect(methods.first()).toContainText(firstLast4);
    await expect(methods.first().getByRole('button', { name: /^Remove / })).toBeDisabled();
    await expect(page.getByText('At least one payment method must remain.').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add payment method' }).click();
    await fillCard(page, '5555 5555 5555 4444', 'Bo Tester');
    await page.getByRole('button', { name: 'Add payment method' }).click();
    await expect(statusWith(page, 'Payment method added. The test charge has been refunded.')).toBeVisible();
    await expect(methods).toHaveCount(2);

    const mastercard = methods.filter({ hasText: 'Mastercard' });
    await mastercard.getByRole('button', { name: /^Make .* the default$/ }).click();
    await expect(mastercard.getByText('Default', { exact: true })).toBeVisible();

    const visa = methods.filter({ hasText: 'Visa' });
    await visa.getByRole('button', { name: /^Remove / }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this payment method?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(methods).toHaveCount(1);
    await expect(methods.first().getByRole('button', { name: /^Remove / })).toBeDisabled();

    await expect(page.getByRole('heading', { name: 'Invoices', level: 2 })).toBeVisible();
  });

  test('the referrals page shows the own code and its share text; the landing page invites a friend', async ({
    page,
    buildStudent,
    browser,
  }) => {
    const student = await buildStudent({ firstName: 'Rita' });
    await signInBrowser(page, student);
    await page.goto(PATHS.referrals);
    await expect(page.getByRole('heading', { name: 'Refer a friend', level: 1 })).toBeVisible();
    const code = ((await page.getByTestId('referral-code').textContent()) ?? '').trim();
    expect(code).not.toBe('');
    await expect(page.getByTestId('referral-share-text')).toContainText(`Use my code ${code} and get`);
    await expect(page.getByTestId('referral-share-text')).not.toContainText('{{');
    await expectNoSeriousA11yViolations(page);

    // A friend, signed out, opens the invitation.
    const friend = await browser.newContext();
    const friendPage = await friend.newPage();
    await friendPage.goto(`/en/referral/${encodeURIComponent(code)}`);
    await expect(friendPage.getByRole('heading', { name: 'Rita invited you to Parla', level: 1 })).toBeVisible();
    await expect(friendPage.getByText(/^Get .+ off your first purchase over .+\.$/)).toBeVisible();
    await expect(friendPage.getByRole('main').getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      new RegExp(`/en/register\\?code=${code}&`),
    );
    expect(await friendPage.evaluate(() => localStorage.getItem('parla.referralCode'))).toBe(code);
    await expectNoSeriousA11yViolations(friendPage);
    await friend.close();
  });
});
