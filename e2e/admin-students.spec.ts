import { DEMO_ACCOUNTS, expect, loginThroughUi, test } from './fixtures.ts';
import { checkScreens } from './support/screens.ts';

// Issue 19 "Students" and "Impersonation" (decision 098): the admin finds a student, opens their
// page, grants and removes credits, changes their module, opens the student area as them (the
// banner says so) and ends it, back in the back office as themselves.
test.describe("a student's back-office page", () => {
  test('search, credits, module, impersonation with its banner, and the way back', async ({ page, buildStudent }) => {
    // A fresh student: the demo student is read by other specs and must keep its credits and module.
    const student = await buildStudent({ firstName: 'Ines' });
    // Signed in through the form, not the shared session cache: impersonation swaps this browser's cookies.
    await loginThroughUi(page, 'admin', DEMO_ACCOUNTS.admin);

    await page.goto('/admin/en/students');
    await page.getByLabel('Name, e-mail or student number').fill(student.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('row').filter({ hasText: student.email }).getByRole('link', { name: 'Ines' }).click();
    await expect(page.getByRole('heading', { name: 'Ines', level: 1 })).toBeVisible();
    await checkScreens(page, 'admin-student-page');

    // Grant 3, remove 2: the ledger keeps both reasons and the balance is 1.
    await page.getByRole('button', { name: 'Grant credits' }).click();
    const grant = page.getByRole('dialog', { name: 'Grant credits to Ines' });
    await grant.getByLabel('Number of credits').fill('3');
    await grant.getByLabel('Reason (kept on the ledger)').fill('Welcome gift');
    await grant.getByRole('button', { name: 'Grant credits' }).click();
    await expect(grant).toBeHidden();
    await page.getByRole('button', { name: 'Remove credits' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove credits from Ines' });
    await remove.getByLabel('Number of credits').fill('2');
    await remove.getByLabel('Reason (kept on the ledger)').fill('Granted twice');
    await remove.getByRole('button', { name: 'Remove credits' }).click();
    await expect(remove).toBeHidden();
    await expect(page.getByText('1 group, 0 private')).toBeVisible();
    await expect(page.getByTestId('ledger-row').filter({ hasText: 'admin_removal: Granted twice' })).toContainText('-2');
    await expect(page.getByTestId('ledger-row').filter({ hasText: 'admin_grant: Welcome gift' })).toContainText('+3');

    // Change the module, confirmed in a dialog.
    const picker = page.getByLabel('Module', { exact: true });
    const options = await picker
      .locator('option')
      .evaluateAll((nodes) => nodes.map((n) => ({ value: (n as HTMLOptionElement).value, label: n.textContent ?? '' })));
    const current = await picker.inputValue();
    const target = options.find((o) => o.value && o.value !== current);
    if (!target) throw new Error('the demo catalogue has one module only');
    await picker.selectOption(target.value);
    await page.getByRole('button', { name: 'Change module' }).click();
    const confirmModule = page.getByRole('dialog', { name: 'Change the module of Ines?' });
    await confirmModule.getByRole('button', { name: 'Change module' }).click();
    await expect(confirmModule).toBeHidden();
    const moduleName = target.label.split(' · ')[1]?.replace(/ \(.*\)$/, '') ?? '';
    await expect(page.getByText(moduleName, { exact: false }).first()).toBeVisible();

    // Impersonate: the student area with the banner, then End returns to this page as the admin.
    await page.getByRole('button', { name: 'Open the app as this student' }).click();
    await page.getByRole('dialog', { name: 'Open the app as Ines?' }).getByRole('button', { name: 'Open as Ines' }).click();
    await expect(page).toHaveURL(/\/en\/account\/home$|\/en\/today/);
    const banner = page.getByTestId('impersonation-banner');
    await expect(banner).toContainText('You are acting as Ines');
    await checkScreens(page, 'impersonation-banner');
    await banner.getByRole('button', { name: 'End' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/en/students/${student.id}$`));
    await expect(page.getByRole('heading', { name: 'Ines', level: 1 })).toBeVisible();
    await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  });
});
