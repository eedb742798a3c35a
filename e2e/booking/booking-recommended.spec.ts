import { keepScreenshot } from '../support/screens.ts';
import {
  afterBookingResults,
  coursePageOf,
  dayList,
  dayOptionLinks,
  expect,
  expectNoSeriousA11yViolations,
  navLink,
  nextWeekButton,
  PATHS,
  signInBrowser,
  test,
  untilDayWithOptions,
} from './booking-support.ts';

/** The page's height in CSS pixels (the issue measured ~8,000 px at 390 px before the day strip). */
const pageHeight = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollHeight);

test.describe('the booking page for a new student (issue 12 point 5)', () => {
  test('a new A1 student sees lesson 1 recommended first, moves through days, and has the filters folded at 390 px', async ({
    page,
    buildStudent,
  }, testInfo) => {
    test.setTimeout(90_000);
    const student = await buildStudent({ firstName: 'Lina', group: 3 });
    await signInBrowser(page, student);
    const course = await coursePageOf(page.request);
    const lesson1 = course.chapters.flatMap((c) => c.lessons).find((l) => l.number === 1);
    if (!lesson1) throw new Error(`no lesson 1 in ${course.module.name}`);

    await page.setViewportSize({ width: 390, height: 844 });
    await afterBookingResults(page, () => page.goto(PATHS.booking).then(() => undefined));

    // First on the page: the next lesson of the course, in the evening (no profile time, no classes yet).
    const recommended = page.getByRole('region', { name: 'Recommended for you' });
    await expect(recommended).toContainText(`Your next lesson: 1. ${lesson1.title}`);
    await expect(recommended).toContainText('In the evening, Europe/Berlin time.');
    const suggestions = recommended.getByRole('link', { name: /Choose/ });
    await expect(suggestions.first()).toBeVisible();
    for (const text of await suggestions.allTextContents()) {
      expect(text).toContain(lesson1.title);
      const hour = Number(/(\d{2}):\d{2}/.exec(text)?.[1]);
      expect(hour >= 17 && hour < 22, `an evening suggestion: ${text}`).toBe(true);
    }
    const recommendedBox = await recommended.boundingBox();
    const dayStripBox = await page.getByRole('navigation', { name: 'Days' }).boundingBox();
    expect(recommendedBox!.y).toBeLessThan(dayStripBox!.y);

    // Group first (the student holds group credits only), private apart.
    const groupTab = page.getByRole('button', { name: /^Group classes/ });
    await expect(groupTab).toHaveAttribute('aria-pressed', 'true');
    await expect(groupTab).toContainText('3 group credits');

    // Filters folded on a phone: one button that counts what is on.
    const filtersButton = page.getByRole('button', { name: /^Filters/ });
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('checkbox', { name: 'Morning' })).toBeHidden();
    const height = await pageHeight(page);
    await keepScreenshot(page, 'booking-390');
    await filtersButton.click();
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'true');
    await afterBookingResults(page, () => page.getByRole('checkbox', { name: 'Evening' }).check());
    await expect(filtersButton).toHaveText(/Filters \(1 on\)/);
    await keepScreenshot(page, 'booking-390-filters');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(filtersButton).toHaveText(/^Filters/);
    await filtersButton.click();
    await expect(filtersButton).toHaveAttribute('aria-expanded', 'false');

    // The day strip: a day at a time, grouped by time with the lesson title once per group.
    const days = page.getByRole('navigation', { name: 'Days' });
    const shown = dayList(page).getByRole('heading', { level: 2 });
    const before = (await shown.textContent()) ?? '';
    // Next week's Wednesday: the demo teacher's weekday hours offer new classes of lesson 1 whatever
    // day the suite runs (late on a Friday, this week has only weekend classes left).
    await afterBookingResults(page, () => nextWeekButton(page).click());
    // The week's answer holds every day of it: choosing a day asks the server nothing.
    await days.getByRole('button', { name: /^Wednesday, / }).click();
    await expect(shown).not.toHaveText(before);
    await expect(page).toHaveURL(/[?&]day=\d{4}-\d{2}-\d{2}/);
    await expect(dayOptionLinks(page).first()).toBeVisible();
    // The free times of lesson 1 are one card with its title once, not a row per hour.
    const fresh = dayList(page).getByRole('region', { name: 'Start a new class' });
    await expect(fresh.locator('p', { hasText: lesson1.title })).toHaveCount(1);
    expect(await fresh.getByRole('link', { name: /Choose/ }).count()).toBeGreaterThan(1);

    testInfo.annotations.push({ type: 'page height at 390 px', description: `${height} px` });
    console.log(`booking page height at 390 px (new student, first view): ${height} px`);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    await expect(page.getByRole('checkbox', { name: 'Morning' })).toBeVisible();
    await keepScreenshot(page, 'booking-1280');
    console.log(`booking page height at 1280 px: ${await pageHeight(page)} px`);
    await expectNoSeriousA11yViolations(page);
  });

  test('arriving from the course page or from Today opens the page on the next lesson, and it can be cleared', async ({
    page,
    buildStudent,
  }) => {
    const student = await buildStudent({ firstName: 'Omar', group: 2 });
    await signInBrowser(page, student);
    const course = await coursePageOf(page.request);
    const lessons = course.chapters.flatMap((c) => c.lessons);
    const lesson1 = lessons.find((l) => l.number === 1)!;
    const lesson2 = lessons.find((l) => l.number === 2)!;

    // Today, no class booked yet: "Book a class" carries "the next lesson".
    await page.goto(PATHS.today);
    await afterBookingResults(page, () => page.getByRole('main').getByRole('link', { name: 'Book a class' }).last().click());
    await expect(page).toHaveURL(new RegExp(`[?&]lesson=${lesson1.id}`));
    const chip = page.getByTestId('lesson-filter');
    await expect(chip).toContainText(`Showing only: 1. ${lesson1.title}`);
    await untilDayWithOptions(page);
    await expect(dayOptionLinks(page).first()).toBeVisible();
    for (const text of await dayOptionLinks(page).allTextContents()) expect(text).toContain(lesson1.title);

    // The course page's Book button for lesson 2.
    await navLink(page, 'My course').click();
    await afterBookingResults(page, () => page.getByRole('link', { name: `Book ${lesson2.title}` }).click());
    await expect(chip).toContainText(`Showing only: 2. ${lesson2.title}`);
    await expect(page.getByLabel('Lesson', { exact: true })).toHaveValue(lesson2.id);
    for (const text of await dayOptionLinks(page).allTextContents()) expect(text).toContain(lesson2.title);

    // Cleared: every lesson again, and the recommendation back on top.
    await afterBookingResults(page, () => chip.getByRole('button', { name: 'Show all lessons' }).click());
    await expect(chip).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]lesson=/);
    await expect(page.getByRole('region', { name: 'Recommended for you' })).toContainText(`1. ${lesson1.title}`);
  });
});
