import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { checkScreens } from '../support/screens.ts';

// Issue 19, decision 094: an admin's grant of credits lands in the audit log, which the back
// office filters by action and object and opens to the arguments and the balance after.
/**
 * Clicks Filter and waits for the log's answer to these filters: until then the previous list may
 * still be on screen (other specs' actions among it), and nothing about it should be asserted.
 */
async function filterBy(page: Page, expected: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => response.url().includes('/graphql') && (response.request().postData() ?? '').includes(expected),
  );
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await answered;
}

test.describe('the audit log', () => {
  test('an admin grants credits, then finds the action in the audit log with the student and the amount', async ({
    page,
    loginAs,
    buildStudent,
  }) => {
    const student = await buildStudent({ firstName: 'Oda' });
    // A fresh amount, so the row is this test's even beside other specs' grants.
    const amount = 2 + Math.floor(Math.random() * 7);
    await loginAs(page, 'admin');
    await page.goto('/admin/en/students');
    await page.getByLabel('Name, e-mail or student number').fill(student.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: student.email });
    await row.getByRole('button', { name: `Grant credits to ${student.email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Grant credits to Oda' });
    await dialog.getByLabel('Number of credits').fill(String(amount));
    await dialog.getByLabel('Reason').fill('Audit trail check');
    await dialog.getByRole('button', { name: 'Grant credits' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId('student-group-credits')).toHaveText(String(amount));

    await page.getByRole('navigation').getByRole('link', { name: 'Audit log', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await page.getByLabel('Action', { exact: true }).selectOption('adminGrantCredits');
    await filterBy(page, '"action":"adminGrantCredits"');
    const entries = page.getByTestId('audit-entry');
    await expect(entries.first()).toContainText('adminGrantCredits');
    const entry = entries.filter({ hasText: student.id });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Done');
    // Every row of the filtered list is a grant.
    await expect(entries.filter({ hasNotText: 'adminGrantCredits' })).toHaveCount(0);

    await entry.getByText('Show adminGrantCredits details').click();
    const details = entry.locator('details');
    await expect(details.locator('dd').first()).toContainText(`"amount": ${amount}`);
    await expect(details.locator('dd').first()).toContainText(`"studentId": "${student.id}"`);
    await expect(details.locator('dd').nth(2)).toContainText(`"groupCredits": ${amount}`);
    await checkScreens(page, 'audit-log');

    // The object filter narrows to the student's one row; a filter that matches nothing says so.
    await page.getByLabel('Object ID').fill(student.id);
    await filterBy(page, student.id);
    await expect(entries).toHaveCount(1);
    const nothing = crypto.randomUUID();
    await page.getByLabel('Object ID').fill(nothing);
    await filterBy(page, nothing);
    await expect(page.getByText('No admin action matches these filters.')).toBeVisible();
    await checkScreens(page, 'audit-log-empty');
  });
});
