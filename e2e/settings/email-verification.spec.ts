import { expect, expectNoSeriousA11yViolations, extractLink, signInBrowser, test, waitForEmail } from '../fixtures.ts';
import { checkScreens } from '../support/screens.ts';

/** Issue 14: Today reminds an unconfirmed student; the email-verification page shows the state and resends. */
test('an unconfirmed student follows Today’s reminder, resends the link and confirms the address', async ({ page, buildStudent }) => {
  const student = await buildStudent({ firstName: 'Ines' });
  await signInBrowser(page, student);
  await page.goto('/en/account/home');
  const reminder = page.getByTestId('email-reminder');
  await expect(reminder).toContainText(`We sent a confirmation link to ${student.email}`);
  await expectNoSeriousA11yViolations(page);

  await reminder.getByRole('link', { name: 'Check my email status' }).click();
  await expect(page).toHaveURL(/\/en\/account\/email-verification$/);
  const state = page.getByTestId('email-verification-state');
  await expect(state).toContainText(`Your email address ${student.email} is not confirmed yet.`);
  await expectNoSeriousA11yViolations(page);
  await checkScreens(page, 'email-verification');

  const since = Date.now();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status').filter({ hasText: `We have sent a new link to ${student.email}.` })).toBeVisible();
  const mail = await waitForEmail({ to: student.email, subject: 'Please confirm your email address', since });
  await page.goto(extractLink(mail.text, '/account/email-verification?token='));
  await expect(page.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible();

  await page.goto('/en/account/email-verification');
  await expect(page.getByTestId('email-verification-state')).toContainText(`Your email address ${student.email} is confirmed.`);
  await page.goto('/en/account/home');
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByTestId('email-reminder')).toHaveCount(0);
});

test('the reminder can be dismissed and stays away on this device', async ({ page, buildStudent }) => {
  const student = await buildStudent({ firstName: 'Tariq' });
  await signInBrowser(page, student);
  await page.goto('/en/account/home');
  await page.getByRole('button', { name: 'Hide this reminder' }).click();
  await expect(page.getByTestId('email-reminder')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(page.getByTestId('email-reminder')).toHaveCount(0);
});
