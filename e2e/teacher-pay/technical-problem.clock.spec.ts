import { DAY_MS, HOUR_MS, MINUTE_MS, PATHS, expect, firstOfMonthUtc, serverNow, signInBrowser, test } from './payments-support.ts';

// A 1x1 PNG: what a screenshot of a broken classroom would be, only smaller.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test.describe('class log: a technical problem', () => {
  test('is reported with a screenshot and paid at 50%', async ({ page, api, buildTeacher, buildStaffedClass, moveClock }) => {
    test.setTimeout(60_000);
    const realNow = Date.parse((await moveClock(0)).now);
    // Last month again (see log-and-invoice.spec.ts), another early-morning slot.
    const classStart = firstOfMonthUtc(realNow, 0) - 6 * DAY_MS + 2 * HOUR_MS + Math.floor(Math.random() * 3) * HOUR_MS;
    await moveClock(classStart - 3 * DAY_MS - (await serverNow(api)));
    const teacher = await buildTeacher({ firstName: 'Tomas', sections: ['english'], hourlyRateCents: 1800 });
    await signInBrowser(page, teacher, 'teacher');
    // A fresh student opens the class, the teacher commits to it (three days before it starts).
    const { klass } = await buildStaffedClass({
      teacher,
      startAt: new Date(classStart),
      lessonIndex: 2,
      staffing: 'commitment',
      student: { firstName: `Ines${Math.random().toString(36).slice(2, 6)}` },
    });

    await moveClock(classStart + 10 * MINUTE_MS - (await serverNow(api)));
    await signInBrowser(page, teacher, 'teacher');
    await page.goto(PATHS.teacherClass(klass.uid));
    const panel = page.getByTestId('class-log-panel');
    await expect(panel.getByText(/^You can write the log from /)).toBeVisible();

    await moveClock(10 * MINUTE_MS);
    await signInBrowser(page, teacher, 'teacher');
    await page.reload();
    await expect(panel.getByRole('button', { name: 'No students came' })).toBeEnabled();
    await panel.getByRole('button', { name: 'Report a technical problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a technical problem' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('Please describe the problem.')).toBeVisible();
    await dialog.getByLabel('What happened?').fill('The classroom showed a black screen for everyone.');
    await dialog.getByLabel('Screenshot (optional)').setInputFiles({ name: 'black-screen.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Technical problem reported.' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(panel.getByText('Technical issue', { exact: true })).toBeVisible();
    await expect(panel.getByTestId('class-log-earning')).toHaveText('Earned: €9.00');

    const screenshot = panel.getByRole('link', { name: 'View screenshot' });
    const href = await screenshot.getAttribute('href');
    const image = await page.request.get(href!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await image.body()).equals(PNG)).toBe(true);

    await page.goto(PATHS.payments('past'));
    const row = page.getByTestId(`log-row-${klass.uid}`);
    await expect(row).toContainText('Technical issue');
    await expect(row).toContainText('€9.00');
  });
});
