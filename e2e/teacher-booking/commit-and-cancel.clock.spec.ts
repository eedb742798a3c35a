import {
  berlinDate,
  classRow,
  DAY_MS,
  expect,
  GraphqlError,
  graphql,
  HOUR_MS,
  signInBrowser,
  statusWith,
  TEACHER_PATHS,
  test,
} from './teacher-booking-support.ts';

test.describe('teacher booking: commitments, the cancellation policy and appeals', () => {
  test('a teacher commits to a class a student booked and sees it on the home page and the class page', async ({
    page,
    buildTeacher,
    buildStudent,
    buildClass,
  }) => {
    const teacher = await buildTeacher({ firstName: 'Greta', sections: ['english'] });
    const klass = await buildClass({ student: await buildStudent({ firstName: 'Noor', group: 1 }), lessonIndex: 1, daysAhead: 5 });
    await signInBrowser(page, teacher, 'teacher');

    await page.goto(TEACHER_PATHS.booking(berlinDate(klass.startDate)));
    await expect(page.getByRole('heading', { name: 'Book classes', level: 1 })).toBeVisible();
    const row = classRow(page, klass.uid);
    await expect(row).toContainText(klass.lessonTitle);
    await expect(row).toContainText('1 student booked');
    await row.getByRole('button', { name: /^Commit to class, / }).click();
    await expect(statusWith(page, /^You are teaching the class on /)).toBeVisible();
    // Taken: the row stays where it was (nothing slides under the pointer), now saying so.
    await expect(row.getByTestId('committed-actions')).toContainText('Committed');
    await expect(row.getByRole('button', { name: /^Commit to class, / })).toHaveCount(0);

    await page.goto(TEACHER_PATHS.home);
    await expect(page.getByRole('heading', { level: 1, name: /Greta/ })).toBeVisible();
    const next = page.getByTestId('next-classes');
    await expect(next.locator(`a[href$="/classes/${klass.uid}"]`)).toContainText(klass.lessonTitle);

    await next.locator(`a[href$="/classes/${klass.uid}"]`).click();
    await expect(page.getByRole('heading', { name: klass.lessonTitle, level: 1 })).toBeVisible();
    await expect(page.getByText('You teach this class')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Students (1 of 5)' })).toBeVisible();
    await expect(page.getByText('Noor', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join class' })).toBeDisabled();
    await expect(page.getByRole('link', { name: 'Open the slides (PDF)' })).toHaveAttribute(
      'href',
      /\/api\/lessons\/.+\/presentation\.pdf$/,
    );
  });

  test('a late cancellation shows the policy, blocks new commitments for 7 days, and an appeal needs 50 characters', async ({
    page,
    buildTeacher,
    buildClass,
    moveClock,
  }) => {
    const teacher = await buildTeacher({ firstName: 'Hanno', sections: ['english'] });
    const klass = await buildClass({ lessonIndex: 1, daysAhead: 3 });
    const other = await buildClass({ lessonIndex: 1, daysAhead: 6 });
    await signInBrowser(page, teacher, 'teacher');
    await graphql(page.request, 'mutation E2eCommit($uid: ID!) { commitToClass(classUid: $uid) { uid } }', { uid: klass.uid });

    // 10 hours before the start: under 24 h, long after the 30 free minutes.
    const moved = await moveClock(0);
    await moveClock(Date.parse(klass.startDate) - Date.parse(moved.now) - 10 * HOUR_MS);
    await signInBrowser(page, teacher, 'teacher');

    await page.goto(TEACHER_PATHS.teacherClass(klass.uid));
    await expect(page.getByRole('heading', { name: klass.lessonTitle, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel commitment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your commitment?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('The class starts in less than 24 hours: you cannot commit to new classes for 7 days');
    await expect(dialog).toContainText('The students are told by e-mail and the class is offered to other teachers.');
    await dialog.getByRole('button', { name: 'Cancel commitment' }).click();
    await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
    await dialog.getByLabel('Why are you cancelling?').selectOption('emergency');
    await dialog.getByRole('button', { name: 'Cancel commitment' }).click();
    await expect(statusWith(page, /^Commitment cancelled\. You can commit to new classes again from /)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The booking page: the penalty banner, and committing is refused for 7 days.
    await page.goto(TEACHER_PATHS.booking(berlinDate(other.startDate)));
    const banner = page.getByTestId('penalty-banner');
    await expect(banner).toContainText('You cannot commit to new classes until');
    const until = (await banner.getByRole('heading').textContent()) ?? '';
    const clock = await moveClock(0);
    const expected = new Date(Date.parse(clock.now) + 7 * DAY_MS);
    expect(until).toContain(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', day: 'numeric' }).format(expected));
    const row = classRow(page, other.uid);
    await expect(row.getByRole('button', { name: /^Commit to class, / })).toBeDisabled();
    await expect(row).toContainText('You cannot commit to new classes while a penalty is in effect.');
    await expect(
      graphql(page.request, 'mutation E2eCommit($uid: ID!) { commitToClass(classUid: $uid) { uid } }', { uid: other.uid }),
    ).rejects.toThrow(GraphqlError);

    // Appeal: under 50 characters the server refuses it, with the message on the field.
    await banner.getByRole('button', { name: 'Appeal this penalty' }).click();
    const appeal = page.getByRole('dialog', { name: 'Appeal your penalty' });
    await appeal.getByLabel('Reason for your appeal').fill('My child was ill, sorry.');
    await appeal.getByRole('button', { name: 'Send appeal' }).click();
    await expect(appeal.getByText('Please explain your appeal in at least 50 characters.')).toBeVisible();
    await expect(appeal).toBeVisible();
    await appeal
      .getByLabel('Reason for your appeal')
      .fill('My daughter fell ill at school and I had to pick her up and take her to the doctor.');
    await appeal.getByRole('button', { name: 'Send appeal' }).click();
    await expect(appeal).toBeHidden();
    await expect(banner).toContainText('Your appeal is in progress. If it is accepted, the penalty is lifted.');
    await expect(banner.getByRole('button', { name: 'Appeal this penalty' })).toHaveCount(0);
    await expect(banner).toContainText('teachers@parla.school');
  });
});
