import type { Page } from '@playwright/test';
import { expect, serverNow, signInBrowser, test, checkScreens } from '../fixtures.ts';

// The weekly goal on Today (issue 18, decision 085): a student sets Steady (2 classes a week) in
// the Today card's dialog, attends two classes in one week, and Today shows the goal met, the
// streak and the "goal met" notification. It moves the server clock.

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/** A moved clock outlives the session: sign in again, then open Today. */
async function openToday(page: Page, student: Parameters<typeof signInBrowser>[1]) {
  await signInBrowser(page, student);
  await page.goto('/en/account/home');
}

test('a week of two attended classes meets a Steady goal, with the streak and one notification', async ({
  page,
  api,
  factories,
  buildTeacher,
  buildStaffedClass,
  buildClass,
  buildCredits,
  moveClock,
}) => {
  test.setTimeout(180_000);
  // Booking needs 48 hours' notice: the first two days of one week (Monday start) that far ahead,
  // early in the morning in Berlin, on an hour another test is unlikely to use. A short jump keeps
  // the demo school's jobs few.
  const now = await serverNow(api);
  let day = Math.ceil((now + 50 * HOUR) / DAY) * DAY;
  if (new Date(day).getUTCDay() === 0) day += DAY;
  const hour = (3 + Math.floor(Math.random() * 3)) * HOUR;
  const monday = new Date(day + hour);
  const tuesday = new Date(day + DAY + hour);

  const teacher = await buildTeacher({ firstName: 'Ines', sections: ['english'] });
  const first = await buildStaffedClass({ teacher, startAt: monday, lessonIndex: 0, student: { firstName: 'Goalie' } });
  const student = first.students[0];
  await buildCredits([student.id], { kind: 'group', amount: 1 });
  const second = await buildClass({ student, startAt: tuesday, lessonIndex: 1, teacherId: teacher.id });

  // No goal yet: the card invites one; the dialog preselects Steady.
  await openToday(page, student);
  const card = page.getByRole('region', { name: 'Your weekly goal' });
  await expect(card).toContainText('Decide how many classes you want each week.');
  await checkScreens(page, 'weekly-goal-empty');
  await card.getByRole('button', { name: 'Set my weekly goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your weekly goals' });
  await expect(dialog.getByRole('radio', { name: /Steady/ })).toBeChecked();
  await dialog.getByLabel('Words a week in the vocabulary trainer').selectOption('20');
  await dialog.getByRole('button', { name: 'Save goals' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('0 of 2 classes this week');
  await expect(card).toContainText('0 of 20 words learned this week');
  await expect(card.getByTestId('weekly-goal-streak')).toHaveText('Meet your goal this week to start a streak.');

  // The day of the first class: both booked, none attended yet.
  await moveClock(monday.getTime() - HOUR - (await serverNow(api)));
  await openToday(page, student);
  await expect(card).toContainText('0 of 2 classes this week');
  await expect(card.getByTestId('weekly-goal-status')).toHaveText('2 more classes booked this week.');

  // Tuesday after class: the teacher logs both classes attended.
  await moveClock(tuesday.getTime() + 20 * 60_000 - (await serverNow(api)));
  for (const uid of [first.klass.uid, second.uid]) {
    await factories.buildClassLog(teacher, uid, { attendance: [{ studentId: student.id, attendance: 'attended' }] });
  }
  await moveClock(HOUR);
  await openToday(page, student);
  await expect(card).toContainText('2 of 2 classes this week');
  await expect(card.getByTestId('weekly-goal-status')).toHaveText('Goal met this week. Well done!');
  await expect(card.getByTestId('weekly-goal-streak')).toHaveText('Streak: 1 week in a row');
  await expect(page.getByText('You met your weekly class goal (2 this week). Your first week: keep the streak going!')).toHaveCount(1);
  await card.scrollIntoViewIfNeeded();
  await checkScreens(page, 'weekly-goal-met');

  // The next week's open streak is the server test's (engagement-weekly-goal): a further week of
  // jobs on the demo school outlasts the clock call's 10 s under load.
});
