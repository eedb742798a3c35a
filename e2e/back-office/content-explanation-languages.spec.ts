import { expect, test } from '../fixtures.ts';
import { adminInOwnBrowser, practisingStudentInBrowser } from './content-support.ts';
import { graphql } from '../support/api.ts';

/**
 * Decision 123: the content editor edits a grammar point's title and explanation in the other
 * display languages beside the English; a French reader sees the French. The demo catalogue is
 * shared by every spec, so the French texts are put back at the end.
 */
const LESSON_INDEX = 1; // the second lesson of every A1 course teaches grammar

interface Course {
  coursePage: { chapters: { lessons: { id: string }[] }[] };
}
interface GrammarTranslations {
  adminContentLesson: { grammar: { id: string; translations: { fr: { title: string; explanation: string } | null } } };
}

test('an admin edits the French explanation of a grammar point and a French reader sees it', async ({
  page,
  browser,
  baseURL,
  loginAs,
  buildStudent,
  buildClass,
}) => {
  test.setTimeout(240_000);
  await practisingStudentInBrowser(page, { buildStudent, buildClass }, { firstName: 'Amélie', lessonIndex: LESSON_INDEX });
  const course = await graphql<Course>(page.request, 'query E2eExplanationCourse { coursePage { chapters { lessons { id } } } }');
  const lessonId = course.coursePage.chapters.flatMap((c) => c.lessons)[LESSON_INDEX].id;

  const admin = await adminInOwnBrowser(browser, baseURL, loginAs);
  const saved = await graphql<GrammarTranslations>(
    admin.request,
    'query E2eGrammarFrench($id: ID!) { adminContentLesson(id: $id) { grammar { id translations { fr { title explanation } } } } }',
    { id: lessonId },
  );
  const { id: grammarId, translations } = saved.adminContentLesson.grammar;
  const before = translations.fr;
  const french = `Au présent, le verbe s’accorde avec le sujet. (${Date.now()})`;

  await admin.goto(`/admin/en/content/lessons/${lessonId}`);
  const grammar = admin.getByRole('region', { name: 'Grammar', exact: true });
  await expect(grammar.getByRole('heading', { name: 'Other display languages' })).toBeVisible();
  const frenchGroup = grammar.getByRole('group', { name: 'French', exact: true });
  const explanation = frenchGroup.getByRole('textbox', { name: 'Explanation (French)' });
  await expect(explanation).toHaveValue(before?.explanation ?? '');
  await explanation.fill(french);
  if (!before) await frenchGroup.getByRole('textbox', { name: 'Title (French)' }).fill('Le présent');
  await grammar.getByRole('button', { name: 'Save the grammar' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Grammar saved.' })).toBeVisible();

  // The French reader gets the French explanation; the English page keeps the English.
  await page.goto(`/fr/account/practice/grammar/item/${grammarId}`);
  await expect(page.getByText(french)).toBeVisible();
  await page.goto(`/en/account/practice/grammar/item/${grammarId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(french)).toHaveCount(0);

  // Back as it was, for the specs that read the demo catalogue.
  await admin.reload();
  const restored = admin.getByRole('region', { name: 'Grammar', exact: true }).getByRole('group', { name: 'French', exact: true });
  await restored.getByRole('textbox', { name: 'Explanation (French)' }).fill(before?.explanation ?? '');
  await restored.getByRole('textbox', { name: 'Title (French)' }).fill(before?.title ?? '');
  await admin.getByRole('button', { name: 'Save the grammar' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Grammar saved.' }).last()).toBeVisible();
  await admin.context().close();
});
