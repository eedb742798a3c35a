import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { STRONG_PASSWORD, expect, expectNoSeriousA11yViolations, signInBrowser, test, uniqueEmail, keepScreenshots } from '../fixtures.ts';

/** The real English items (answer keys included): the scripted visitor knows which option is right. */
interface Item {
  id: string;
  level: string;
  options: string[];
  answer: number;
  passage?: string;
}
const english: { items: Item[] } = JSON.parse(
  readFileSync(new URL('../../apps/server/src/modules/onboarding/placement/items/english.json', import.meta.url), 'utf8'),
);
const byId = new Map(english.items.map((item) => [item.id, item]));
const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

/**
 * Answers every question with the keyboard like a learner at `level`: the right option on the
 * items up to it, a wrong one above. Screenshots the first reading item it meets.
 */
async function answerAs(level: string, page: Page): Promise<number> {
  const ability = LEVELS.indexOf(level);
  let answered = 0;
  let readingShot = false;
  const question = page.locator('form[data-item-id]');
  while ((await question.count()) > 0 || answered === 0) {
    await expect(question).toBeVisible();
    const id = (await question.getAttribute('data-item-id')) ?? '';
    const item = byId.get(id);
    expect(item, `item ${id} is in english.json`).toBeTruthy();
    if (!item) break;
    if (item.passage && !readingShot) {
      await expect(page.getByRole('heading', { name: 'Read the text' })).toBeVisible();
      await expect(page.getByText(item.passage)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await keepScreenshots(page, 'language-test-reading');
      readingShot = true;
    }
    const option = LEVELS.indexOf(item.level) <= ability ? item.answer : (item.answer + 1) % item.options.length;
    // Keyboard only: focus the option, Space chooses it, Enter answers.
    await question.getByRole('radio', { name: item.options[option], exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(question.getByRole('radio', { name: item.options[option], exact: true })).toBeChecked();
    await page.keyboard.press('Enter');
    answered += 1;
    await expect(page.locator(`form[data-item-id="${id}"]`)).toHaveCount(0);
    await expect(question.or(page.getByRole('heading', { name: 'Your English level', level: 1 }))).toBeVisible();
  }
  return answered;
}

test.describe('public site › language test (issues 15 and 16)', () => {
  test('a visitor takes the English test, lands at A2, registers with the result and their course is English A2', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/en/language-test?section=english');
    await expect(page.getByRole('heading', { name: 'Find your level', level: 1 })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'English', exact: true })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'language-test-intro');

    await page.getByRole('button', { name: 'Start the test' }).click();
    await expect(page.getByRole('heading', { name: 'Language test: English', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Question 1' })).toBeVisible();
    await expect(page.getByText('0 of at most 20 questions answered')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'language-test-question');

    const answered = await answerAs('A2', page);
    expect(answered).toBeGreaterThanOrEqual(12);
    expect(answered).toBeLessThanOrEqual(20);

    await expect(page.getByRole('heading', { name: 'Your English level', level: 1 })).toBeVisible();
    await expect(page.getByText(/^A2\.\d: Elementary$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What you can already do' })).toBeVisible();
    await expect(page.getByText('Talk about what you did last weekend or on your last holiday.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'language-test-result');

    const register = page.getByRole('link', { name: 'Create your account with this result' });
    await expect(register).toHaveAttribute('href', /\/en\/register\?.*section=english.*level=A2.*next=%2Fen%2Flanguage-test%2Fclaim/);
    await register.click();
    await page.getByLabel('First name').fill('Lena');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('placement'));
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await page.getByLabel('I accept the Privacy Policy').check();
    await page.getByLabel('I accept the Terms and Conditions').check();
    await page.getByLabel('I am 18 years or older').check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/en\/language-test\/claim$/);
    await expect(page.getByRole('heading', { name: 'Your language test result', level: 1 })).toBeVisible();
    await expect(page.getByText('Done! Your course is now English A2.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'language-test-claim');

    await page.goto('/en/account/settings/learning');
    await expect(page.getByTestId('current-language')).toHaveText('English');
    await expect(page.getByTestId('learning-language').getByText(/^A2\.\d · /)).toBeVisible();

    // The result was claimed once: the browser forgot it, the claim page says so.
    await page.goto('/en/language-test/claim');
    await expect(page.getByText('There is no test result in this browser to add to your account.')).toBeVisible();
  });

  test('German display language, a language picked on the page, an empty claim page for a visitor', async ({ page }) => {
    await page.goto('/de/language-test');
    await expect(page.getByRole('heading', { name: 'Finde dein Niveau', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Test starten' }).click();
    await expect(page.getByText('Bitte wähle eine Sprache.')).toBeVisible();
    await page.getByRole('radio', { name: 'Spanisch' }).check();
    await page.getByRole('button', { name: 'Test starten' }).click();
    await expect(page.getByRole('heading', { name: 'Einstufungstest: Spanisch', level: 1 })).toBeVisible();
    await expect(page.locator('form[data-item-id^="spanish-a2-"]')).toBeVisible();
    // Start over brings the language choice back.
    await page.getByRole('button', { name: 'Neu beginnen' }).click();
    await expect(page.getByRole('heading', { name: 'Finde dein Niveau', level: 1 })).toBeVisible();
    await page.goto('/de/language-test/claim');
    await expect(page.getByText('In diesem Browser gibt es kein Testergebnis')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'language-test-claim-empty-de');
  });

  test('a signed-in student takes the test: their course moves at once; a second test the same day is refused', async ({
    page,
    buildStudent,
  }) => {
    test.setTimeout(240_000);
    const student = await buildStudent({ firstName: 'Jonas' });
    await signInBrowser(page, student);
    await page.goto('/en/language-test?section=english');
    await page.getByRole('button', { name: 'Start the test' }).click();
    await answerAs('B1', page);
    await expect(page.getByRole('heading', { name: 'Your English level', level: 1 })).toBeVisible();
    await expect(page.getByText('Done! Your course is now English B1.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to my course' })).toBeVisible();

    await page.getByRole('button', { name: 'Test another language' }).click();
    await page.getByRole('radio', { name: 'English', exact: true }).check();
    await page.getByRole('button', { name: 'Start the test' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'You can take the language test once a day. Please try again in 24 hours.' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'language-test-retake-refused');

    await page.goto('/en/account/settings/learning');
    await expect(page.getByTestId('learning-language').getByText(/^B1\.\d · /)).toBeVisible();
  });
});
