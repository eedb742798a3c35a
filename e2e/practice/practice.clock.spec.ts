import { expect, signInBrowser, test } from '../fixtures.ts';
import { buyPlan } from '../store/store-support.ts';
import { checkScreens } from '../support/screens.ts';

const DAY_MS = 24 * 60 * 60_000;

test.describe('a student practises a booked lesson', () => {
  test('vocabulary rated with FSRS and due again the next day, homework scored, a Lingobite shows the answer after 3 tries, a content error reported', async ({
    page,
    buildStudent,
    buildClass,
    moveClock,
  }) => {
    test.setTimeout(300_000);
    const student = await buildStudent({ firstName: 'Paula' });
    await signInBrowser(page, student);
    await buyPlan(page);
    await buildClass({ student });

    // The practice list: reached from the navigation, pending items of the booked lesson.
    await page.goto('/en/account/home');
    await page.getByRole('link', { name: 'Practice', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Practice', level: 1 })).toBeVisible();
    const items = page.getByRole('list', { name: 'Practice items' });
    await expect(items.getByRole('link', { name: 'Start Vocabulary' }).first()).toBeVisible();
    await checkScreens(page, 'practice-list');

    // Vocabulary: reveal and rate by keyboard (3 = Good), then Again by button; results say when each comes back.
    await items.getByRole('link', { name: 'Start Vocabulary' }).first().click();
    await expect(page).toHaveURL(/\/practice\/vocabulary\/[^/]+$/);
    const lessonId = page.url().split('/').pop() ?? '';
    await expect(page.getByTestId('stat-new')).toContainText(/\d+/);
    await checkScreens(page, 'vocabulary-dashboard');
    await page.getByRole('button', { name: 'Start the quiz' }).click();
    await page.getByRole('button', { name: 'Show the answer' }).click();
    await checkScreens(page, 'vocabulary-quiz');
    await page.keyboard.press('3');
    await expect(page.getByText('Word 2 of')).toBeVisible();
    await page.getByRole('button', { name: 'Show the answer' }).click();
    await page.getByRole('button', { name: /^Again/ }).click();
    await expect(page.getByText('Word 3 of')).toBeVisible();
    await page.getByRole('button', { name: 'Stop the quiz' }).click();
    await expect(page.getByRole('heading', { name: 'Quiz results' })).toBeVisible();
    await expect(page.getByTestId('result-row')).toHaveCount(2);
    await expect(page.getByTestId('result-row').first()).toContainText(/Good · Reviewing · Next review/);
    await checkScreens(page, 'vocabulary-results');
    await page.getByRole('button', { name: 'Back to the overview' }).click();
    await expect(page.getByTestId('stat-reviewing')).toContainText('2');

    // A day later both cards are due again (FSRS learning steps are minutes); the session has expired by then.
    await moveClock(DAY_MS);
    await signInBrowser(page, student);
    await page.goto(`/en/account/practice/vocabulary/${lessonId}`);
    await expect(page.getByTestId('stat-due')).toContainText('2');
    await expect(page.getByTestId('word-row').filter({ hasText: 'Due now' })).toHaveCount(2);

    // Homework: the first gap to fill answered wrongly, checked on the server, scored, explained.
    await page.goto(`/en/account/practice/homework/${lessonId}`);
    await expect(page.getByRole('heading', { name: 'Homework', level: 1 })).toBeVisible();
    await expect(page.getByText(/^0 of \d+ answered/)).toBeVisible();
    const gapCard = page
      .locator('li')
      .filter({ has: page.getByRole('textbox', { name: 'The missing word' }) })
      .first();
    await gapCard.getByRole('textbox', { name: 'The missing word' }).fill('xyzzy');
    await gapCard.getByRole('button', { name: 'Check answer' }).click();
    await expect(page.getByTestId('exercise-feedback').first()).toContainText('Not quite.');
    await expect(page.getByTestId('exercise-feedback').first()).toContainText('Right answer:');
    await expect(page.getByText(/^1 of \d+ answered · score 0%/)).toBeVisible();
    await checkScreens(page, 'homework');

    // Report a content error: both messages of the spec, then sent.
    await page.getByRole('button', { name: 'Report an error' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Report an error' });
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('You must select at least 1 option')).toBeVisible();
    await expect(dialog.getByText('Please provide more details')).toBeVisible();
    await checkScreens(page, 'report-dialog');
    await dialog.getByRole('checkbox', { name: 'A spelling mistake' }).check();
    await dialog.getByRole('textbox', { name: 'Details' }).fill('The second option has a typo: “Thier” should read “Their”.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Reported, thank you' })).toBeVisible();

    // Lingobite: intro, then tasks until a gap to fill; three wrong tries show the answer.
    await page.goto(`/en/account/practice/lingobites/${lessonId}`);
    await expect(page.getByRole('heading', { name: 'What you will do' })).toBeVisible();
    await checkScreens(page, 'lingobite-intro');
    await page.getByRole('button', { name: 'Start' }).click();
    let answerShown = false;
    for (let step = 0; step < 30 && !answerShown; step++) {
      const gap = page.getByRole('textbox', { name: 'The missing word' });
      const next = page.getByRole('button', { name: 'Next' });
      await expect(page.getByRole('button', { name: 'Check answer' }).or(next)).toBeVisible();
      if (await next.isVisible()) {
        await next.click();
        continue;
      }
      if (await gap.isVisible()) {
        for (let attempt = 1; attempt <= 3; attempt++) {
          await page.getByRole('textbox', { name: 'The missing word' }).fill('xyzzy');
          await page.getByRole('button', { name: 'Check answer' }).click();
          if (attempt < 3) {
            const triesLeft = `Not quite. Try again: ${3 - attempt} ${3 - attempt === 1 ? 'try' : 'tries'} left.`;
            // Shown beside the task and announced through the polite live region (decision 079).
            await expect(page.getByRole('paragraph').filter({ hasText: triesLeft })).toBeVisible();
            await expect(page.getByRole('status').filter({ hasText: triesLeft })).toBeAttached();
          }
        }
        await expect(page.getByTestId('lingobite-answer')).toContainText('The answer is:');
        answerShown = true;
        break;
      }
      // Any other task: answer once with the first choices and move on.
      const radios = page.getByRole('radio');
      if ((await radios.count()) > 0) await radios.first().check();
      const selects = page.getByRole('combobox');
      for (let i = 0; i < (await selects.count()); i++) await selects.nth(i).selectOption({ index: 1 });
      const words = page.getByRole('group', { name: 'Words' }).getByRole('button');
      for (let i = 0; i < (await words.count()); i++) await words.nth(i).click();
      const answered = page.waitForResponse((r) => (r.request().postData() ?? '').includes('AnswerLingobiteTask'));
      await page.getByRole('button', { name: 'Check answer' }).click({ force: true });
      await answered;
    }
    expect(answerShown).toBe(true);
    await checkScreens(page, 'lingobite-answer');
    await page.getByRole('button', { name: 'Exit' }).click();
    const exit = page.getByRole('dialog', { name: 'Leave the Lingobite?' });
    await expect(exit).toBeVisible();
    await exit.getByRole('button', { name: 'Keep going' }).click();
    await expect(exit).toBeHidden();

    // German strings.
    await page.goto('/de/account/practice');
    await expect(page.getByRole('heading', { name: 'Üben', level: 1 })).toBeVisible();
  });
});
