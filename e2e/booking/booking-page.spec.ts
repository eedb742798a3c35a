import {
  afterBookingResults,
  coursePageOf,
  dayList,
  dayOptionLinks,
  expect,
  navLink,
  optionLinks,
  PATHS,
  signInBrowser,
  statusWith,
  test,
  urlOf,
} from './booking-support.ts';

test.describe('the booking page', () => {
  test('the day strip, back and reload, and the Morning filter', async ({ page, loginAs }) => {
    // Read-only: the demo student's shared session (Europe/Berlin).
    await loginAs(page, 'student');
    await afterBookingResults(page, () => navLink(page, 'Book classes').click());
    await expect(page.getByRole('heading', { name: 'Book classes', level: 1 })).toBeVisible();
    await expect(page.getByText('Times are shown in Europe/Berlin time.')).toBeVisible();

    const days = page.getByRole('navigation', { name: 'Days' });
    const previous = days.getByRole('button', { name: 'Previous week' });
    const next = days.getByRole('button', { name: 'Next week' });
    const weekLabel = days.getByRole('paragraph');
    await expect(previous).toBeDisabled();
    const thisWeek = (await weekLabel.textContent()) ?? '';

    await afterBookingResults(page, () => next.click());
    await expect(page).toHaveURL(/[?&]day=\d{4}-\d{2}-\d{2}/);
    await expect(weekLabel).not.toHaveText(thisWeek);
    await expect(previous).toBeEnabled();
    // New classes are offered from 48 hours ahead: next week always has some.
    await expect(dayOptionLinks(page).first()).toBeVisible();

    // Another day of the week: its own list, in the URL, undone by Back and kept by a reload.
    const firstDay = (await dayList(page).getByRole('heading', { level: 2 }).textContent()) ?? '';
    const thursday = days.getByRole('button', { name: /^Thursday/ });
    await thursday.click();
    await expect(thursday).toHaveAttribute('aria-pressed', 'true');
    await expect(dayList(page).getByRole('heading', { level: 2 })).toContainText('Thursday');
    const thursdayUrl = page.url();
    await page.goBack();
    await expect(dayList(page).getByRole('heading', { level: 2 })).toHaveText(firstDay);
    await page.goForward();
    await expect(page).toHaveURL(thursdayUrl);
    await afterBookingResults(page, () => page.reload().then(() => undefined));
    await expect(days.getByRole('button', { name: /^Thursday/ })).toHaveAttribute('aria-pressed', 'true');

    await afterBookingResults(page, () => page.getByRole('checkbox', { name: 'Morning' }).check());
    await expect(page).toHaveURL(/[?&]time=morning(&|$)/);
    await expect(page.getByRole('checkbox', { name: 'Morning' })).toBeChecked();
    const times = await dayOptionLinks(page).evaluateAll((links) => links.map((link) => link.textContent ?? ''));
    expect(times.length, 'morning options on Thursday next week').toBeGreaterThan(0);
    for (const text of times) {
      const start = /(\d{2}):(\d{2})/.exec(text);
      expect(start, text).not.toBeNull();
      expect(Number(start?.[1]), `a morning option: ${text}`).toBeLessThan(12);
      expect(Number(start?.[1]), `a morning option: ${text}`).toBeGreaterThanOrEqual(6);
    }

    // Back to this week: the earliest one, so "Previous week" is disabled again.
    await afterBookingResults(page, () => previous.click());
    await expect(weekLabel).toHaveText(thisWeek);
    await expect(previous).toBeDisabled();
  });

  test('a skipped lesson is not offered for booking until it is activated again', async ({ page, buildStudent }) => {
    const student = await buildStudent({ firstName: 'Sven' });
    await signInBrowser(page, student);
    const course = await coursePageOf(page.request);
    const lesson = course.chapters
      .flatMap((chapter) => chapter.lessons)
      .find((l) => l.studentStatus === 'NOT_TAKEN' || l.studentStatus === null);
    if (!lesson) throw new Error(`no lesson to skip in ${course.module.name}`);
    const rowTitle = `${lesson.number}. ${lesson.title}`;

    await page.goto(PATHS.course);
    await expect(page.getByRole('heading', { name: `My course: ${course.module.name}`, level: 1 })).toBeVisible();
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: rowTitle, exact: true }) });
    await expect(row).toContainText('Not taken');

    await row.getByRole('button', { name: 'Skip lesson' }).click();
    const dialog = page.getByRole('dialog', { name: 'Skip this lesson?' });
    await expect(dialog).toContainText(lesson.title);
    await dialog.getByRole('button', { name: 'Skip lesson' }).click();
    await expect(dialog).toBeHidden();
    await expect(statusWith(page, `Lesson skipped: ${lesson.title}`)).toBeVisible();
    await expect(row).toContainText('Skipped');
    await expect(row.getByRole('button', { name: 'Activate lesson' })).toBeVisible();
    await expect(row.getByRole('link', { name: `Book ${lesson.title}` })).toHaveCount(0);

    // The booking page's lesson filter leaves it out.
    const lessonSelect = page.getByLabel('Lesson', { exact: true });
    await navLink(page, 'Book classes').click();
    await expect(page.getByRole('heading', { name: 'Book classes', level: 1 })).toBeVisible();
    await expect(lessonSelect.locator('option', { hasText: 'All lessons' })).toHaveCount(1);
    await expect(lessonSelect.locator('option').nth(1)).toBeAttached();
    await expect(lessonSelect.locator('option', { hasText: rowTitle })).toHaveCount(0);
    // Nor is it offered in the list of classes.
    await expect(optionLinks(page).filter({ hasText: lesson.title })).toHaveCount(0);
    // Without credits the other times are listed but marked (not links): the skipped lesson is not among them either.
    await expect(page.locator('[data-refusal]').filter({ hasText: lesson.title })).toHaveCount(0);

    // Activated again: back in the course and in the booking filter.
    await navLink(page, 'My course').click();
    await row.getByRole('button', { name: 'Activate lesson' }).click();
    await expect(statusWith(page, `Lesson activated: ${lesson.title}`)).toBeVisible();
    await expect(row).toContainText('Not taken');
    await expect(row.getByRole('button', { name: 'Skip lesson' })).toBeVisible();

    await navLink(page, 'Book classes').click();
    await expect(lessonSelect.locator('option', { hasText: rowTitle })).toHaveCount(1);
    await expect(page).toHaveURL(urlOf(PATHS.booking));
  });
});
