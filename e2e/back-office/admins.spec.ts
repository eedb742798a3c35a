import type { APIRequestContext } from '@playwright/test';
import {
  checkScreens,
  expect,
  extractLink,
  graphql,
  signInBrowser,
  STRONG_PASSWORD,
  test,
  uniqueEmail,
  waitForEmail,
} from '../fixtures.ts';

// Decision 105: the back office's admins page (invite with an e-mailed link, never a password;
// change a role; remove rights, confirmed; the test admin outside production; a support admin
// reads the list only, with the spec's rights message) and a price change scheduled from
// Commerce > Packages with its preview per currency, then cancelled.
test.describe('the admins page', () => {
  test('a full admin invites an admin who sets a password, changes a role and removes rights; a support admin reads only', async ({
    page,
    browser,
    baseURL,
    loginAs,
    adminApi,
  }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'admin');
    await page.goto('/admin/en/home');
    await page.getByRole('navigation').getByRole('link', { name: 'Admins', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Admins', level: 1 })).toBeVisible();
    await expect(page.getByTestId('admin-row').filter({ hasText: '(you)' })).toHaveCount(1);
    await checkScreens(page, 'admins');

    // Invite: the form checks the contract, then the invitation goes out; no password anywhere.
    const email = uniqueEmail('new.admin');
    const since = Date.now();
    await page.getByRole('button', { name: 'New admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'New admin' });
    await dialog.getByLabel('E-mail address').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(dialog.getByText('This email address is not valid.')).toBeVisible();
    await dialog.getByLabel('First name').fill('Ines');
    await dialog.getByLabel('Last name').fill('Ibarra');
    await dialog.getByLabel('E-mail address').fill(email);
    await dialog.getByLabel('Role').selectOption('support');
    await expect(dialog.getByLabel(/password/i)).toHaveCount(0);
    await checkScreens(page, 'admins-new');
    await dialog.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('admin-row').filter({ hasText: email });
    await expect(row).toContainText('Support');
    await expect(row).toContainText('Invitation not accepted yet');

    // The invited admin chooses a password through the e-mailed link and lands in the back office.
    const mail = await waitForEmail({ to: email, subject: 'Your Parla back-office account', since });
    const invited = await browser.newContext({ baseURL });
    try {
      const invitedPage = await invited.newPage();
      await invitedPage.goto(extractLink(mail.text, '/password/set/'));
      await invitedPage.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
      await invitedPage.getByLabel('Repeat the password').fill(STRONG_PASSWORD);
      await invitedPage.getByRole('button', { name: 'Set password and log in' }).click();
      await expect(invitedPage).toHaveURL(/\/admin\/en\/home$/);
    } finally {
      await invited.close();
    }
    await page.reload();
    await expect(row).not.toContainText('Invitation not accepted yet');

    // Role change and removal are confirmed, and say what follows.
    await row.getByRole('button', { name: 'Make full admin: Ines Ibarra' }).click();
    const roleDialog = page.getByRole('dialog', { name: 'Change the role of Ines Ibarra?' });
    await expect(roleDialog).toContainText('can then do everything in the back office');
    await roleDialog.getByRole('button', { name: 'Make full admin' }).click();
    await expect(roleDialog).toBeHidden();
    await expect(row).toContainText('Full admin');
    await row.getByRole('button', { name: 'Remove rights: Ines Ibarra' }).click();
    const removeDialog = page.getByRole('dialog', { name: 'Remove the admin rights of Ines Ibarra?' });
    await checkScreens(page, 'admins-remove');
    await removeDialog.getByRole('button', { name: 'Remove admin rights' }).click();
    await expect(removeDialog).toBeHidden();
    await expect(row).toHaveCount(0);

    // The test admin of 001 §6 (this is not production): its password is shown once.
    await page.getByRole('button', { name: 'Create a test admin' }).click();
    const testDialog = page.getByRole('dialog', { name: 'Create a test admin' });
    await testDialog.getByRole('button', { name: 'Create test admin' }).click();
    const created = page.getByRole('dialog', { name: 'Test admin created' });
    const testEmail = (await created.getByTestId('test-admin-email').textContent()) ?? '';
    const testPassword = (await created.getByTestId('test-admin-password').textContent()) ?? '';
    expect(testEmail).toMatch(/^test-admin-[0-9a-f]+@parla\.test$/);
    await created.getByRole('button', { name: 'Done' }).click();

    // That test admin is a support admin: the list, read only, with the spec's rights message.
    const support = await browser.newContext({ baseURL });
    try {
      const supportPage = await support.newPage();
      await signInBrowser(supportPage, { email: testEmail, password: testPassword }, 'admin');
      await supportPage.goto('/admin/en/admins');
      await expect(supportPage.getByRole('status').filter({ hasText: 'You are not allowed to change the position!' })).toBeVisible();
      await expect(supportPage.getByRole('button', { name: 'New admin' })).toHaveCount(0);
      await expect(supportPage.getByTestId('admin-row').first()).toBeVisible();
      await expect(supportPage.getByRole('button', { name: /^Remove rights: / })).toHaveCount(0);
      await checkScreens(supportPage, 'admins-support');
    } finally {
      await support.close();
      await removeTestAdmin(adminApi, testEmail);
    }
  });
});

async function removeTestAdmin(adminApi: APIRequestContext, email: string) {
  const list = await graphql<{ adminAccounts: { id: string; email: string }[] }>(adminApi, '{ adminAccounts { id email } }');
  const admin = list.adminAccounts.find((a) => a.email === email);
  if (admin) await graphql(adminApi, 'mutation($u: ID!) { adminRemoveAdmin(userId: $u) }', { u: admin.id });
}

test.describe('price changes', () => {
  test('an admin previews new prices per currency, schedules them, and cancels before the date', async ({ page, loginAs, adminApi }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'admin');
    await page.goto('/admin/en/commerce/packages');
    await expect(page.getByRole('heading', { name: 'Packages and prices', level: 2 })).toBeVisible();
    const packageRow = page
      .getByTestId('package-row')
      .filter({ has: page.getByRole('button', { name: /^Change prices: / }) })
      .first();
    const name = ((await packageRow.getByRole('button', { name: /^Change prices: / }).getAttribute('aria-label')) ?? '').replace(
      'Change prices: ',
      '',
    );
    await packageRow.getByRole('button', { name: `Change prices: ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `New prices for ${name}` });
    await expect(dialog.getByLabel('First day of the new prices')).not.toHaveValue('');

    // Nothing entered: the form says so before asking the server.
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByText('Enter at least one new price.')).toBeVisible();
    await dialog.getByLabel('New price (EUR)').fill('123.45');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    const preview = dialog.getByTestId('price-change-preview');
    await expect(preview.getByTestId('price-change-preview-line')).toHaveCount(1);
    await expect(preview).toContainText('€123.45');
    await expect(preview).toContainText(/subscribers? (is|are) told/);
    await expect(preview).toContainText('Nothing is sent until you schedule it.');
    await checkScreens(page, 'price-change-preview');

    try {
      await dialog.getByRole('button', { name: 'Schedule and tell subscribers' }).click();
      await expect(dialog).toBeHidden();
      const change = page.getByTestId('price-change-row').filter({ hasText: name }).filter({ hasText: '€123.45' });
      await expect(change).toContainText('Scheduled');
      await checkScreens(page, 'price-changes');

      await change.getByRole('button', { name: `Cancel change: ${name} (EUR)` }).click();
      const confirm = page.getByRole('dialog', { name: `Cancel the new price €123.45 for ${name}?` });
      await confirm.getByRole('button', { name: 'Cancel the change' }).click();
      await expect(confirm).toBeHidden();
      await expect(change).toContainText('Cancelled');
    } finally {
      // Never leave this new price behind for the specs that move the clock weeks ahead.
      const listed = await graphql<{ adminPriceChanges: { id: string; status: string; newPrice: { amount: number } }[] }>(
        adminApi,
        '{ adminPriceChanges { id status newPrice { amount } } }',
      );
      for (const left of listed.adminPriceChanges.filter((c) => c.status === 'scheduled' && c.newPrice.amount === 12345)) {
        await graphql(adminApi, 'mutation($id: ID!) { adminCancelPriceChange(id: $id) { id } }', { id: left.id });
      }
    }
  });
});
