import type { Page } from '@playwright/test';
import { expect, signInBrowser, test } from '../fixtures.ts';
import { buyPlan } from '../store/store-support.ts';
import { checkScreens } from '../support/screens.ts';

const DAY_MS = 24 * 60 * 60_000;

/** Answers the one exercise on screen with whatever the form offers (right or wrong), then waits for the feedback. */
async function answerExercise(page: Page) {
  await expect(page.getByRole('button', { name: 'Check answer' })).toBeVisible();
  const radios = page.getByRole('radio');
  if ((await radios.count()) > 0) await radios.first().check();
  const gap = page.getByRole('textbox', { name: 'The missing word' });
  if (await gap.isVisible()) await gap.fill('xyzzy');
  const selects = page.getByRole('combobox');
  for (let i = 0; i < (await selects.count()); i++) await selects.nth(i).selectOption({ index: 1 });
  const words = page.getByRole('group', { name: 'Words' }).getByRole('button');
  for (let i = (await words.count()) - 1; i >= 0; i--) await words.nth(i).click();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByTestId('exercise-feedback')).toBeVisible();
}

test.describe('daily practice on Today and the quiz trainer', () => {
  test('Today shows the set, the student does it and sees the result; a day later a new set with the due words; the quiz trainer serves two items', async ({
    page,
    buildStudent,
    buildClass,
    moveClock,
  }) => {
    test.setTimeout(300_000);
    const student = await buildStudent({ firstName: 'Dana' });
    await signInBrowser(page, student);
    await buyPlan(page);
    // Two lessons booked (on different days): the daily sets use up some of the first lesson's
    // exercises, and the quiz trainer still has quiz items of both lessons to serve.
    await buildClass({ student });
    await buildClass({ student, lessonIndex: 1, daysAhead: 5 });

    // Two words learned in the trainer today (Good), so they come back in tomorrow's set.
    await page.goto('/en/account/practice/vocabulary');
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    for (const n of [2, 3]) {
      await page.getByRole('button', { name: 'Show the answer' }).click();
      await page.keyboard.press('3');
      await expect(page.getByText(`Word ${n} of`)).toBeVisible();
    }
    await page.getByRole('button', { name: 'Stop the quiz' }).click();

    // Today: the card with the day's set, available.
    await page.goto('/en/account/home');
    const card = page.getByRole('region', { name: 'Today’s practice' });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('daily-state')).toHaveText('Available');
    await expect(card).toContainText('1 exercise:');
    await checkScreens(page, 'today-card');

    // The set: no word due yet (learned minutes ago), so straight to the exercise, then the result.
    await card.getByRole('link', { name: 'Start today’s practice' }).click();
    await expect(page).toHaveURL(/\/account\/practice\/daily$/);
    await expect(page.getByRole('heading', { name: 'Today’s practice', level: 1 })).toBeVisible();
    await checkScreens(page, 'daily-overview');
    await page.getByRole('button', { name: 'Start today’s practice' }).click();
    await answerExercise(page);
    await checkScreens(page, 'daily-exercise');
    await page.getByRole('button', { name: 'See my result' }).click();
    await expect(page.getByTestId('daily-result').getByTestId('daily-state')).toHaveText(/^(Completed|Perfect)$/);
    await checkScreens(page, 'daily-result');

    // Coming back the same day shows the result, on the page and on Today.
    await page.goto('/en/account/practice/daily');
    await expect(page.getByTestId('daily-result').getByTestId('daily-state')).toHaveText(/^(Completed|Perfect)$/);
    await page.goto('/en/account/home');
    await expect(card.getByTestId('daily-state')).toHaveText(/^(Completed|Perfect)$/);
    await expect(card.getByRole('link', { name: 'See today’s result' })).toBeVisible();

    // The next day: a new set with the two words due again.
    await moveClock(DAY_MS);
    await signInBrowser(page, student);
    await page.goto('/en/account/home');
    await expect(card.getByTestId('daily-state')).toHaveText('Available');
    await expect(card).toContainText('2 words to review');
    await card.getByRole('link', { name: 'Start today’s practice' }).click();
    await page.getByRole('button', { name: 'Start today’s practice' }).click();
    await expect(page.getByText('Word 1 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Show the answer' }).click();
    await checkScreens(page, 'daily-words');
    await page.keyboard.press('3');
    await expect(page.getByText('Word 2 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Show the answer' }).click();
    await page.getByRole('button', { name: /^Good/ }).click();
    await expect(page.getByText('Last step: one exercise.')).toBeVisible();
    await answerExercise(page);
    await page.getByRole('button', { name: 'See my result' }).click();
    await expect(page.getByTestId('daily-result').getByTestId('daily-state')).toHaveText(/^(Completed|Perfect)$/);
    await expect(page.getByTestId('daily-result')).toContainText('Words reviewed today: 2');

    // The quiz trainer, from the practice page: two items, each answered, with feedback, then Next.
    await page.goto('/en/account/practice');
    await page.getByRole('link', { name: 'Open the quiz trainer' }).click();
    await expect(page.getByRole('heading', { name: 'Quiz trainer', level: 1 })).toBeVisible();
    await checkScreens(page, 'quiz-trainer');
    await answerExercise(page);
    await checkScreens(page, 'quiz-trainer-feedback');
    await page.getByRole('button', { name: 'Next' }).click();
    await answerExercise(page);
    await expect(page.getByText('2 questions answered in this session')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('button', { name: 'Check answer' }).or(page.getByTestId('quiz-trainer-empty'))).toBeVisible();

    // German strings.
    await page.goto('/de/account/practice/daily');
    await expect(page.getByRole('heading', { name: 'Heutige Übung', level: 1 })).toBeVisible();
  });
});
