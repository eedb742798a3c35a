import type { Page } from '@playwright/test';
import {
  DEMO_ACCOUNTS,
  expect,
  expectNoSeriousA11yViolations,
  extractLink,
  logOutThroughUi,
  STRONG_PASSWORD,
  submitLogin,
  test,
  uniqueEmail,
  waitForEmail,
  keepScreenshots,
} from '../fixtures.ts';

/** Logs out through the account menu and waits until the session is gone. */
async function logOut(page: Page): Promise<void> {
  await logOutThroughUi(page);
  await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
}

async function fillCard(page: Page): Promise<void> {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Name on card').fill('Gia Guest');
  await field('Card number').fill('4242 4242 4242 4242');
  await field('Expiry date (MM/YY)').fill('12/34');
  await field('Security code (CVC)').fill('123');
  await field('Postcode / ZIP').fill('10115');
  const boxes = page.getByRole('group', { name: 'Agreements' }).getByRole('checkbox');
  for (let i = 0; i < (await boxes.count()); i++) await boxes.nth(i).check();
}

/** From the public price list to the post-checkout page, as a visitor with only an e-mail. */
async function buyAsGuest(page: Page, email: string, checkPage = false): Promise<void> {
  await page.goto('/en/pricing');
  await page.getByRole('link', { name: 'Buy Flex 8' }).click();
  await expect(page).toHaveURL(/\/en\/package\/[^/?]+\?currency=EUR$/);
  await page.getByRole('link', { name: 'Buy Flex 8 with your e-mail' }).click();
  await expect(page.getByRole('heading', { name: 'Buy with your e-mail', level: 1 })).toBeVisible();
  await expect(page.getByText('Flex 8', { exact: true })).toBeVisible();
  if (checkPage) {
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'guest-checkout');
  }
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('I accept the Privacy Policy').check();
  await page.getByLabel('I accept the Terms and Conditions').check();
  await page.getByLabel('I am 18 years or older').check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/en\/m2m-checkout\/[^/?]+$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await fillCard(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/en\/post-checkout\?purchase=/);
  await expect(page.getByText(/is now active\./)).toBeVisible();
}

test.describe('guest checkout and promotion (issue 15)', () => {
  test('a visitor buys with only an e-mail, sets a password on the post-checkout page, logs out and logs in with it', async ({ page }) => {
    const email = uniqueEmail('guest');
    await buyAsGuest(page, email, true);
    const panel = page.getByRole('region', { name: 'Set your password' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(`You will log in with ${email}.`);
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'post-checkout-guest');

    // Validation from the contract before anything is sent.
    await panel.getByLabel('Password', { exact: true }).fill('abc');
    await panel.getByRole('button', { name: 'Set password' }).click();
    await expect(panel.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await panel.getByLabel('First name').fill('Gia');
    await panel.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await panel.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText(`Your password is set. From now on, log in with ${email}.`)).toBeVisible();

    await logOut(page);
    await page.goto('/en/login');
    await submitLogin(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/en\/account\/home$/);
  });

  test('a second guest is promoted through the e-mailed link, which then no longer works', async ({ page }) => {
    const email = uniqueEmail('guestlink');
    const since = Date.now();
    await buyAsGuest(page, email);
    const mail = await waitForEmail({ to: email, subject: 'Set your Parla password', since, timeoutMs: 30_000 });
    const link = extractLink(mail.text, '/password/set/');
    // Another browser (or after closing this one): the link alone is enough.
    await page.context().clearCookies();
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: 'Set your password', level: 1 })).toBeVisible();
    await expect(page.getByText(`Thank you for your purchase! Choose a password for ${email}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'password-set');

    await page.getByLabel('First name').fill('Lio');
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('Repeat the password').fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Set password and log in' }).click();
    await expect(page).toHaveURL(/\/en\/account\/home$/);

    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: 'This link no longer works', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'password-set-invalid');

    await logOut(page);
    await page.goto('/en/login');
    await submitLogin(page, email, STRONG_PASSWORD);
    await expect(page).toHaveURL(/\/en\/account\/home$/);
  });

  test('an address with an account must log in; a signed-in guest completes the account on its own pages', async ({ page }) => {
    const email = uniqueEmail('guestsetup');
    // An existing full account cannot be bought for with its e-mail alone.
    await page.goto('/en/pricing');
    await page.getByRole('link', { name: 'Buy Flex 4' }).click();
    await page.getByRole('link', { name: 'Buy Flex 4 with your e-mail' }).click();
    await page.getByLabel('E-mail address').fill(DEMO_ACCOUNTS.student.email);
    await page.getByLabel('I accept the Privacy Policy').check();
    await page.getByLabel('I accept the Terms and Conditions').check();
    await page.getByLabel('I am 18 years or older').check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByText('This email address is already used.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Log in' }).first()).toHaveAttribute('href', /^\/en\/login\?redirect=/);

    // A guest (signed in by its checkout) opens complete-account-setup.
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/en\/m2m-checkout\//);
    await page.goto('/en/complete-account-setup');
    await expect(page.getByRole('heading', { name: 'Complete your account', level: 1 })).toBeVisible();
    await expect(page.getByLabel('E-mail address')).toHaveValue(email);
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'complete-account-setup');
    await page.goto('/en/complete-account-set-password');
    await expect(page.getByRole('heading', { name: 'Choose your password', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'complete-account-set-password');
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/en\/account\/home$/);
    // Done once: the page says so instead of a form.
    await page.goto('/en/complete-account-setup');
    await expect(page.getByText('Your account already has a password.')).toBeVisible();
  });
});
