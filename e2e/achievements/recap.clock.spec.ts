import { expect, serverNow, signInBrowser, test, checkScreens } from '../fixtures.ts';

/**
 * Issue 18 (decision 086): in December Today offers the yearly recap; its page sums the year and
 * offers the server's SVG image to share or download.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60_000;

test('in December Today offers the yearly recap, whose page sums the year and offers the image', async ({
  page,
  api,
  factories,
  buildTeacher,
  buildCredits,
  moveClock,
}) => {
  test.setTimeout(150_000);
  const realNow = Date.parse((await moveClock(0)).now);
  const year = new Date(realNow).getUTCMonth() === 0 ? new Date(realNow).getUTCFullYear() - 1 : new Date(realNow).getUTCFullYear();
  // A class early on one of the first days of December (Berlin night), logged attended; then ten hours later.
  // The first days of December: the clock moves as little as it can (the reset after it runs the jobs back).
  // Day, hour and lesson are drawn: booking a lesson at a start where another spec's class of it
  // exists would join that class (its other students, its teacher) instead of opening one.
  const classStart = Date.UTC(year, 11, 1 + Math.floor(Math.random() * 3), 2 + Math.floor(Math.random() * 4));
  const lessonIndex = Math.floor(Math.random() * 4);
  await moveClock(classStart - 3 * DAY_MS - (await serverNow(api)));
  const teacher = await buildTeacher({ firstName: 'Greta', lastName: 'Vogel' });
  const student = await factories.buildStudent({ firstName: 'Leo' });
  await buildCredits([student.id], { kind: 'group', amount: 1 });
  const klass = await factories.buildClass({ student, teacherId: teacher.id, startAt: new Date(classStart), lessonIndex });
  await moveClock(classStart + 20 * MINUTE_MS - (await serverNow(api)));
  await factories.buildClassLog(teacher, klass.uid, { attendance: [{ studentId: student.id, attendance: 'attended' }] });
  await moveClock(classStart + 10 * HOUR_MS - (await serverNow(api)));

  await signInBrowser(page, student);
  await page.goto('/en/account/home');
  const banner = page.getByTestId('recap-banner');
  await expect(banner.getByRole('heading', { name: `Your ${year} recap is ready`, level: 2 })).toBeVisible();
  await banner.getByRole('link', { name: 'See your recap' }).click();

  await expect(page).toHaveURL(new RegExp(`/en/account/recap/${year}$`));
  await expect(page.getByRole('heading', { name: `Your ${year} at Parla`, level: 1 })).toBeVisible();
  const stats = page.getByTestId('recap-stats');
  await expect(stats).toContainText('1 class attended');
  await expect(stats).toContainText('1 teacher met');
  await expect(stats).toContainText('Best streak: 1 week meeting your goal');
  const image = page.getByRole('img', { name: `Your ${year} recap as an image to share` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const download = page.getByRole('link', { name: 'Download your recap image' });
  await expect(download).toHaveAttribute('href', `/api/recap/${year}/image.svg?locale=en`);
  await expect(download).toHaveAttribute('download', `parla-recap-${year}.svg`);
  await checkScreens(page, 'recap');

  // A year that is not offered says so in place.
  await page.goto(`/en/account/recap/${year - 1}`);
  await expect(page.getByText('Your yearly recap is available in December and January.')).toBeVisible();
  await checkScreens(page, 'recap-closed');
});
