import { checkScreens, expect, serverNow, signInBrowser, test, waitForEmail } from '../fixtures.ts';

/**
 * Issue 20 (decision 107): class reminders with the moving clock. A student with a booked class:
 * the clock moved to the day before at the class's local time, the reminder e-mail (checklist and
 * join link) arrives and the bell shows it; 15 minutes before, the teacher's bell shows theirs.
 * (Named *.clock.spec.ts: it moves the server clock.)
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

test.describe('class reminders', () => {
  test('the day before: e-mail and the student bell; 15 minutes before: the teacher bell', async ({
    page,
    api,
    buildTeacher,
    buildStaffedClass,
    moveClock,
  }) => {
    test.setTimeout(180_000);
    const realNow = Date.parse((await moveClock(0)).now);
    // Three days ahead at a round hour between 09:00 and 17:00 UTC (daytime in Berlin: no quiet hours,
    // and no DST change in late November, so "the day before at the same time" is 24 hours before).
    const day = Math.floor((realNow + 3 * DAY_MS) / DAY_MS) * DAY_MS;
    const classStart = day + (9 + Math.floor(Math.random() * 8)) * HOUR_MS;
    const teacher = await buildTeacher({ firstName: 'Greta', lastName: 'Vogel' });
    const { klass, students } = await buildStaffedClass({ teacher, startAt: new Date(classStart), students: 1 });
    const [student] = students;

    const before = Date.now();
    await moveClock(classStart - DAY_MS - (await serverNow(api)));
    const mail = await waitForEmail({ to: student.email, subject: `Tomorrow: ${klass.lessonTitle}`, since: before, timeoutMs: 40_000 });
    expect(mail.text).toContain('with Greta');
    expect(mail.text).toContain('quiet place');
    expect(mail.text).toContain(`/class/${klass.uid}`);

    await signInBrowser(page, student);
    await page.goto('/en/account/settings');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ new$/ });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('region', { name: 'Latest notifications' });
    await expect(panel.getByRole('link', { name: new RegExp(`^Tomorrow: “${klass.lessonTitle}” with Greta`) })).toBeVisible();
    await page.keyboard.press('Escape');

    // 15 minutes before: the teacher's reminder (the e-mail says the job ran).
    const soon = Date.now();
    await moveClock(classStart - 15 * MINUTE_MS - (await serverNow(api)));
    await waitForEmail({ to: teacher.email, subject: `You teach in 15 minutes: ${klass.lessonTitle}`, since: soon, timeoutMs: 40_000 });
    await page.context().clearCookies();
    await signInBrowser(page, teacher, 'teacher');
    await page.goto('/teacher/en/home');
    const teacherBell = page.getByRole('button', { name: 'Notifications, 1 new' });
    await expect(teacherBell).toBeVisible();
    await teacherBell.focus();
    await page.keyboard.press('Enter');
    const teacherPanel = page.getByRole('region', { name: 'Your notifications' });
    const reminder = teacherPanel.getByRole('link', { name: new RegExp(`^“${klass.lessonTitle}” starts in 15 minutes`) });
    await expect(reminder).toBeVisible();
    await expect(reminder).toHaveAttribute('href', `/teacher/en/classes/${klass.uid}`);
    await checkScreens(page, 'teacher-bell-reminder');
    // Seen in the open panel: marked read, the number goes.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();

    // The teacher's own switches: class reminders by e-mail off, kept after a reload.
    await page.goto('/teacher/en/profile/notifications');
    const classReminders = page.getByRole('checkbox', { name: 'Class reminders' });
    await expect(classReminders).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Class log reminders' })).toBeChecked();
    await classReminders.uncheck();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Changes saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Class reminders' })).not.toBeChecked();
    await checkScreens(page, 'teacher-notification-settings');
  });
});
