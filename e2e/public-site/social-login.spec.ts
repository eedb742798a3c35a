import type { Page } from '@playwright/test';
import {
  alertWith,
  expect,
  expectNoSeriousA11yViolations,
  extractLink,
  logOutThroughUi,
  test,
  uniqueEmail,
  waitForEmail,
  keepScreenshots,
} from '../fixtures.ts';

/** The built-in test identity provider (/dev/oidc) stands in for Google, Apple and Facebook outside production. */
async function answerAtProvider(page: Page, provider: string, email: string, choice: RegExp) {
  await expect(page.getByRole('heading', { name: `Test ${provider}` })).toBeVisible();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: choice }).click();
}

async function shoot(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page);
  await keepScreenshots(page, name);
}

test('register with a provider, log out, log in with it, connect a second one, disconnect both (the last by e-mailed link)', async ({
  page,
}) => {
  // Eleven pages, two provider round trips and an e-mail: 27-46 s alone, over 60 s beside two busy workers.
  test.setTimeout(120_000);
  const email = uniqueEmail('social');

  // Register: the button under the form, the provider's page, then name, language and terms here.
  await page.goto('/en/register');
  await page.getByRole('link', { name: 'Sign up with Google' }).click();
  await answerAtProvider(page, 'Google', email, /Continue with this e-mail/);
  await expect(page).toHaveURL(/\/en\/social\/register\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Finish signing up with Google', level: 1 })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(email);
  await expect(page.getByLabel('First name')).toHaveValue('Lea');
  await shoot(page, 'social-register');
  // Submitting without the terms names each missing box.
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Please accept the Terms and Conditions.')).toBeVisible();
  await page.getByLabel('Language you want to learn').selectOption('german');
  // Keyboard only: the boxes tick with Space, the form submits with Enter.
  for (const label of ['I accept the Privacy Policy', 'I accept the Terms and Conditions', 'I am 18 years or older']) {
    await page.getByRole('checkbox', { name: label }).focus();
    await page.keyboard.press('Space');
  }
  await page.getByLabel('First name').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/account\/home$/);
  // A new student's first visit opens the product tour over Today (decision 071): skip it.
  await page.getByRole('button', { name: 'Skip tour' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Log out, then in again with the same Google account.
  await logOutThroughUi(page);
  await expect(page.getByText('You have been logged out')).toBeVisible();
  await page.goto('/en/login');
  await expect(page.getByRole('link', { name: 'Log in with Apple' })).toBeVisible();
  await shoot(page, 'social-login');
  await page.getByRole('link', { name: 'Log in with Google' }).focus();
  await page.keyboard.press('Enter');
  await answerAtProvider(page, 'Google', email, /Continue with this e-mail/);
  await expect(page).toHaveURL(/\/en\/account\/home$/);

  // Settings: Google is connected; connect Apple too.
  await page.goto('/en/account/settings/account');
  const section = page.getByRole('region', { name: 'Connected accounts' });
  await expect(section.getByTestId('connected-google')).toContainText(`Connected as ${email}`);
  await section.getByRole('link', { name: 'Connect Apple' }).click();
  await answerAtProvider(page, 'Apple', email, /Continue with this e-mail/);
  await expect(page).toHaveURL(/\/en\/account\/settings\/account\?social=connected&provider=apple$/);
  await expect(section.getByText('Apple is now connected: you can log in with it.')).toBeVisible();
  await expect(section.getByTestId('connected-apple')).toContainText(`Connected as ${email}`);
  await section.scrollIntoViewIfNeeded();
  await shoot(page, 'social-settings');

  // Two ways in: Apple goes at once, after the dialog.
  await section.getByRole('button', { name: 'Disconnect Apple' }).click();
  const dialog = page.getByRole('dialog', { name: 'Disconnect Apple?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Disconnect', exact: true }).click();
  await expect(section.getByText('Apple was disconnected.')).toBeVisible();
  await expect(section.getByTestId('connected-apple')).toContainText('Not connected');

  // Google is now the only way in (no password): the server e-mails a confirmation link.
  await section.getByRole('button', { name: 'Disconnect Google' }).click();
  const onlyWay = page.getByRole('dialog', { name: 'Disconnect Google?' });
  await expect(onlyWay).toContainText('Google is the only way you log in');
  await onlyWay.getByRole('button', { name: 'E-mail me the link' }).click();
  await expect(section.getByText('Check your inbox: we sent you a link to confirm the disconnect.')).toBeVisible();
  await expect(section.getByTestId('connected-google')).toContainText('open its link to finish disconnecting Google');
  const mail = await waitForEmail({ to: email, subject: 'Confirm: remove Google from your Parla account' });
  await page.goto(extractLink(mail.text, '/social/disconnect/'));
  await expect(page.getByRole('heading', { name: 'Confirm the disconnect' })).toBeVisible();
  await shoot(page, 'social-disconnect');
  await page.getByRole('button', { name: 'Disconnect', exact: true }).click();
  await expect(page.getByText('Google is no longer connected to your Parla account.')).toBeVisible();
  await page.goto('/en/account/settings/account');
  await expect(page.getByRole('region', { name: 'Connected accounts' }).getByTestId('connected-google')).toContainText('Not connected');
});

test('the provider gave no e-mail, or access was denied: the login page says so with the spec messages', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByRole('link', { name: 'Log in with Google' }).click();
  await answerAtProvider(page, 'Google', uniqueEmail('noemail'), /without sharing an e-mail/);
  await expect(page).toHaveURL(/\/en\/login\?social_error=LG_0100&provider=google$/);
  await expect(
    alertWith(page, 'Google did not give us your e-mail address. Please allow access to it, or sign up with your e-mail.'),
  ).toBeVisible();
  await shoot(page, 'social-error');

  await page.getByRole('link', { name: 'Log in with Facebook' }).click();
  await expect(page.getByRole('heading', { name: 'Test Facebook' })).toBeVisible();
  await page.getByRole('button', { name: 'Deny access' }).click();
  await expect(alertWith(page, 'You did not allow Parla to use your Facebook account, so we could not log you in.')).toBeVisible();

  // German: the same refusal in the reader's language.
  await page.goto('/de/login?social_error=social_no_account&provider=google');
  await expect(alertWith(page, 'Für diese E-Mail-Adresse gibt es kein Parla-Konto. Bitte registriere dich zuerst.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mit Google anmelden' })).toBeVisible();
});

test('an account made with Google sets a first password from settings through an e-mailed link (issue 15)', async ({ page }) => {
  const email = uniqueEmail('socialpw');
  await page.goto('/en/register');
  await page.getByRole('link', { name: 'Sign up with Google' }).click();
  await answerAtProvider(page, 'Google', email, /Continue with this e-mail/);
  await page.getByLabel('Language you want to learn').selectOption('german');
  for (const label of ['I accept the Privacy Policy', 'I accept the Terms and Conditions', 'I am 18 years or older']) {
    await page.getByRole('checkbox', { name: label }).check();
  }
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/en\/account\/home$/);

  // No password yet: no "current password" to ask for; the e-mail change waits for one.
  await page.goto('/en/account/settings/account');
  const setPassword = page.getByRole('region', { name: 'Set a password' });
  await expect(setPassword).toBeVisible();
  await expect(page.getByRole('region', { name: 'Password', exact: true })).toHaveCount(0);
  const emailSection = page.getByRole('region', { name: 'Email address' });
  await expect(emailSection).toContainText('Set a password below first');
  await expect(emailSection.getByLabel('New email address')).toBeHidden();
  await setPassword.scrollIntoViewIfNeeded();
  await shoot(page, 'social-set-password');

  // Closing is confirmed with a password too: the page says to set one first, with the way there.
  await page.goto('/en/account/settings/close-account');
  await expect(page.getByText('has no password yet. Closing is confirmed with a password')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close my account for good' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Set a password' }).click();
  await expect(page).toHaveURL(/\/en\/account\/settings\/account$/);

  const since = Date.now();
  await setPassword.getByRole('button', { name: 'Email me a link' }).click();
  await expect(setPassword.getByText(`We sent a link to ${email}.`)).toBeVisible();
  const mail = await waitForEmail({ to: email, subject: 'Set your Parla password', since });
  expect(mail.text).toContain('You asked to set a password for your Parla account.');
  expect(mail.text).not.toContain('has been created for you');
  await page.goto(new URL(extractLink(mail.text, '/password/set/')).pathname);
  await page.getByLabel('Password', { exact: true }).fill('Lantern-orbit-Meadow-42');
  await page.getByLabel('Repeat the password').fill('Lantern-orbit-Meadow-42');
  await page.getByRole('button', { name: /Set password/ }).click();
  await expect(page).toHaveURL(/\/en\/account\/home$/);

  // Now a password exists: the usual change form and the e-mail change with it.
  await page.goto('/en/account/settings/account');
  await expect(page.getByRole('region', { name: 'Password', exact: true }).getByLabel('Current password')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email address' }).getByLabel('New email address')).toBeVisible();
});
