import type { Locator } from '@playwright/test';
import { serverNow } from '../fixtures.ts';
import {
  DAY_MS,
  HOUR_MS,
  TEACHER_PATHS,
  berlinDate,
  classRow,
  expect,
  expectNoSeriousA11yViolations,
  graphql,
  signInBrowser,
  statusWith,
  test,
} from './teacher-booking-support.ts';

// Issue 12 point 10: the teacher app's daily rough edges, each as the teacher meets it.

/** Where an element starts on the page (not in the viewport: a click may scroll). */
const pageTop = (locator: Locator) => locator.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));

const MINE = `query E2eMine { teacherUpcomingClasses(limit: 50) { uid } }`;

test.describe('teacher app: commit with undo, logs due, the home action, an ended class', () => {
  test('a fast double click commits exactly one class; the row stays in place as "Committed · Undo", and Undo is free', async ({
    page,
    buildTeacher,
    buildStudent,
    buildClass,
  }) => {
    const teacher = await buildTeacher({ firstName: 'Oskar', sections: ['english'] });
    const first = await buildClass({ student: await buildStudent({ firstName: 'Lena', group: 1 }), lessonIndex: 1, daysAhead: 5 });
    // An hour apart on the same day (back to back, not overlapping: an overlap would rightly add a reason to the other row).
    const firstHour = new Date(first.startDate).getUTCHours();
    const second = await buildClass({
      student: await buildStudent({ firstName: 'Tom', group: 1 }),
      lessonIndex: 2,
      startAt: new Date(Date.parse(first.startDate) + (firstHour < 4 ? 1 : -1) * HOUR_MS),
    });
    await signInBrowser(page, teacher, 'teacher');

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(TEACHER_PATHS.booking(berlinDate(first.startDate)));
      await expect(classRow(page, second.uid)).toBeVisible();
      const row = classRow(page, first.uid);
      const commit = row.getByRole('button', { name: /^Commit to class, / });
      await expect(commit).toBeEnabled();
      await row.scrollIntoViewIfNeeded();
      const before = await pageTop(row);
      const otherBefore = await pageTop(classRow(page, second.uid));

      await commit.dblclick();
      const toast = statusWith(page, /^You are teaching the class on .+ Undo is free for 30 minutes\./);
      await expect(toast).toBeVisible();
      // The row changed in place: same spot, "Committed" where the button was, Undo below it.
      await expect(row.getByTestId('committed-actions')).toContainText('Committed');
      await expect(row.getByRole('button', { name: /^Undo the commitment/ })).toBeVisible();
      // Still there after the list refetched (it only lists classes that need a teacher).
      await expect
        .poll(async () =>
          (await graphql<{ teacherUpcomingClasses: { uid: string }[] }>(page.request, MINE)).teacherUpcomingClasses.map((c) => c.uid),
        )
        .toEqual([first.uid]);
      await expect(row).toBeVisible();
      expect(await pageTop(row)).toBe(before);
      expect(await pageTop(classRow(page, second.uid))).toBe(otherBefore);
      await expectNoSeriousA11yViolations(page);

      // Undo (in the row at phone width, in the toast on the desktop): free, and the class needs a teacher again.
      if (width === 390) await row.getByRole('button', { name: /^Undo the commitment/ }).click();
      else await toast.getByRole('button', { name: 'Undo' }).click();
      await expect(statusWith(page, 'Commitment undone, free of charge. The class is offered to other teachers again.')).toBeVisible();
      await expect(toast).toBeHidden();
      await expect(row.getByRole('button', { name: /^Commit to class, / })).toBeEnabled();
      expect((await graphql<{ teacherUpcomingClasses: { uid: string }[] }>(page.request, MINE)).teacherUpcomingClasses).toEqual([]);
    }
  });

  test('Home lists the class log due with its deadline and makes writing it the main action; the ended class says so; a log without feedback asks first', async ({
    page,
    api,
    buildTeacher,
    buildStaffedClass,
    moveClock,
  }) => {
    test.setTimeout(120_000);
    const realNow = Date.parse((await moveClock(0)).now);
    // Two to four days ago between 02:00 and 05:00 UTC (no seeded class there): set up in the past, so nothing
    // seeded becomes overdue; a random slot, so a retry does not join the class of the attempt before.
    const daysAgo = 2 + Math.floor(Math.random() * 3);
    const classStart = Math.floor(realNow / DAY_MS) * DAY_MS - daysAgo * DAY_MS + (2 + Math.floor(Math.random() * 4)) * HOUR_MS;
    await moveClock(classStart - 3 * DAY_MS - (await serverNow(api)));
    const teacher = await buildTeacher({ firstName: 'Marta', sections: ['english'] });
    const studentName = `Anna${Math.random().toString(36).slice(2, 6)}`;
    const { klass } = await buildStaffedClass({
      teacher,
      startAt: new Date(classStart),
      lessonIndex: 3,
      staffing: 'commitment',
      student: { firstName: studentName },
    });

    // An hour after the end (60-minute class): the log is open and due 23 hours from now.
    await moveClock(classStart + 2 * HOUR_MS - (await serverNow(api)));
    // The teacher's browser agrees with the server's clock, as in production.
    await page.clock.install({ time: new Date(await serverNow(api)) });
    await signInBrowser(page, teacher, 'teacher');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(TEACHER_PATHS.home);
      const due = page.getByTestId('logs-due');
      await expect(due.getByRole('heading', { name: '1 class log due' })).toBeVisible();
      await expect(due.getByRole('link', { name: `Write the log: ${klass.lessonTitle}` })).toBeVisible();
      await expect(due).toContainText(/Due in 2[23] h \d+ min/);
      await expect(due).toContainText('Deadline');
      await expect(due).toContainText(studentName);
      const action = page.getByTestId('home-main-action');
      await expect(action).toHaveAttribute('data-action', 'write_logs');
      await expect(action.getByRole('link').first()).toHaveText('Write 1 class log');
      await expectNoSeriousA11yViolations(page);
    }

    await page.getByTestId('home-main-action').getByRole('link', { name: 'Write 1 class log' }).click();
    await expect(page).toHaveURL(new RegExp(`/teacher/en/classes/${klass.uid}$`));
    await expect(page.getByRole('heading', { name: klass.lessonTitle, level: 1 })).toBeVisible();
    // Ended: not "Scheduled".
    await expect(page.getByText('Ended · log due', { exact: true })).toBeVisible();
    await expect(page.getByText('Scheduled', { exact: true })).toHaveCount(0);

    const panel = page.getByTestId('class-log-panel');
    await panel
      .getByRole('radiogroup', { name: new RegExp(`^Attendance of ${studentName}`) })
      .getByLabel('Attended')
      .check();
    await panel.getByRole('button', { name: 'Submit log' }).click();
    const ask = page.getByRole('dialog', { name: `Submit without feedback for ${studentName}?` });
    await expect(ask).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The safe choice first: back to the form, nothing sent.
    await ask.getByRole('button', { name: 'Add feedback' }).click();
    await expect(ask).toBeHidden();
    await expect(panel.getByLabel(`Feedback for ${studentName}`)).toBeFocused();
    await expect(page.getByText('Ended · log due', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Submit log' }).click();
    await ask.getByRole('button', { name: 'Submit without feedback' }).click();
    await expect(statusWith(page, 'Class log submitted.')).toBeVisible();
    await expect(page.getByText('Logged', { exact: true })).toBeVisible();

    // Home: nothing due any more, so booking classes is the main action again.
    await page.goto(TEACHER_PATHS.home);
    await expect(page.getByTestId('home-main-action')).toHaveAttribute('data-action', 'book');
    await expect(page.getByTestId('logs-due')).toHaveCount(0);
  });

  test('a penalised teacher sees why and the appeal as the main action instead of "Book classes"', async ({
    page,
    buildTeacher,
    buildClass,
    moveClock,
  }) => {
    const teacher = await buildTeacher({ firstName: 'Ruth', sections: ['english'] });
    const klass = await buildClass({ lessonIndex: 4, daysAhead: 3 });
    await signInBrowser(page, teacher, 'teacher');
    await graphql(page.request, 'mutation E2eCommit($uid: ID!) { commitToClass(classUid: $uid) { uid } }', { uid: klass.uid });
    // 10 hours before the start (long after the free 30 minutes): a late cancellation, a 7-day block.
    const moved = await moveClock(0);
    await moveClock(Date.parse(klass.startDate) - Date.parse(moved.now) - 10 * HOUR_MS);
    await signInBrowser(page, teacher, 'teacher');
    await graphql(page.request, 'mutation E2eCancel($uid: ID!) { cancelClassCommitment(classUid: $uid, reason: emergency) { classUid } }', {
      uid: klass.uid,
    });

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(TEACHER_PATHS.home);
      const action = page.getByTestId('home-main-action');
      await expect(action).toHaveAttribute('data-action', 'penalised');
      await expect(action).toContainText('You cannot commit to new classes until');
      await expect(action.getByRole('button', { name: 'Appeal this penalty' })).toBeVisible();
      await expect(action.getByRole('link', { name: 'Book classes' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    }
  });
});
