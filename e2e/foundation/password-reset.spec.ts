import { AREAS, expect, extractLink, submitLogin, test, urlOf, waitForEmail } from '../fixtures.ts';

test('a student resets the password through the e-mailed link, which works only once', async ({ page, baseURL, buildStudent }) => {
  const student = await buildStudent();
  const newPassword = 'a brand new Passw0rd 2027?';

  await page.goto('/en/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const mail = await waitForEmail({ to: student.email, containing: '/resetting/reset/' });
  const link = extractLink(mail.text, '/resetting/reset/');
  expect(link.startsWith(`${baseURL}/en/resetting/reset/`), link).toBe(true);

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat new password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(urlOf(AREAS.student.login));

  await submitLogin(page, student.email, newPassword);
  await expect(page).toHaveURL(urlOf(AREAS.student.home));

  // Spent: the same link again, signed out.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText('This link is invalid or has expired.')).toBeVisible();
});
