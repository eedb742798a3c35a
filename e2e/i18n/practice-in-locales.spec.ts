import { expect, graphql, signInBrowser, test } from '../fixtures.ts';
import { buyPlan } from '../store/store-support.ts';
import { catalogueOf } from './i18n-support.ts';

/**
 * Issue 21, decision 117: the practice content speaks the reader's language. The demo's English A1
 * course opens with "hello", whose meaning is "bonjour / salut" for a French reader and
 * "здравствуйте / привет" for a Russian one, in the word list and among the quiz's answers; its
 * Lingobite opens with a Russian introduction.
 */
test('a student practises vocabulary with the meanings in French, then in Russian', async ({ page, buildStudent, buildClass }) => {
  test.setTimeout(120_000);
  const student = await buildStudent({ firstName: 'Inès' });
  await signInBrowser(page, student);
  await buyPlan(page);
  await buildClass({ student });

  await page.goto('/fr/account/practice/vocabulary');
  const rows = page.getByTestId('word-row');
  const hello = rows.filter({ hasText: /^hello/ });
  await expect(hello).toContainText('bonjour / salut');
  await expect(rows.filter({ hasText: 'a friendly greeting at any time of day' })).toHaveCount(0);

  await page.goto('/ru/account/practice/vocabulary');
  await expect(hello).toContainText('здравствуйте / привет');
  const ru = catalogueOf('ru', 'practice');
  await page.getByRole('button', { name: ru('vocabulary.start') }).click();
  await page.getByRole('button', { name: ru('vocabulary.reveal') }).click();
  // The answer shown is the first word's meaning in Russian, never the English gloss.
  await expect(page.getByText('здравствуйте / привет').first()).toBeVisible();
  await expect(page.getByText('a friendly greeting at any time of day')).toHaveCount(0);

  const { learningUnits } = await graphql<{ learningUnits: { lessonId: string }[] }>(page.request, '{ learningUnits { lessonId } }');
  await page.goto(`/ru/account/practice/lingobites/${learningUnits[0].lessonId}`);
  await expect(page.getByText('Потренируйте приветствия, прощания и слова, которые нужны на живом уроке.')).toBeVisible();
  await expect(page.getByText('Practise greetings, goodbyes')).toHaveCount(0);
});
