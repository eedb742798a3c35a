import { PDFDocument } from 'pdf-lib';
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  PATHS,
  berlinMonth,
  expect,
  expectNoSeriousA11yViolations,
  firstOfMonthUtc,
  serverNow,
  signInBrowser,
  test,
} from './payments-support.ts';

/**
 * A teacher logs a class after it ran and is paid for it on last month's invoice. The class is
 * set in the previous month by moving the server clock back (so no seeded class becomes
 * overdue on the way), then the clock comes back to now, when that month's invoice is ready.
 */
test.describe('class logs, earnings and the monthly invoice', () => {
  test('a teacher logs a class, sees the earning in Past Logs and the month’s invoice PDF', async ({
    page,
    api,
    buildTeacher,
    buildStaffedClass,
    moveClock,
  }) => {
    test.setTimeout(90_000);
    const realNow = Date.parse((await moveClock(0)).now);
    // Three days before the end of last month, 03:00 UTC: a slot no seeded class uses.
    const classStart = firstOfMonthUtc(realNow, 0) - 3 * DAY_MS + 3 * HOUR_MS + Math.floor(Math.random() * 2) * HOUR_MS;
    const month = berlinMonth(classStart);
    await moveClock(classStart - 3 * DAY_MS - (await serverNow(api)));

    const teacher = await buildTeacher({ firstName: 'Paula', sections: ['english'], hourlyRateCents: 1800 });
    await signInBrowser(page, teacher, 'teacher');
    // A fresh student opens the class, the teacher commits to it (three days before it starts).
    const { klass, students } = await buildStaffedClass({
      teacher,
      startAt: new Date(classStart),
      lessonIndex: 2,
      staffing: 'commitment',
      student: { firstName: `Ines${Math.random().toString(36).slice(2, 6)}` },
    });
    const studentName = students[0].firstName;

    // Before it starts the class waits on the Open Logs tab, not yet open.
    await moveClock(classStart + 5 * MINUTE_MS - (await serverNow(api)));
    await signInBrowser(page, teacher, 'teacher');
    await page.goto(PATHS.payments());
    await expect(page.getByRole('heading', { name: 'Logs & payments', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Open Logs' })).toHaveAttribute('aria-selected', 'true');
    const openRow = page.getByTestId(`log-row-${klass.uid}`);
    await expect(openRow).toContainText(klass.lessonTitle);
    await expect(openRow).toContainText(klass.uid);
    await expect(openRow).toContainText('Opens 15 min after start');
    await expect(page.getByRole('link', { name: 'Help article: writing class logs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Help article: cancelling a class' })).toBeVisible();

    // 20 minutes in (after the 15-minute window opened) the class is logged on the class page.
    await moveClock(20 * MINUTE_MS - 5 * MINUTE_MS);
    await signInBrowser(page, teacher, 'teacher');
    await page.goto(PATHS.payments());
    await page
      .getByTestId(`log-row-${klass.uid}`)
      .getByRole('link', { name: /^Write log/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/teacher/en/classes/${klass.uid}$`));
    const panel = page.getByTestId('class-log-panel');
    await expect(panel.getByRole('heading', { name: 'Class log', level: 2 })).toBeVisible();
    await panel.getByRole('button', { name: 'Submit log' }).click();
    await expect(panel.getByText('Please choose at least 1 option.')).toBeVisible();
    await panel
      .getByRole('radiogroup', { name: new RegExp(`^Attendance of ${studentName}`) })
      .getByLabel('Attended')
      .check();
    await panel.getByLabel(`Feedback for ${studentName}`).fill('Great start, keep practising the greetings.');
    await panel.getByLabel('Notes').fill('Covered greetings and introductions.');
    await panel.getByRole('button', { name: 'Submit log' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Class log submitted.' })).toBeVisible();
    await expect(panel.getByText('Submitted', { exact: true })).toBeVisible();
    await expect(panel.getByTestId('class-log-earning')).toHaveText('Earned: €18.00');

    // Past Logs: the class with what it earned; the running month shows as a pending invoice.
    await page.goto(PATHS.payments());
    await page.getByRole('tab', { name: 'Past Logs' }).click();
    await expect(page).toHaveURL(/tab=past/);
    const pastRow = page.getByTestId(`log-row-${klass.uid}`);
    await expect(pastRow).toContainText('Submitted');
    await expect(pastRow).toContainText('€18.00');
    const invoice = page.getByTestId(`invoice-${month}`);
    await expect(invoice.getByText('Pending')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Back to now, after the end of that month (+25 h, when its last logs are due): the job makes the invoice.
    const readyAt = firstOfMonthUtc(classStart, 1) + 25 * HOUR_MS;
    await moveClock(Math.max(realNow, readyAt + MINUTE_MS) - (await serverNow(api)));
    await signInBrowser(page, teacher, 'teacher');
    await expect(async () => {
      await page.goto(PATHS.payments('past'));
      await expect(page.getByTestId(`invoice-${month}`).getByText('Invoiced')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    const made = page.getByTestId(`invoice-${month}`);
    await expect(made.getByTestId('invoice-total')).toHaveText('€18.00');
    await made.getByRole('button', { name: 'Show 1 item' }).click();
    const items = made.getByRole('table');
    await expect(items.getByRole('columnheader')).toHaveText([
      'Date',
      'Class ID',
      'Class title or bonus description',
      'Class type',
      'Description',
      'Price',
    ]);
    await expect(items).toContainText(klass.uid);
    await expect(items).toContainText(klass.lessonTitle);
    const number = (await made.getByText(/^Invoice PT-/).textContent())?.match(/PT-\S+/)?.[0] ?? '';
    expect(number).toMatch(new RegExp(`^PT-${month}-`));

    // The link is the PDF itself, opened in a new tab: no page in between.
    const pdfLink = made.getByRole('link', { name: /^Open PDF/ });
    await expect(pdfLink).toHaveAttribute('target', '_blank');
    const href = await pdfLink.getAttribute('href');
    expect(href).toMatch(/^\/api\/teacher\/pdf\/[A-Za-z0-9_-]+$/);
    const response = await page.request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(/^inline; filename="PT-[^"]+\.pdf"$/);
    const pdf = await PDFDocument.load(await response.body());
    expect(pdf.getTitle()).toBe(`Teacher invoice ${number}`);
  });
});
