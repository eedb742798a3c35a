import type { Locator, Page, Route } from '@playwright/test';
import { expect, signInBrowser, test } from '../fixtures.ts';
import { buyPlan } from '../store/store-support.ts';
import { checkScreens } from '../support/screens.ts';

// Practice pages by keyboard only (issue 17, decision 079): after each answer the focus moves to
// the result (or the next word) and a polite live region says it; a failed load offers "Try again".

/** Presses Tab until `target` has the focus: the page's focus order must reach it. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** The server failing the exercises query (the masked 5xx of decision 002; a network error would be retried first). */
const failExercises = async (route: Route) => {
  if (route.request().postData()?.includes('query Exercises')) {
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        data: null,
        errors: [
          { message: 'Oops! We encountered an issue. Please retry or contact support.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        ],
      }),
    });
  } else await route.fallback();
};

test.describe('practice by keyboard', () => {
  test('a homework answer and a vocabulary rating by keyboard only; a failed load offers Try again', async ({
    page,
    buildStudent,
    buildClass,
  }) => {
    test.setTimeout(240_000);
    const student = await buildStudent({ firstName: 'Tomasz' });
    await signInBrowser(page, student);
    await buyPlan(page);
    await buildClass({ student });
    await page.goto('/en/account/practice');
    await page.getByRole('list', { name: 'Practice items' }).getByRole('link', { name: 'Start Vocabulary' }).first().click();
    const lessonId = page.url().split('/').pop() ?? '';

    // Vocabulary: start, reveal, rate Good, all from the keyboard.
    await page.goto(`/en/account/practice/vocabulary/${lessonId}`);
    await tabTo(page, page.getByRole('button', { name: 'Start the quiz' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Word 1 of')).toBeVisible();
    const firstWord = page.getByRole('heading', { level: 2 }).first();
    await expect(firstWord).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Show the answer' }));
    await page.keyboard.press('Enter');
    // The reveal button is gone: the meaning takes the focus and the live region says it.
    const meaning = page.locator('p[tabindex="-1"]', { hasText: /^It means “/ });
    await expect(meaning).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: /^It means “/ })).toBeAttached();
    await checkScreens(page, 'keyboard-vocabulary-revealed');
    await tabTo(page, page.getByRole('button', { name: /^Good/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Word 2 of')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeFocused();

    // Homework: a gap filled and checked with Enter; the result takes the focus and is announced.
    await page.goto(`/en/account/practice/homework/${lessonId}`);
    await expect(page.getByRole('heading', { name: 'Homework', level: 1 })).toBeVisible();
    const gapCard = page
      .locator('li')
      .filter({ has: page.getByRole('textbox', { name: 'The missing word' }) })
      .first();
    const gap = gapCard.getByRole('textbox', { name: 'The missing word' });
    await tabTo(page, gap, 120);
    await page.keyboard.type('xyzzy');
    await page.keyboard.press('Enter');
    const result = page.getByTestId('exercise-feedback').first().getByText('Not quite.');
    await expect(result).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Not quite.' })).toBeAttached();
    await expect(page.getByText(/^1 of \d+ answered · score 0%/)).toBeVisible();
    await checkScreens(page, 'keyboard-homework-answered');

    // The exercises fail to load: an error with Try again, which loads them once the network is back.
    await page.route('**/graphql', failExercises);
    await page.goto(`/en/account/practice/homework/${lessonId}`);
    const failure = page.getByRole('main').getByRole('alert');
    await expect(failure).toContainText('We could not load this.');
    await checkScreens(page, 'keyboard-homework-error');
    await page.unroute('**/graphql', failExercises);
    await tabTo(page, failure.getByRole('button', { name: 'Try again' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^1 of \d+ answered/)).toBeVisible();
  });
});
