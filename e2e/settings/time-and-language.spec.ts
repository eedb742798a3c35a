import { expect, expectNoSeriousA11yViolations, signInBrowser, test, keepScreenshot } from '../fixtures.ts';

const TODAY = '/en/account/home';
const PAGE = '/en/account/settings/time-and-language';

/** "3:00 PM" as Chromium writes it (a narrow no-break space may sit before AM/PM). */
function twelveHour(instant: string, timeZone: string): RegExp {
  const parts = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone }).formatToParts(
    new Date(instant),
  );
  const hour = parts.find((p) => p.type === 'hour')?.value;
  const minute = parts.find((p) => p.type === 'minute')?.value;
  const period = parts.find((p) => p.type === 'dayPeriod')?.value;
  return new RegExp(`\\b${hour}:${minute}[\\s\\u202f]?${period}`, 'i');
}
const twentyFourHour = (instant: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(instant));

test('change the time zone and clock: Today’s class times move at once; a new language moves the URL', async ({
  page,
  buildStudent,
  factories,
}) => {
  const student = await buildStudent({ firstName: 'Hana', group: 1 });
  const klass = await factories.buildClass({ student });
  await signInBrowser(page, student);

  await page.goto(TODAY);
  const nextClass = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: 'Next class' }) })
    .last();
  await expect(nextClass).toContainText(twentyFourHour(klass.endDate, 'Europe/Berlin'));
  await expect(page.getByText('(Europe/Berlin time)')).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { name: 'Time and language', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, `settings-time-and-language-${width}`);
  }

  // Bad input keeps the form and names the field.
  await page.getByLabel('Time zone').fill('Atlantis/Lost_City');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose a time zone from the list.')).toBeVisible();

  await page.getByLabel('Time zone').fill('America/New_York');
  await page.getByLabel('Time format').selectOption('AMPM');
  await page.getByLabel('Week starts on').selectOption('Sunday');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved. Every time now follows your new settings.')).toBeVisible();

  // No reload: the app's own link to Today shows the class in New York time on a 12-hour clock.
  await page.goto(TODAY);
  await expect(page.getByText('(America/New_York time)')).toBeVisible();
  await expect(nextClass).toContainText(twelveHour(klass.endDate, 'America/New_York'));
  await expect(nextClass).not.toContainText(twentyFourHour(klass.endDate, 'Europe/Berlin'));

  // German: the page moves to /de/ and speaks German.
  await page.goto(PAGE);
  await page.getByLabel('Display language').selectOption('de');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/de\/account\/settings\/time-and-language$/);
  await expect(page.getByText('Gespeichert. Alle Zeiten richten sich jetzt nach deinen neuen Einstellungen.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zeit und Sprache', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Zeitzone')).toHaveValue('America/New_York');
  await keepScreenshot(page, 'settings-time-and-language-de');
});
