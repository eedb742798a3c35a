import type { Page } from '@playwright/test';
import { type StudentAccount, type TeacherAccount, expect, signInBrowser, test } from '../fixtures.ts';
import { checkScreens } from '../support/screens.ts';

// Issue 19, decision 100: the back office searches classes, opens one (students, history), and
// invalidates (students refunded and told), releases (teacher off, back on the booking list) or
// moves it (students told, free to cancel with a refund).

/** Searches the classes of a fresh teacher (so no other spec's class is among them) and opens the one of this lesson. */
async function openClassOf(page: Page, teacher: TeacherAccount, teacherName: string, lessonTitle: string): Promise<void> {
  await page.goto('/admin/en/classes');
  await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
  await page.getByLabel('Teacher', { exact: true }).selectOption({ label: teacherName });
  const answered = page.waitForResponse((r) => r.url().includes('/graphql') && (r.request().postData() ?? '').includes(teacher.id));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await answered;
  const row = page.getByTestId('admin-class-row').filter({ hasText: lessonTitle });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(teacherName);
  await row.getByRole('link', { name: lessonTitle }).click();
  await expect(page.getByRole('heading', { name: lessonTitle, level: 1 })).toBeVisible();
}

async function studentSeesNotification(page: Page, student: StudentAccount, text: RegExp): Promise<void> {
  await signInBrowser(page, student);
  await page.goto('/en/account/notifications');
  await expect(page.getByRole('heading', { name: 'Your notifications', level: 1 })).toBeVisible();
  await expect(page.getByText(text).first()).toBeVisible();
}

test.describe('back-office classes', () => {
  // Factories, two browsers and screen checks at two widths: more than the default minute on a loaded machine.
  test.slow();
  test('an admin finds a class, sees its students and cancels it; the student is refunded and told', async ({
    page,
    browser,
    loginAs,
    buildTeacher,
    buildStaffedClass,
  }) => {
    const lastName = `Rask${Date.now().toString(36)}`;
    const teacher = await buildTeacher({ firstName: 'Ivo', lastName });
    const { students, klass } = await buildStaffedClass({ teacher, students: 1, daysAhead: 4 });
    await loginAs(page, 'admin');
    await openClassOf(page, teacher, `Ivo ${lastName}`, klass.lessonTitle);
    await expect(page.getByTestId('class-student')).toContainText('Booked');
    await checkScreens(page, 'admin-class-detail');

    await page.getByRole('button', { name: 'Cancel the class…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this class?' });
    await expect(dialog).toContainText('The 1 booked student gets the credit back');
    await dialog.getByRole('button', { name: 'Cancel the class and refund' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('class-status')).toHaveText('Cancelled');
    await expect(page.getByTestId('class-student')).toContainText('Class cancelled');
    await expect(page.getByTestId('class-student')).toContainText('Credit refunded');
    await expect(page.getByTestId('class-history-entry').filter({ hasText: 'Cancelled by the school' })).toHaveCount(1);

    const studentContext = await browser.newContext();
    const studentPage = await studentContext.newPage();
    await studentSeesNotification(studentPage, students[0], /The school had to cancel .+ Your credit was returned\./);
    await studentContext.close();
  });

  test('an admin releases a class from its teacher', async ({ page, loginAs, buildTeacher, buildStaffedClass }) => {
    const lastName = `Holm${Date.now().toString(36)}`;
    const teacher = await buildTeacher({ firstName: 'Lea', lastName });
    const { klass } = await buildStaffedClass({ teacher, students: 1, daysAhead: 5 });
    await loginAs(page, 'admin');
    await openClassOf(page, teacher, `Lea ${lastName}`, klass.lessonTitle);
    await page.getByRole('button', { name: 'Release the teacher…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Release the teacher?' });
    await dialog.getByRole('button', { name: 'Release the teacher' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('class-teacher')).toHaveText('No teacher yet');
    await expect(page.getByTestId('class-student')).toContainText('Booked');
    await expect(page.getByRole('button', { name: 'Release the teacher…' })).toHaveCount(0);
  });

  test('an admin moves a class to another day; the student is told and may cancel with a refund', async ({
    page,
    browser,
    loginAs,
    buildTeacher,
    buildStaffedClass,
  }) => {
    const lastName = `Lind${Date.now().toString(36)}`;
    const teacher = await buildTeacher({ firstName: 'Moa', lastName });
    const { students, klass } = await buildStaffedClass({ teacher, students: 1, daysAhead: 6 });
    await loginAs(page, 'admin');
    await openClassOf(page, teacher, `Moa ${lastName}`, klass.lessonTitle);
    const before = await page.getByTestId('class-start').textContent();
    await page.getByRole('button', { name: 'Move…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move this class' });
    const start = new Date(klass.startDate);
    const next = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
    const day = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
    await dialog.getByLabel('Day').fill(day);
    // Keeping the teacher is offered (and ticked) when they are free then; this move releases them.
    await dialog.getByRole('checkbox', { name: /^Keep Moa/ }).uncheck();
    await expect(dialog).toContainText('A new time releases');
    await checkScreens(page, 'admin-class-move');
    await dialog.getByRole('button', { name: 'Move the class' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('class-start')).not.toHaveText(before ?? '');
    await expect(page.getByTestId('class-teacher')).toHaveText('No teacher yet');
    await expect(page.getByTestId('class-history-entry').filter({ hasText: 'Moved' })).toHaveCount(1);

    const studentContext = await browser.newContext();
    const studentPage = await studentContext.newPage();
    await studentSeesNotification(studentPage, students[0], /now starts .+ cancel it with your credit returned until the start/);
    await studentContext.close();
  });

  test('the classes page passes the screen checks', async ({ page, loginAs }) => {
    await loginAs(page, 'admin');
    await page.goto('/admin/en/classes');
    await expect(page.getByRole('heading', { name: 'Classes', level: 1 })).toBeVisible();
    await expect(page.getByText('Loading').first()).toBeHidden();
    await checkScreens(page, 'admin-classes');
  });
});
