import { expect, graphql, signInBrowser, test } from '../fixtures.ts';
import { buyPlan } from '../store/store-support.ts';
import { checkScreens } from '../support/screens.ts';
import { catalogueOf } from './i18n-support.ts';

/**
 * Issue 21, decision 124: a task's instruction and its English glosses speak the reader's language.
 * A student of the German course opens the first lesson's homework in French: the greetings are
 * matched with their French meanings and the match is right; in Spanish the same task reads in
 * Spanish, the German words as written.
 */
test('a student of the German course matches greetings with their French meanings, then reads the task in Spanish', async ({
  page,
  buildStudent,
  buildClass,
}) => {
  test.setTimeout(120_000);
  const student = await buildStudent({ firstName: 'Inès', section: 'german' });
  await signInBrowser(page, student);
  await buyPlan(page);
  await buildClass({ student });
  const { learningUnits } = await graphql<{ learningUnits: { lessonId: string }[] }>(page.request, '{ learningUnits { lessonId } }');
  const lessonId = learningUnits[0].lessonId;

  const fr = catalogueOf('fr', 'practice');
  await page.goto(`/fr/account/practice/homework/${lessonId}`);
  const match = page.locator('li').filter({ hasText: 'Associez chaque salutation à son sens.' });
  await expect(match).toBeVisible();
  await expect(page.getByText('Match the greeting to its meaning.')).toHaveCount(0);
  const meanings = { Hallo: 'salut', 'Guten Abend': 'bonsoir', Tschüss: 'à plus !', 'Auf Wiedersehen': 'au revoir (poli)' };
  for (const [greeting, meaning] of Object.entries(meanings)) await match.getByLabel(greeting).selectOption(meaning);
  await match.getByRole('button', { name: fr('task.check') }).click();
  await expect(match.getByTestId('exercise-feedback')).toContainText(fr('exercises.correct'));
  await checkScreens(page, 'homework-in-french');

  await page.goto(`/es/account/practice/homework/${lessonId}`);
  await expect(page.locator('li').filter({ hasText: 'Relaciona cada saludo con su significado.' })).toBeVisible();
  await expect(page.getByText('Match the greeting to its meaning.')).toHaveCount(0);
});
