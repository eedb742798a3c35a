import { definition, expect, hourMinute, PATHS, signInBrowser, test, upcomingClassOf } from './booking-support.ts';

test('a class shows in the student’s own time zone: Europe/Berlin and America/New_York', async ({
  page,
  browser,
  baseURL,
  loginAs,
  buildStudent,
}) => {
  // Europe/Berlin: the demo student (read-only), one of whose booked classes is the one compared.
  await loginAs(page, 'student');
  const klass = await upcomingClassOf(page.request);
  if (!klass) throw new Error('the demo student has no upcoming class (demo seed)');
  const berlin = { start: hourMinute(klass.startDate, 'Europe/Berlin'), end: hourMinute(klass.endDate, 'Europe/Berlin') };
  const newYork = { start: hourMinute(klass.startDate, 'America/New_York'), end: hourMinute(klass.endDate, 'America/New_York') };
  expect(newYork.start).not.toBe(berlin.start);

  await page.goto(PATHS.classDetails(klass.uid));
  const berlinTime = definition(page, 'Time');
  await expect(berlinTime).toContainText(berlin.start);
  await expect(berlinTime).toContainText(`– ${berlin.end}`);

  // America/New_York: a fresh student who signed up in that zone.
  const student = await buildStudent({ firstName: 'Nora', timezone: 'America/New_York' });

  const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/Berlin' });
  try {
    const other = await context.newPage();
    await signInBrowser(other, student);
    await other.goto(PATHS.classDetails(klass.uid));
    const newYorkTime = definition(other, 'Time');
    await expect(newYorkTime).toContainText(newYork.start);
    await expect(newYorkTime).toContainText(`– ${newYork.end}`);
    await expect(newYorkTime).not.toContainText(berlin.start);
  } finally {
    await context.close();
  }
});
