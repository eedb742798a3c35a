import { expect, test } from '../fixtures.ts';
import { adminInOwnBrowser, practisingStudentInBrowser } from './content-support.ts';
import { checkScreens } from '../support/screens.ts';

// Issue 17, decision 079: a student's content error report reaches the back office; resolving it
// thanks the student in-app.

test.describe('content error reports', () => {
  test('a student reports an error, an admin resolves it with a note, the student is thanked', async ({
    page,
    browser,
    baseURL,
    loginAs,
    buildStudent,
    buildClass,
  }) => {
    test.setTimeout(240_000);
    const student = await practisingStudentInBrowser(page, { buildStudent, buildClass }, { firstName: 'Henrike' });

    // The student reports the first homework exercise.
    await page.goto('/en/account/practice');
    await page.getByRole('list', { name: 'Practice items' }).getByRole('link', { name: 'Start Vocabulary' }).first().click();
    const lessonId = page.url().split('/').pop() ?? '';
    await page.goto(`/en/account/practice/homework/${lessonId}`);
    await expect(page.getByRole('heading', { name: 'Homework', level: 1 })).toBeVisible();
    const details = `The accepted answer should also allow “Ihnen” (${student.email}).`;
    await page.getByRole('button', { name: 'Report an error' }).first().click();
    const report = page.getByRole('dialog', { name: 'Report an error' });
    await report.getByRole('checkbox', { name: 'A spelling mistake' }).check();
    await report.getByRole('textbox', { name: 'Details' }).fill(details);
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(report).toBeHidden();

    // The admin, in a browser of their own, finds it among the open reports from the navigation.
    const admin = await adminInOwnBrowser(browser, baseURL, loginAs);
    await admin.getByRole('navigation').getByRole('link', { name: 'Content reports', exact: true }).click();
    await expect(admin.getByRole('heading', { name: 'Content error reports', level: 1 })).toBeVisible();
    const card = admin.getByTestId('content-report').filter({ hasText: details });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Exercise');
    await expect(card).toContainText('Typo');
    await expect(card).toContainText(`Henrike`);
    await checkScreens(admin, 'reports-open');

    // Decision 104: the report links to its exercise in the content editor, to fix it before resolving.
    await card.getByRole('link', { name: /^Fix “.+” in the editor$/ }).click();
    await expect(admin.getByRole('heading', { name: /^Lesson \d+: /, level: 1 })).toBeVisible();
    await expect(admin).toHaveURL(/\/admin\/en\/content\/lessons\/[0-9a-f-]+#item-[0-9a-f-]+$/);
    const itemId = new URL(admin.url()).hash.slice(1);
    await expect(admin.locator(`[id="${itemId}"]`)).toContainText('1 open report');
    await admin.goBack();
    await expect(card).toBeVisible();

    // Resolve with a note, by keyboard.
    await card.getByRole('button', { name: /^Resolve the report about/ }).focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: 'Resolve this report' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Note (optional)').fill('Added “Ihnen” as an accepted answer.');
    await checkScreens(admin, 'reports-resolve-dialog');
    await dialog.getByRole('button', { name: 'Resolve' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByRole('status').filter({ hasText: 'Report resolved.' })).toBeVisible();
    await expect(card).toHaveCount(0);

    // It is listed under Resolved with the note.
    await admin.getByRole('radio', { name: 'Resolved' }).check();
    const resolved = admin.getByTestId('content-report').filter({ hasText: details });
    await expect(resolved).toContainText('Note: Added “Ihnen” as an accepted answer.');
    await expect(resolved.getByRole('button')).toHaveCount(0);
    await checkScreens(admin, 'reports-resolved');
    await admin.context().close();

    // The student sees the thank-you in their notifications, leading to practice.
    await page.goto('/en/account/notifications');
    const thanks = page.getByRole('link', { name: /^Thanks: we fixed “/ });
    await expect(thanks.first()).toBeVisible();
    await thanks.first().click();
    await expect(page).toHaveURL(/\/en\/account\/practice$/);
  });
});
