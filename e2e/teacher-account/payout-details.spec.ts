import { expect, expectNoSeriousA11yViolations, test, waitForEmail } from '../fixtures.ts';
import { acceptTermsThroughUi, PATHS, signInTeacher } from './teacher-account-support.ts';

test.describe('invoice and payment details', () => {
  test('a new teacher accepts the terms first, then changes the IBAN with the code e-mailed to them', async ({ page, buildTeacher }) => {
    const teacher = await buildTeacher({ firstName: 'Iris', acceptAgreements: false });
    await signInTeacher(page, teacher);

    // The agreement gate: home shows a notice, work pages send the teacher to the terms first.
    await expect(page.getByRole('region', { name: 'Updated terms' })).toBeVisible();
    await page.goto(PATHS.booking);
    await expect(page).toHaveURL(/\/teacher\/en\/terms\/[0-9a-f-]+\?redirect=/);
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    expect(await acceptTermsThroughUi(page)).toBe(4);
    await expect(page).toHaveURL(/\/teacher\/en\/booking/);

    await page.goto(PATHS.profile('invoice'));
    await expect(page.getByRole('heading', { name: 'Invoice and payment details', level: 2 })).toBeVisible();
    await page.getByLabel('Street address 1').fill('Kastanienallee 5');
    await page.getByLabel('City').fill('Berlin');
    await page.getByLabel('State or region').fill('Berlin');
    await page.getByLabel('Zip code').fill('10435');
    await page.getByLabel('Country').selectOption('DE');
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
    await page.getByLabel('BIC / SWIFT code').fill('COBADEFFXXX');
    await page.getByRole('button', { name: 'Save payment details' }).click();
    await expect(page.getByText('This is not a valid IBAN.')).toBeVisible();
    await expect(page.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');

    const since = Date.now();
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await page.getByRole('button', { name: 'Save payment details' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm with your code' });
    await expect(dialog).toBeVisible();
    const mail = await waitForEmail({ to: teacher.email, subject: /Your verification code: \d{6}/, since });
    const code = /(\d{6})/.exec(mail.subject)![1];

    // A wrong code is refused and counted.
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await dialog.getByLabel('6-digit code').fill(wrongCode);
    await dialog.getByRole('button', { name: 'Confirm and save' }).click();
    await expect(dialog.getByText('The verification code is not correct. Attempts left: 4.')).toBeVisible();

    await dialog.getByLabel('6-digit code').fill(code);
    await dialog.getByRole('button', { name: 'Confirm and save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your payment details were saved.')).toBeVisible();
    await waitForEmail({ to: teacher.email, subject: 'Your payment details were changed', since });

    await page.reload();
    await expect(page.getByLabel('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 00');
    await expect(page.getByLabel('BIC / SWIFT code')).toHaveValue('COBADEFFXXX');
  });
});
