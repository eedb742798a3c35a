import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, serverNow, signInBrowser, test } from '../fixtures.ts';

/**
 * Issue 12 points 6 and 7. A class that ran a few days ago (the server clock moved back, so no
 * seeded class turns overdue on the way): Today asks for the rating, the class details page
 * takes it and then shows the teacher's feedback, notes and resources; a student logged absent
 * is told so; the teacher page shows the rating, the public reviews, the levels and a class to
 * book, and booking it works.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60_000;

const FEEDBACK = 'Great questions today, Mia. Watch the word order in questions with "do".';
const NOTES = 'We practised ordering food and drinks in a café.';
const RESOURCES = 'https://example.com/cafe-vocabulary.pdf';

async function fitsWidth(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `horizontal overflow at ${width} px on ${page.url()}`).toBeLessThanOrEqual(0);
}

test.describe('past classes and the teacher page', () => {
  test('a student rates a past class from its page, then reads the teacher’s feedback; the teacher page books their next class', async ({
    page,
    api,
    factories,
    buildTeacher,
    buildStaffedClass,
    buildCredits,
    moveClock,
  }) => {
    test.setTimeout(150_000);
    const realNow = Date.parse((await moveClock(0)).now);
    // Six days ago, early morning UTC (no seeded class there); the clock goes back three days before it (new classes open 48 h ahead).
    const classStart = Math.floor((realNow - 6 * DAY_MS) / DAY_MS) * DAY_MS + (2 + Math.floor(Math.random() * 3)) * HOUR_MS;
    await moveClock(classStart - 3 * DAY_MS - (await serverNow(api)));

    const teacher = await buildTeacher({ firstName: 'Greta', lastName: 'Vogel' });
    const { klass, students } = await buildStaffedClass({ teacher, startAt: new Date(classStart), students: 4 });
    const [mia, leo, ada, jon] = students;
    const next = await buildStaffedClass({ teacher, startAt: new Date(classStart + 3 * DAY_MS), lessonIndex: 1 });

    // 20 minutes in the log is open: three attended, Jon did not come.
    await moveClock(classStart + 20 * MINUTE_MS - (await serverNow(api)));
    await factories.buildClassLog(teacher, klass.uid, {
      attendance: [
        { studentId: mia.id, attendance: 'attended' },
        { studentId: leo.id, attendance: 'attended' },
        { studentId: ada.id, attendance: 'attended' },
        { studentId: jon.id, attendance: 'missed' },
      ],
      notes: NOTES,
      resources: RESOURCES,
      feedback: [{ studentId: mia.id, feedback: FEEDBACK, recommendedLevel: 'A2' }],
    });

    // Two hours after the start the class is over; two classmates rate it (one of them in private).
    await moveClock(classStart + 2 * HOUR_MS - (await serverNow(api)));
    await factories.buildClassReview(leo, klass.uid, {
      teacherRating: 4,
      feedback: 'Clear explanations and lots of speaking time.',
      isPublic: true,
    });
    await factories.buildClassReview(ada, klass.uid, {
      teacherRating: 5,
      feedback: 'The audio dropped twice on my side.',
      isPublic: false,
    });

    // Today: the class waits for Mia's rating.
    await signInBrowser(page, mia);
    await page.goto('/en/account/home');
    const waiting = page.getByTestId('awaiting-review');
    await expect(waiting.getByRole('heading', { name: 'Waiting for your rating', level: 2 })).toBeVisible();
    await expect(waiting).toContainText(klass.lessonTitle);
    await fitsWidth(page, 390);
    await fitsWidth(page, 1280);
    await expectNoSeriousA11yViolations(page);
    await waiting.getByRole('link', { name: new RegExp(`^Rate ${klass.lessonTitle}`) }).click();

    // The class details page: rate first, the feedback stays locked until then.
    await expect(page).toHaveURL(new RegExp(`/en/account/class/details/${klass.uid}$`));
    await expect(page.getByRole('heading', { name: klass.lessonTitle, level: 1 })).toBeVisible();
    const feedbackCard = page.getByTestId('teacher-feedback');
    await expect(feedbackCard).toContainText("Rate the class to read your teacher's feedback, notes and resources.");
    await expect(feedbackCard).not.toContainText(FEEDBACK);
    const form = page.getByTestId('review-form');
    await expect(form.getByRole('heading', { name: 'How was your class?' })).toBeVisible();
    await fitsWidth(page, 390);
    await expectNoSeriousA11yViolations(page);
    await fitsWidth(page, 1280);
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(form.getByText('Please fill out this field.').first()).toBeVisible();
    await page.getByTestId('rating-teacherRating').getByLabel('5 stars').check({ force: true });
    await page.getByTestId('rating-materialRating').getByLabel('4 stars').check({ force: true });
    await form.getByLabel('Your feedback').fill('Greta made the café role play really fun.');
    await form.getByLabel("Show my feedback on the teacher's page (with my first name and initial)").check();
    await form.getByRole('button', { name: 'Send review' }).click();

    // Rated: the form goes, the teacher's feedback, notes and resources appear.
    await expect(form).toHaveCount(0);
    await expect(page.getByTestId('class-review-thanks')).toHaveText('Thank you for your review!');
    await expect(feedbackCard.getByText(FEEDBACK)).toBeVisible();
    await expect(feedbackCard).toContainText('Recommended level: A2');
    await expect(feedbackCard.getByRole('heading', { name: 'Class notes', level: 3 })).toBeVisible();
    await expect(feedbackCard).toContainText(NOTES);
    await expect(feedbackCard.getByRole('link', { name: RESOURCES })).toHaveAttribute('href', RESOURCES);
    await expect(page.getByRole('link', { name: 'Open the class report' })).toHaveAttribute(
      'href',
      new RegExp(`/class/${klass.uid}/review$`),
    );
    await fitsWidth(page, 390);
    await fitsWidth(page, 1280);
    await expectNoSeriousA11yViolations(page);

    // Today no longer asks.
    await page.goto('/en/account/home');
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your credits' })).toBeVisible();
    await expect(page.getByTestId('awaiting-review')).toHaveCount(0);

    // The teacher page, from the class details: rating of 3 reviews, the public ones, levels, classes to book.
    await buildCredits([mia.id], { kind: 'group', amount: 1 });
    await page.goto(`/en/account/class/details/${klass.uid}`);
    await page.getByRole('link', { name: 'Greta Vogel' }).click();
    await expect(page.getByRole('heading', { name: 'Greta Vogel', level: 1 })).toBeVisible();
    const rating = page.getByTestId('teacher-rating');
    await expect(rating).toContainText('4.7');
    await expect(rating).toContainText('(3 ratings)');
    const reviews = page.getByTestId('teacher-reviews').getByRole('listitem');
    await expect(reviews).toHaveCount(2);
    await expect(reviews.first()).toContainText('Greta made the café role play really fun.');
    await expect(reviews.first()).toContainText('Mia ·');
    await expect(reviews.nth(1)).toContainText('Clear explanations and lots of speaking time.');
    await expect(page.getByTestId('teacher-reviews')).not.toContainText('audio dropped');
    await expect(page.getByTestId('teacher-levels').getByRole('listitem').first()).toBeVisible();
    const classes = page.getByTestId('teacher-classes');
    await expect(classes).toContainText(next.klass.lessonTitle);
    await fitsWidth(page, 390);
    await expectNoSeriousA11yViolations(page);
    await fitsWidth(page, 1280);
    await expectNoSeriousA11yViolations(page);

    await classes.getByRole('link', { name: new RegExp(`^Book ${next.klass.lessonTitle}`) }).click();
    await expect(page.getByRole('heading', { name: 'Confirm your booking', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Greta Vogel' })).toHaveAttribute(
      'href',
      new RegExp(`/en/account/teacher/${teacher.uid}$`),
    );
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/account/class/details/${next.klass.uid}$`));
    await expect(page.getByRole('heading', { name: next.klass.lessonTitle, level: 1 })).toBeVisible();

    // Jon, logged absent: nothing to rate, told so, offered the lesson again; Today does not ask him.
    await signInBrowser(page, jon);
    await page.goto(`/en/account/class/details/${klass.uid}`);
    await expect(page.getByTestId('class-missed').getByRole('heading', { name: 'You missed this class' })).toBeVisible();
    await expect(page.getByTestId('review-form')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Book this lesson again' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
