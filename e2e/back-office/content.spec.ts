import { expect, test } from '../fixtures.ts';
import { adminInOwnBrowser, practisingStudentInBrowser } from './content-support.ts';
import { graphql } from '../support/api.ts';
import { checkScreens } from '../support/screens.ts';

// Issue 19 "Content", decision 104: an admin edits a lesson's title and one of its words in the
// back office; the student sees both. The lesson is one no other spec books (its 13th), and the
// test puts the texts back at its end, since every spec shares the demo school's catalogue.

const LESSON_INDEX = 12;

interface Course {
  coursePage: { module: { id: string; name: string }; chapters: { lessons: { id: string; title: string; number: number }[] }[] };
}

test.describe('content editing', () => {
  test('an admin renames a lesson and fixes a word; the student sees both', async ({
    page,
    browser,
    baseURL,
    loginAs,
    buildStudent,
    buildClass,
  }) => {
    test.setTimeout(300_000);
    await practisingStudentInBrowser(page, { buildStudent, buildClass }, { firstName: 'Liesel', lessonIndex: LESSON_INDEX });
    const course = await graphql<Course>(
      page.request,
      'query E2eContentCourse { coursePage { module { id name } chapters { lessons { id title number } } } }',
    );
    const lesson = course.coursePage.chapters.flatMap((c) => c.lessons)[LESSON_INDEX];
    const words = await graphql<{ vocabularyList: { title: string; translation: { en: string } }[] }>(
      page.request,
      'query E2eContentWords($id: ID) { vocabularyList(lessonId: $id) { title translation { en } } }',
      { id: lesson.id },
    );
    const word = words.vocabularyList[0];
    const newTitle = `${lesson.title} (revised)`;
    const newGloss = `${word.translation.en}; also said as a greeting`;

    // The admin, in a browser of their own, finds the lesson from the side navigation.
    const admin = await adminInOwnBrowser(browser, baseURL, loginAs);
    await admin.getByRole('navigation').getByRole('link', { name: 'Lessons', exact: true }).click();
    await expect(admin.getByRole('heading', { name: 'Lessons', level: 1 })).toBeVisible();
    await admin
      .getByRole('combobox', { name: 'Language', exact: true })
      .selectOption({ label: course.coursePage.module.name.replace(/ [ABC][12]$/, '') });
    await admin.getByLabel('Module').selectOption(course.coursePage.module.id);
    await expect(admin.getByRole('link', { name: `${lesson.number}. ${lesson.title}` })).toBeVisible();
    await checkScreens(admin, 'content-browser');
    // A search by keyboard narrows the list to the lesson.
    await admin.getByRole('searchbox', { name: 'Search by title or label' }).fill(lesson.title);
    await admin.keyboard.press('Enter');
    await expect(admin.getByRole('table').getByRole('link')).toHaveCount(1);
    await admin.getByRole('link', { name: `${lesson.number}. ${lesson.title}` }).click();
    await expect(admin.getByRole('heading', { name: `Lesson ${lesson.number}: ${lesson.title}`, level: 1 })).toBeVisible();
    await checkScreens(admin, 'content-lesson');

    // The lesson's title.
    const lessonPart = admin.getByRole('region', { name: 'Lesson', exact: true });
    await lessonPart.getByRole('textbox', { name: 'Title', exact: true }).fill(newTitle);
    await lessonPart.getByRole('button', { name: 'Save the lesson' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Lesson saved.' })).toBeVisible();
    await expect(admin.getByRole('heading', { name: `Lesson ${lesson.number}: ${newTitle}`, level: 1 })).toBeVisible();
    await expect(lessonPart).toContainText('Last edited by');

    // The word, in its dialog, by keyboard.
    const vocabulary = admin.getByRole('region', { name: 'Vocabulary', exact: true });
    await vocabulary.getByRole('button', { name: `Edit “${word.title}”` }).focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: `Edit “${word.title}”` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('group', { name: 'Translation of the word' }).getByRole('textbox', { name: 'English' }).fill(newGloss);
    await checkScreens(admin, 'content-word-dialog');
    await dialog.getByRole('button', { name: 'Save the word' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('status').filter({ hasText: `“${word.title}” saved.` })).toBeVisible();
    await expect(vocabulary).toContainText(newGloss);

    // The removal asks first, and cancelling keeps the word.
    await vocabulary.getByRole('button', { name: `Remove “${word.title}”` }).click();
    const confirm = admin.getByRole('dialog', { name: `Remove “${word.title}”?` });
    await expect(confirm).toContainText('Students will no longer see this word');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(vocabulary.getByRole('heading', { name: word.title, exact: true })).toBeVisible();

    // The student sees the new title and the new translation.
    await page.goto(`/en/account/lesson/details/${lesson.id}`);
    await expect(page.getByRole('heading', { name: newTitle, level: 1 })).toBeVisible();
    await page.goto(`/en/account/practice/vocabulary/${lesson.id}`);
    await expect(page.getByTestId('word-row').filter({ hasText: word.title }).first()).toContainText(newGloss);

    // The monthly challenges: listed from the navigation, the planning dialog looked at and left.
    await admin.getByRole('navigation').getByRole('link', { name: 'Challenges', exact: true }).click();
    await expect(admin.getByRole('heading', { name: 'Monthly challenges', level: 1 })).toBeVisible();
    await expect(admin.getByRole('table')).toContainText('Running');
    await checkScreens(admin, 'content-challenges');
    await admin.getByRole('button', { name: 'Set up a coming month' }).click();
    const plan = admin.getByRole('dialog', { name: 'Set up a coming month' });
    await expect(plan.getByRole('combobox', { name: 'Month' })).toBeVisible();
    await checkScreens(admin, 'content-challenge-dialog');
    await plan.getByRole('button', { name: 'Cancel' }).click();

    // Back as it was, for the specs that read the demo catalogue.
    await admin.goto(`/admin/en/content/lessons/${lesson.id}`);
    await admin
      .getByRole('region', { name: 'Lesson', exact: true })
      .getByRole('textbox', { name: 'Title', exact: true })
      .fill(lesson.title);
    await admin.getByRole('button', { name: 'Save the lesson' }).click();
    await expect(admin.getByRole('heading', { name: `Lesson ${lesson.number}: ${lesson.title}`, level: 1 })).toBeVisible();
    await admin.getByRole('button', { name: `Edit “${word.title}”` }).click();
    const again = admin.getByRole('dialog', { name: `Edit “${word.title}”` });
    await again.getByRole('group', { name: 'Translation of the word' }).getByRole('textbox', { name: 'English' }).fill(word.translation.en);
    await again.getByRole('button', { name: 'Save the word' }).click();
    await expect(again).toBeHidden();
    await admin.context().close();
  });
});
