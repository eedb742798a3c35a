import { buyPlan } from '../store/store-support.ts';
import { MINUTE_MS, PATHS, expect, serverNow, signInBrowser, test } from '../teacher-pay/payments-support.ts';
import { escapeRegExp } from '../i18n/i18n-support.ts';
import { checkScreens } from '../support/screens.ts';

// Cards from class (issue 17 "Beyond the anchors", decision 078): a teacher lists three words in
// the class log; the attending student finds them in the vocabulary trainer, marked with the
// class, and the course overview shows the lesson's progress. It moves the server clock.

test.describe('cards from class', () => {
  test('three words from the class log reach the attending student’s trainer and the course overview', async ({
    page,
    api,
    buildTeacher,
    buildStaffedClass,
    moveClock,
  }) => {
    test.setTimeout(180_000);
    const now = await serverNow(api);
    // Booking needs 48 hours' notice: three days ahead, on an hour a seeded class is unlikely to use.
    const HOUR = 60 * MINUTE_MS;
    const classStart = Math.ceil((now + 72 * HOUR) / HOUR) * HOUR + (2 + Math.floor(Math.random() * 4)) * HOUR;
    const teacher = await buildTeacher({ firstName: 'Greta', sections: ['english'] });
    const { klass, students } = await buildStaffedClass({
      teacher,
      startAt: new Date(classStart),
      lessonIndex: 0,
      student: { firstName: `Jonas${Math.random().toString(36).slice(2, 6)}` },
    });
    const student = students[0];
    await signInBrowser(page, student);
    await buyPlan(page);

    // 20 minutes into the class the teacher writes the log with three words.
    await moveClock(classStart + 20 * MINUTE_MS - (await serverNow(api)));
    await signInBrowser(page, teacher, 'teacher');
    await page.goto(PATHS.payments());
    await page
      .getByTestId(`log-row-${klass.uid}`)
      .getByRole('link', { name: /^Write log/ })
      .click();
    const panel = page.getByTestId('class-log-panel');
    await expect(panel.getByText(/become cards in the trainer/)).toBeVisible();
    await panel
      .getByRole('radiogroup', { name: new RegExp(`^Attendance of ${student.firstName}`) })
      .getByLabel('Attended')
      .check();
    await panel.getByLabel(`Feedback for ${student.firstName}`).fill('Good questions about the weekend plans.');
    await panel
      .getByLabel('Notes')
      .fill('Weekend plans.\nthe day off - der freie Tag\nto sleep in - ausschlafen\na day trip - ein Tagesausflug');
    await panel.getByRole('button', { name: 'Submit log' }).click();
    await expect(panel.getByText(/submitted/i).first()).toBeVisible();

    // After the class the student finds the three words in the lesson's trainer.
    await moveClock(50 * MINUTE_MS);
    await signInBrowser(page, student);
    await page.goto('/en/account/practice');
    await page.getByRole('link', { name: 'Start Vocabulary' }).first().click();
    await expect(page).toHaveURL(/\/practice\/vocabulary\/[^/]+$/);
    const fromClass = page.getByTestId('word-row').filter({ has: page.getByTestId('from-class') });
    await expect(fromClass).toHaveCount(3);
    await expect(fromClass.first()).toContainText('the day off');
    await expect(fromClass.first().getByTestId('from-class')).toContainText('From your class on');
    await expect(page.getByTestId('words-this-week')).toContainText('0 words learned this week');
    await checkScreens(page, 'trainer');

    // The course overview shows the honest progress of the class's lesson (not always the first:
    // the factory takes the next lesson when another spec has a class of the first at that start).
    await page.goto('/en/account/course-overview');
    const classLesson = page
      .getByTestId('lesson-row')
      .filter({ has: page.getByRole('link', { name: new RegExp(`^\\d+\\. ${escapeRegExp(klass.lessonTitle)}$`) }) });
    await expect(classLesson.getByTestId('lesson-progress')).toContainText('Class attended');
    await expect(classLesson.getByTestId('lesson-progress')).toContainText(/\d+\/\d+ words known/);
    await checkScreens(page, 'course-overview');
  });
});
