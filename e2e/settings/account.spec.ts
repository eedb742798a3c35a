import {
  AREAS,
  expect,
  expectNoSeriousA11yViolations,
  extractLink,
  loginThroughUi,
  signInBrowser,
  test,
  uniqueEmail,
  waitForEmail,
  keepScreenshot,
} from '../fixtures.ts';

const PAGE = '/en/account/settings/account';
const NEW_PASSWORD = 'seven quiet harbours at dawn 2026';

test.describe('settings › account details', () => {
  test('change the name, the e-mail through its link, the password, and add a phone number', async ({ page, buildStudent, browser }) => {
    test.setTimeout(180_000);
    const student = await buildStudent({ firstName: 'Greta' });
    await signInBrowser(page, student);
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Account details' })).toBeVisible();
    await expect(page.getByTestId('student-id')).toContainText(/Your student ID: \S+/);
    // The tab row opens on this page.
    await expect(page.getByRole('link', { name: 'Account details' })).toHaveAttribute('aria-current', 'page');

    // Name.
    const name = page.getByTestId('account-name');
    await name.getByLabel('First name').fill('Margarethe');
    await name.getByLabel('Last name').fill('Vogel');
    await name.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Your name is saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('account-name').getByLabel('First name')).toHaveValue('Margarethe');

    // Phone: an invalid number is refused under its field, a valid one is kept in international form.
    const phone = page.getByTestId('account-phone');
    await phone.getByLabel('Country').selectOption('DE');
    await phone.getByLabel('Phone number').fill('12');
    await phone.getByRole('button', { name: 'Save phone numbers' }).click();
    await expect(phone.getByText('This phone number is not valid.')).toBeVisible();
    await expect(phone.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
    await phone.getByLabel('Phone number').fill('0151 23456789');
    await phone.getByLabel('WhatsApp number').fill('+44 7911 123456');
    await phone.getByRole('button', { name: 'Save phone numbers' }).click();
    await expect(page.getByText('Your phone numbers are saved.')).toBeVisible();
    await expect(page.getByTestId('account-phone').getByLabel('Phone number')).toHaveValue('+4915123456789');

    await expectNoSeriousA11yViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(page, `settings-account-${width}`);
    }

    // E-mail: a link to the new address; the old address is told and stays until the link is opened.
    const newEmail = uniqueEmail('moved');
    const email = page.getByTestId('account-email');
    await email.getByLabel('New email address').fill(newEmail);
    await email.getByLabel('Your current password').fill(student.password);
    const since = Date.now();
    await email.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(email.getByText(`We sent a confirmation link to ${newEmail}.`)).toBeVisible();
    await expect(email).toContainText(student.email);
    await waitForEmail({ to: student.email, subject: 'Someone asked to change your Parla email address', containing: newEmail, since });
    const mail = await waitForEmail({ to: newEmail, subject: 'Confirm your new email address', since });
    await page.goto(extractLink(mail.text, 'email-token='));
    await expect(page.getByText(`Done: you now sign in with ${newEmail}.`)).toBeVisible();
    await expect(page).not.toHaveURL(/email-token/);
    await expect(page.getByTestId('account-email')).toContainText(newEmail);

    // Password: the other session ends; the new password signs in.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInBrowser(otherPage, { email: newEmail, password: student.password });
    const password = page.getByTestId('account-password');
    await password.getByLabel('Current password').fill(student.password);
    await password.getByLabel('New password', { exact: true }).fill('short');
    await password.getByLabel('Repeat the new password').fill('short');
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByText(/at least \d+ characters long/)).toBeVisible();
    await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await password.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed. Other devices have been signed out.')).toBeVisible();
    const stale = await otherPage.request.get('/api/users/profile', { headers: { 'X-Release-Id': 'e2e' } });
    expect(stale.status()).toBe(401);
    await other.close();

    const fresh = await browser.newContext();
    const freshPage = await fresh.newPage();
    await loginThroughUi(freshPage, 'student', { email: newEmail, password: NEW_PASSWORD });
    await expect(freshPage).toHaveURL(new RegExp(AREAS.student.home));
    await fresh.close();
  });

  test('German page, photo upload and removal', async ({ page, buildStudent }) => {
    const student = await buildStudent({ firstName: 'Jonas' });
    await signInBrowser(page, student);
    await page.goto('/de/account/settings/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontodaten' })).toBeVisible();
    // A 1x1 PNG: the server re-encodes it as WebP.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.getByTestId('photo-input').setInputFiles({ name: 'ich.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Dein Foto ist gespeichert.')).toBeVisible();
    await expect(page.getByTestId('photo-image')).toBeVisible();
    await page.getByTestId('photo-input').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') });
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Foto entfernen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Foto entfernen' }).click();
    await expect(page.getByTestId('photo-image')).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 900 });
    await keepScreenshot(page, 'settings-account-de-390');
  });
});
