import { readFile } from 'node:fs/promises';
import { expect, expectNoSeriousA11yViolations, extractLink, signInBrowser, test, waitForEmail } from '../fixtures.ts';
import { checkScreens } from '../support/screens.ts';

/** Issue 14: the support page (contact form, data export, the way to close the account). */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200)]);

test.describe('account/settings/support', () => {
  test('a student sends a message with a screenshot; the school and the student get it by e-mail', async ({ page, buildStudent }) => {
    const student = await buildStudent({ firstName: 'Noor' });
    await signInBrowser(page, student);
    await page.goto('/en/account/settings/support');
    await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Support', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Frequently asked questions' })).toHaveAttribute('href', '/en/faq');
    await expect(page.getByRole('link', { name: 'Close account' })).toHaveAttribute('href', '/en/account/settings/close-account');
    await expectNoSeriousA11yViolations(page);
    await checkScreens(page, 'support');

    // Empty form: the contract's messages, per field.
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please choose a topic.')).toBeVisible();
    await expect(page.getByText('Please describe your question in at least 10 characters.')).toBeVisible();

    await page.getByLabel('Topic').selectOption({ label: 'Technical problem' });
    await page.getByLabel('Your message').fill('The classroom does not find my microphone since Monday, in Chrome on Windows.');
    await page.getByLabel('Attachment (optional)').setInputFiles({ name: 'microphone.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Send message' }).click();
    const sent = page.getByRole('status').filter({ hasText: /Your message S-[0-9A-F]{8} is with our team/ });
    await expect(sent).toBeVisible();
    const reference = (await sent.textContent())?.match(/S-[0-9A-F]{8}/)?.[0] ?? '';

    const school = await waitForEmail({ to: 'support@parla.school', subject: `[${reference}] Technical problem` });
    expect(school.text).toContain(student.email);
    expect(school.text).toContain('microphone.png');
    const receipt = await waitForEmail({ to: student.email, subject: `We have your message (${reference})` });
    expect(receipt.text).toContain('does not find my microphone');
  });

  test('a student asks for their data and opens the e-mailed link: a JSON of their account', async ({ page, buildStudent }) => {
    const student = await buildStudent({ firstName: 'Emil', group: 2 });
    await signInBrowser(page, student);
    await page.goto('/en/account/settings/support');
    await page.getByRole('button', { name: 'Email me my data' }).click();
    await expect(page.getByRole('status').filter({ hasText: `The download link is on its way to ${student.email}` })).toBeVisible();

    const mail = await waitForEmail({ to: student.email, subject: 'Your Parla data is ready' });
    const link = extractLink(mail.text, '/api/users/me/data-export/');
    const download = page.waitForEvent('download');
    await page.goto(link).catch(() => undefined); // an attachment: the navigation becomes a download
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^parla-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await file.path()) ?? '', 'utf8'));
    expect(data.profile).toMatchObject({ email: student.email, firstName: 'Emil' });
    expect(data.creditsLedger).toEqual([expect.objectContaining({ kind: 'group', delta: 2 })]);

    // Signed out, the same link opens nothing.
    await page.context().clearCookies();
    const response = await page.request.get(link);
    expect(response.status()).toBe(401);
  });
});
