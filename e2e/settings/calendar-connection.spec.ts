import { expect, expectNoSeriousA11yViolations, signInBrowser, test, keepScreenshot } from '../fixtures.ts';

const PAGE = '/en/account/settings/calendar-connection';

test('connect the test calendar through its consent screen, see it connected, then disconnect; the ICS link is there too', async ({
  page,
  buildStudent,
}) => {
  const student = await buildStudent({ firstName: 'Lea' });
  await signInBrowser(page, student);
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'Calendar connection', level: 1 })).toBeVisible();
  // Every account gets its private feed at sign-up.
  await expect(page.getByLabel('Your private calendar link')).toHaveValue(/\/calendar\/[\w-]{43}\.ics$/);
  await expect(page.getByRole('link', { name: 'Add to Apple Calendar' })).toHaveAttribute('href', /^webcal:/);

  await page.getByRole('button', { name: 'Connect Test calendar' }).click();
  await expect(page.getByRole('heading', { name: 'Test calendar' })).toBeVisible();
  await page.getByRole('link', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/\/en\/account\/settings\/calendar-connection\?calendar=connected&provider=test$/);
  await expect(page.getByText('Test calendar is connected.')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: 'Test calendar' });
  await expect(row.getByText('Connected', { exact: true })).toBeVisible();
  await expect(row).toContainText('calendar.tester@example.com');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, `settings-calendar-${width}`);
  }

  await row.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Test calendar is disconnected.')).toBeVisible();
  await expect(row.getByText('Not connected', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Connect Test calendar' })).toBeVisible();

  // Denying at the provider: the spec's "Oops, something went wrong".
  await row.getByRole('button', { name: 'Connect Test calendar' }).click();
  await page.getByRole('link', { name: 'Deny' }).click();
  await expect(page.getByText('Oops, something went wrong.')).toBeVisible();
});
