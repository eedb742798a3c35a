import type { Page } from '@playwright/test';
import { acceptAgreements, CARDS, creditsOf, fillCard, studentApi } from '../store/store-support.ts';
import { checkScreens, expect, graphql, serverNow, signInBrowser, test } from '../fixtures.ts';

// Sprint progress on Today (issue 18, decision 091): a student buys a Sprint with the test card,
// Today says when it starts and that booking before the start disqualifies it; the clock moves to
// the start, the Sprint's credits arrive, a class is taken (logged attended by its teacher), and
// Today shows 1 of the planned classes and the days left. It moves the server clock.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A moved clock outlives the session: sign in again, then open Today. */
async function openToday(page: Page, student: Parameters<typeof signInBrowser>[1]) {
  await signInBrowser(page, student);
  await page.goto('/en/account/home');
}

/** The calendar day of an instant in Berlin (the student's zone), as a UTC midnight in ms. */
function berlinDay(ms: number): number {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(new Date(ms))
    .split('-')
    .map(Number);
  return Date.UTC(y, m - 1, d);
}

/** The move happened at once; only its answer (which waits for a job pass in flight) outlasted the request on a loaded machine. */
function ignoreSlowAnswer(error: unknown): void {
  if (!(error instanceof Error) || !error.message.includes('Timeout')) throw error;
}

interface Progress {
  sprint: { startDate: string; endDate: string };
  classesPlanned: number;
}

test('a Sprint bought with the test card: Today says when it starts, then counts the first class taken and the days left', async ({
  page,
  api,
  playwright,
  baseURL,
  factories,
  buildStudent,
  buildTeacher,
  moveClock,
}) => {
  test.setTimeout(300_000);
  const student = await buildStudent({ firstName: 'Sprinta' });
  await signInBrowser(page, student);

  // The store's first Sprint, paid with the test card.
  await page.goto('/en/account/store');
  await page
    .getByRole('link', { name: /^Choose start date: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/package\/sprint\/[^/?]+/);
  await page.getByRole('link', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/\/en\/sprint-checkout\/[^/?]+$/);
  await fillCard(page, CARDS.ok);
  await acceptAgreements(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/en\/post-checkout\?purchase=/);

  const session = await studentApi(playwright, baseURL, student);
  const { sprintProgress: bought } = await graphql<{ sprintProgress: Progress }>(
    session,
    'query E2eSprint { sprintProgress { sprint { startDate endDate } classesPlanned } }',
  );
  const start = Date.parse(bought.sprint.startDate);
  const end = Date.parse(bought.sprint.endDate);
  // The store sells 4- and 8-week Sprints of 20 group classes every 4 weeks.
  expect([20, 40]).toContain(bought.classesPlanned);

  // Before the start: when it starts, and the warning.
  await page.goto('/en/account/home');
  const card = page.getByRole('region', { name: /Sprint from/ });
  await expect(card).toContainText('Starts on');
  await expect(card.getByTestId('sprint-start-warning')).toContainText('a class booked before the start disqualifies your Sprint');
  await expect(card.getByTestId('sprint-rules')).toContainText('One class a day.');
  await card.scrollIntoViewIfNeeded();
  await checkScreens(page, 'sprint-upcoming');

  // The start: the Sprint's credits arrive. A class two to four days on, at a drawn early-morning
  // hour and lesson, so it never joins another spec's class.
  // A day at a time: each move's answer waits for the demo school's jobs of that day only.
  const moveTo = async (target: number) => {
    for (let at = await serverNow(api); at < target; at = await serverNow(api)) {
      await moveClock(Math.min(DAY, target - at)).catch(ignoreSlowAnswer);
    }
  };
  await moveTo(start + HOUR);
  await expect.poll(async () => (await creditsOf(session)).groupCredits, { timeout: 60_000 }).toBeGreaterThanOrEqual(20);
  const teacher = await buildTeacher({ firstName: 'Rosa', sections: ['english'] });
  const classStart = start + (3 + Math.floor(Math.random() * 3)) * DAY + Math.floor(Math.random() * 3) * HOUR + 4 * HOUR;
  const lessonIndex = Math.floor(Math.random() * 6);
  const klass = await factories.buildClass({ student, teacherId: teacher.id, startAt: new Date(classStart), lessonIndex });

  // After the class: the teacher logs it attended.
  await moveTo(classStart + 70 * MINUTE);
  await factories.buildClassLog(teacher, klass.uid, { attendance: [{ studentId: student.id, attendance: 'attended' }] });
  await moveTo((await serverNow(api)) + HOUR);

  const now = await serverNow(api);
  const daysLeft = (berlinDay(end - 1) - berlinDay(now)) / DAY + 1;
  await openToday(page, student);
  await expect(card.getByTestId('sprint-classes')).toContainText(`1 of ${bought.classesPlanned} classes`);
  await expect(card.getByRole('progressbar', { name: `1 of ${bought.classesPlanned} classes` })).toHaveAttribute('aria-valuenow', '1');
  await expect(card.getByTestId('sprint-days-left')).toHaveText(`${daysLeft} days left, today included`);
  await expect(card.getByTestId('sprint-pace')).toBeVisible();
  await expect(card.getByTestId('sprint-start-warning')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await checkScreens(page, 'sprint-running');
});
