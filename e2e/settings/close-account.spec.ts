import { BAD_CREDENTIALS, expect, expectNoSeriousA11yViolations, signInBrowser, submitLogin, test, waitForEmail } from '../fixtures.ts';
import { checkScreens } from '../support/screens.ts';

/** Issue 14: closing an account from the support page's entry, then failing to sign in. */
test('a student sees what ends, closes the account with the password, and can no longer sign in', async ({
  page,
  buildStudent,
  buildClass,
}) => {
  test.setTimeout(120_000);
  const student = await buildStudent({ firstName: 'Lena', group: 3 });
  await buildClass({ student, daysAhead: 5 });
  await signInBrowser(page, student);

  // Reached from the account page (and from support): where people look for it first.
  await page.goto('/en/account/settings/account');
  await page.getByRole('region', { name: 'Close your account' }).getByRole('link', { name: 'Close account' }).click();
  await expect(page.getByRole('heading', { name: 'Close your account', level: 1 })).toBeVisible();
  const consequences = page.getByTestId('closure-consequences');
  await expect(consequences).toContainText(
    'Your booked class is cancelled (1 refunded by the cancellation rules, 0 too late for a refund).',
  );
  // 3 credits, 1 booked and refunded on closing: all 3 are lost.
  await expect(consequences).toContainText('You lose 3 credits (3 group, 0 private)');
  await expectNoSeriousA11yViolations(page);
  await checkScreens(page, 'close-account');

  // A wrong password is said beside the field; nothing closes.
  await page.getByLabel('Why are you leaving?').selectOption({ label: 'I do not have time right now' });
  await page.getByLabel('Your password', { exact: true }).fill('not my password 1');
  await page.getByRole('button', { name: 'Close my account for good' }).click();
  await expect(page.getByText('The current password is incorrect.')).toBeVisible();

  await page.getByLabel('Your password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Close my account for good' }).click();
  await expect(page.getByTestId('account-closed')).toContainText('Your account was closed on');
  await expectNoSeriousA11yViolations(page);
  await checkScreens(page, 'account-closed');
  await waitForEmail({ to: student.email, subject: 'Your Parla account is closed' });

  await page.getByRole('button', { name: 'Leave Parla' }).click();
  await page.goto('/en/login');
  await submitLogin(page, student.email, student.password);
  await expect(page.getByText(/^This account was closed on \d{4}-\d{2}-\d{2}\. Please contact support/)).toBeVisible();
  // A stranger guessing gets the usual answer.
  await submitLogin(page, student.email, 'a wrong Passw0rd 2026!');
  await expect(page.getByText(BAD_CREDENTIALS)).toBeVisible();
});
