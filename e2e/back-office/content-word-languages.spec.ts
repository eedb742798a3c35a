import { expect, graphql, test } from '../fixtures.ts';
import { checkScreens } from '../support/screens.ts';

/**
 * Decision 117: the content editor's word dialog offers the five display languages, English
 * required and the others optional (a reader of a language left empty gets English).
 */
test('an admin writes a word’s Russian meaning, leaves its French empty, and the dialog says what empty means', async ({
  page,
  loginAs,
}) => {
  await loginAs(page, 'admin');
  const { adminContentLessons } = await graphql<{ adminContentLessons: { items: { id: string; title: string }[] } }>(
    page.request,
    '{ adminContentLessons(search: "Hallo! Sich vorstellen") { items { id title } } }',
  );
  const lesson = adminContentLessons.items.find((l) => l.title === 'Hallo! Sich vorstellen')!;
  await page.goto(`/admin/en/content/lessons/${lesson.id}`);
  await page.getByRole('button', { name: 'Edit “Und du?”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit “Und du?”' });
  await expect(dialog.getByText('English is required. Where a language is left empty, its readers see the English text.')).toBeVisible();
  const meaning = dialog.getByRole('group', { name: 'Translation of the word' });
  await expect(meaning.getByRole('textbox')).toHaveCount(5);
  await expect(meaning.getByRole('textbox', { name: 'Russian' })).toHaveValue('А ты? (неформально)');
  await checkScreens(page, 'word-dialog-languages');

  await meaning.getByRole('textbox', { name: 'Russian' }).fill('А ты? (на «ты»)');
  await meaning.getByRole('textbox', { name: 'French' }).fill('');
  await dialog.getByRole('button', { name: 'Save the word' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: '“Und du?” saved.' })).toBeVisible();
  const saved = await graphql<{ adminContentLesson: { vocabulary: { term: string; translation: Record<string, string | null> }[] } }>(
    page.request,
    `{ adminContentLesson(id: "${lesson.id}") { vocabulary { term translation { en de fr es ru } } } }`,
  );
  expect(saved.adminContentLesson.vocabulary.find((w) => w.term === 'Und du?')!.translation).toMatchObject({
    en: 'And you? (informal)',
    fr: null,
    ru: 'А ты? (на «ты»)',
  });

  // Opened again at once, before or after the lesson is read again, the dialog shows what was saved.
  await page.getByRole('button', { name: 'Edit “Und du?”' }).click();
  const again = page.getByRole('dialog', { name: 'Edit “Und du?”' }).getByRole('group', { name: 'Translation of the word' });
  await expect(again.getByRole('textbox', { name: 'Russian' })).toHaveValue('А ты? (на «ты»)');
  await expect(again.getByRole('textbox', { name: 'French' })).toHaveValue('');
  await expect(again.getByRole('textbox', { name: 'English' })).toHaveValue('And you? (informal)');
});
