import { expect, signInBrowser, test } from '../fixtures.ts';
import { buyPlan } from '../store/store-support.ts';
import { checkScreens } from '../support/screens.ts';

test.describe('flashcards, grammar by id and the practice reviews', () => {
  test('a student flips and marks cards by keyboard, keeps the statuses, rates the flashcards and masters the grammar from the lesson page', async ({
    page,
    buildStudent,
    buildClass,
  }) => {
    test.setTimeout(240_000);
    const student = await buildStudent({ firstName: 'Lena' });
    await signInBrowser(page, student);
    await buyPlan(page);
    // The second lesson of every A1 course teaches grammar (the first is the welcome lesson).
    await buildClass({ student, lessonIndex: 1 });

    // From the practice list to the booked lesson's flashcards.
    await page.goto('/en/account/practice');
    await page.getByRole('list', { name: 'Practice items' }).getByRole('link', { name: 'Flashcards' }).first().click();
    await expect(page).toHaveURL(/\/practice\/flashcards\/[^/]+$/);
    const lessonId = page.url().split('/').pop() ?? '';
    const position = page.getByTestId('flashcards-position');
    await expect(position).toHaveText(/^Card 1 of \d+$/);
    const total = Number((await position.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(10);
    await checkScreens(page, 'flashcards-front');

    // Space turns the focused card; K marks it known, N not yet (the buttons do the same).
    const card = page.getByTestId('flashcard');
    await expect(card).toBeFocused();
    await page.keyboard.press('Space');
    await expect(card).toHaveAttribute('data-side', 'back');
    await checkScreens(page, 'flashcards-back');
    await page.keyboard.press('k');
    await expect(position).toHaveText(`Card 2 of ${total}`);
    await expect(card).toHaveAttribute('data-side', 'front');
    await page.keyboard.press('Enter');
    await expect(card).toHaveAttribute('data-side', 'back');
    await page.getByRole('button', { name: 'Not yet (N)' }).click();
    await expect(position).toHaveText(`Card 3 of ${total}`);
    await expect(page.getByTestId('flashcards-known')).toHaveText(`Known: 1 of ${total}`);

    // The statuses are saved on the server: a reload shows them.
    await page.reload();
    await expect(page.getByTestId('flashcards-known')).toHaveText(`Known: 1 of ${total}`);
    await expect(page.getByText('Known', { exact: true })).toBeVisible();
    await page.keyboard.press('k');
    await expect(position).toHaveText(`Card 2 of ${total}`);
    await expect(page.getByText('Not yet', { exact: true })).toBeVisible();
    await page.keyboard.press('n');

    // Through the rest of the round, then the not-yet card again.
    for (let n = 3; n <= total; n++) {
      await expect(position).toHaveText(`Card ${n} of ${total}`);
      await page.keyboard.press('k');
    }
    const finished = page.getByTestId('flashcards-finished');
    await expect(finished).toContainText(`You know ${total - 1} of ${total} words; 1 to practise again.`);
    await checkScreens(page, 'flashcards-finished');
    await finished.getByRole('button', { name: 'Practise the not-yet card again' }).click();
    await expect(position).toHaveText('Card 1 of 1');
    await page.keyboard.press('k');
    await expect(finished).toContainText(`You know ${total} of ${total} words; 0 to practise again.`);

    // Rate the flashcards: the rating is required, the comment optional; then thanks.
    await finished.getByRole('button', { name: 'Rate this practice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rate these flashcards' });
    await dialog.getByRole('button', { name: 'Send rating' }).click();
    await expect(dialog.getByTestId('rating-practice-flashcard')).toContainText('Please fill out this field.');
    await dialog.getByLabel('4 stars').check({ force: true });
    await dialog.getByLabel('Comment').fill('The sample sentences made the words easy to remember.');
    await checkScreens(page, 'flashcards-review');
    await dialog.getByRole('button', { name: 'Send rating' }).click();
    const thanks = page.getByRole('dialog', { name: 'Thank you!' });
    await expect(thanks).toBeVisible();
    await thanks.getByRole('button', { name: 'Close' }).click();
    await expect(finished.getByRole('button', { name: 'Change your rating' })).toBeVisible();

    // The lesson page links to its practice; the grammar item opens as seen and is marked mastered.
    await page.goto(`/en/account/lesson/details/${lessonId}`);
    const practice = page.getByRole('region', { name: 'Practice' });
    await expect(practice.getByRole('link', { name: 'Flashcards' })).toBeVisible();
    await checkScreens(page, 'lesson-practice');
    await practice.getByRole('link', { name: 'Grammar explained' }).click();
    await expect(page).toHaveURL(/\/practice\/grammar\/item\/[^/]+$/);
    await expect(page.getByTestId('grammar-status')).toHaveText('Seen');
    const mastered = page.getByRole('checkbox', { name: 'I’ve mastered this' });
    await mastered.focus();
    await page.keyboard.press('Space');
    await expect(page.getByTestId('grammar-status')).toHaveText('Mastered');
    await checkScreens(page, 'grammar-item');
    await page.reload();
    await expect(page.getByTestId('grammar-status')).toHaveText('Mastered');
    await expect(mastered).toBeChecked();

    // The lesson's grammar page lists the item and links to it.
    await page.getByRole('link', { name: 'All grammar of this lesson' }).click();
    await expect(page).toHaveURL(new RegExp(`/practice/grammar/${lessonId}$`));
    await expect(page.getByRole('heading', { level: 2 }).getByRole('link')).toHaveCount(1);
  });
});
