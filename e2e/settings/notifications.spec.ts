import { expect, expectNoSeriousA11yViolations, graphql, signInBrowser, test, keepScreenshot } from '../fixtures.ts';

const PAGE = '/en/account/settings/notifications';

test('turn off class reminders and booking changes; the always-sent e-mails are named; SMS needs a phone number', async ({
  page,
  buildStudent,
}) => {
  const student = await buildStudent({ firstName: 'Jonas' });
  await signInBrowser(page, student);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Class reminders' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, `settings-notifications-${width}`);
  }
  await expect(page.getByRole('heading', { name: 'E-mails we always send' })).toBeVisible();
  await expect(page.getByText('password resets, e-mail address changes and sign-in security')).toBeVisible();

  // Marketing by SMS needs a phone number: refused with the reason beside the switch, nothing saved.
  await page.getByRole('checkbox', { name: 'By text message (SMS)' }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Add your phone number in Account details first.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'By text message (SMS)' }).uncheck();

  await page.getByRole('checkbox', { name: 'Class reminders' }).uncheck();
  await page.getByRole('checkbox', { name: 'Booking changes' }).uncheck();
  await page.getByRole('checkbox', { name: 'By e-mail' }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your notification preferences are saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Class reminders' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Booking changes' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Teacher feedback ready' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'By e-mail' })).toBeChecked();
  // The server reads the same switches (its gate is covered by settings-notifications.test.ts).
  const saved = await graphql<{ notificationPreferences: { classReminders: boolean; marketing: { email: boolean } } }>(
    page.request,
    'query E2eNotificationPreferences { notificationPreferences { classReminders marketing { email } } }',
  );
  expect(saved.notificationPreferences).toEqual({ classReminders: false, marketing: { email: true } });
});
