import { expect, serverNow, signInBrowser, test, checkScreens } from '../fixtures.ts';

/**
 * Issue 18 "feedback" (decision 089). A class that ran a few days ago (the server clock moved
 * back, as in classes/past-class-and-teacher-page): the teacher logs it with feedback; Leo, who
 * rated already, finds "Your teacher's feedback is ready" on Today, reads it, and the card goes;
 * Mia rates on the class page and reads hers there, then reports a technical problem from the
 * page; the last-10-classes page lists her feedback, and is empty for Ada, who missed the class.
 * (Named *.clock.spec.ts: it moves the server clock.)
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60_000;

const MIA_FEEDBACK = 'Mia, your café role play was natural and clear. Next step: questions with "do" and "does".';
const LEO_FEEDBACK = 'Leo, great vocabulary today. Practise the past simple of irregular verbs before the next class.';

test.describe('teacher feedback for students', () => {
  test('the teacher logs feedback; Today shows it ready until read; rate then read; a missed-class report', async ({
    page,
    api,
    factories,
    buildTeacher,
    buildStaffedClass,
    moveClock,
  }) => {
    test.setTimeout(180_000);
    const realNow = Date.parse((await moveClock(0)).now);
    const classStart = Math.floor((realNow - 6 * DAY_MS) / DAY_MS) * DAY_MS + (2 + Math.floor(Math.random() * 3)) * HOUR_MS;
    await moveClock(classStart - 3 * DAY_MS - (await serverNow(api)));

    const teacher = await buildTeacher({ firstName: 'Greta', lastName: 'Vogel' });
    const { klass, students } = await buildStaffedClass({ teacher, startAt: new Date(classStart), students: 3 });
    const [mia, leo, ada] = students;

    // Leo rates the class as soon as it started; the teacher logs it 20 minutes in.
    await moveClock(classStart + 15 * MINUTE_MS - (await serverNow(api)));
    await factories.buildClassReview(leo, klass.uid, { teacherRating: 5, feedback: 'Lots of speaking time, thank you!', isPublic: false });
    await moveClock(classStart + 20 * MINUTE_MS - (await serverNow(api)));
    await factories.buildClassLog(teacher, klass.uid, {
      attendance: [
        { studentId: mia.id, attendance: 'attended' },
        { studentId: leo.id, attendance: 'attended' },
        { studentId: ada.id, attendance: 'missed' },
      ],
      notes: 'Ordering in a café: "Could I have…", prices, paying separately.',
      resources: '',
      feedback: [
        { studentId: mia.id, feedback: MIA_FEEDBACK, recommendedLevel: 'A2' },
        { studentId: leo.id, feedback: LEO_FEEDBACK },
      ],
    });
    await moveClock(classStart + 2 * HOUR_MS - (await serverNow(api)));

    // Leo: Today says the feedback is ready; reading it on the class page clears the card.
    await signInBrowser(page, leo);
    await page.goto('/en/account/home');
    const ready = page.getByTestId('feedback-ready');
    await expect(ready.getByRole('heading', { name: "Your teacher's feedback is ready", level: 2 })).toBeVisible();
    await expect(ready).toContainText(klass.lessonTitle);
    await checkScreens(page, 'today-feedback-ready');
    await ready.getByRole('link', { name: `Read feedback on ${klass.lessonTitle}` }).click();
    await expect(page).toHaveURL(new RegExp(`/en/account/class/details/${klass.uid}$`));
    await expect(page.getByTestId('teacher-feedback').getByText(LEO_FEEDBACK)).toBeVisible();
    // A fresh session: on the moved clock a reload sometimes found the session gone (seen once, not investigated).
    await signInBrowser(page, leo);
    await page.goto('/en/account/home');
    await expect(page.getByRole('heading', { name: 'Your credits' })).toBeVisible();
    await expect(page.getByTestId('feedback-ready')).toHaveCount(0);

    // Mia: rate first, then the feedback shows on the class page.
    await page.context().clearCookies();
    await signInBrowser(page, mia);
    await page.goto(`/en/account/class/details/${klass.uid}`);
    const feedbackCard = page.getByTestId('teacher-feedback');
    await expect(feedbackCard).toContainText("Rate the class to read your teacher's feedback, notes and resources.");
    await expect(feedbackCard).not.toContainText(MIA_FEEDBACK);
    const form = page.getByTestId('review-form');
    await page.getByTestId('rating-teacherRating').getByLabel('5 stars').check({ force: true });
    await page.getByTestId('rating-materialRating').getByLabel('4 stars').check({ force: true });
    await form.getByLabel('Your feedback').fill('Greta made the café role play fun.');
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(feedbackCard.getByText(MIA_FEEDBACK)).toBeVisible();
    await expect(feedbackCard).toContainText('Recommended level: A2');

    // The missed-class report: closed by default, "Something else" needs words, then sent once.
    const report = page.getByTestId('missed-class-report');
    await expect(report.getByRole('heading', { name: 'Did this class not happen for you?', level: 2 })).toBeVisible();
    await checkScreens(page, 'class-details-feedback');
    await report.getByRole('button', { name: 'Report a problem with this class' }).click();
    await report.getByLabel('What happened?').selectOption('other');
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(report.getByText('Please tell us what happened.')).toBeVisible();
    await report.getByLabel('Tell us more').fill('The sound cut out for the last 20 minutes and did not come back.');
    await checkScreens(page, 'missed-class-form');
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByTestId('missed-class-reported')).toContainText('you reported a problem with this class');

    // The last 10 classes' feedback.
    await feedbackCard.getByRole('link', { name: 'Feedback from your last 10 classes' }).click();
    await expect(page.getByRole('heading', { name: 'Feedback from your last 10 classes', level: 1 })).toBeVisible();
    await expect(page.getByTestId('personalized-feedback')).toContainText(MIA_FEEDBACK);
    await checkScreens(page, 'personalized-feedback');

    // Ada missed the class: nothing to read yet.
    await page.context().clearCookies();
    await signInBrowser(page, ada);
    await page.goto('/en/account/feedback');
    await expect(page.getByTestId('personalized-empty')).toBeVisible();
    await checkScreens(page, 'personalized-empty');
  });
});
