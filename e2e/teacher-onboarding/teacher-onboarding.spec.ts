import { checkScreens } from '../support/screens.ts';
import type { Page } from '@playwright/test';
import { expect, test, waitForEmail } from '../fixtures.ts';
import { acceptTermsThroughUi, signInTeacher } from '../teacher-account/teacher-account-support.ts';

const FLOW = '/teacher/en/onboarding';

/** Types into the focused field, as a keyboard user does. */
async function typeInto(page: Page, label: string | RegExp, text: string) {
  const field = page.getByLabel(label);
  await field.focus();
  await field.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test.describe('teacher onboarding (issue 16)', () => {
  test('a new teacher goes through the flow by keyboard, resumes where they left, and ends onboarded on the home page', async ({
    page,
    buildTeacher,
  }) => {
    test.setTimeout(180_000);
    const teacher = await buildTeacher({ firstName: 'Noa', sections: ['spanish'], acceptAgreements: false, onboarded: false });
    await signInTeacher(page, teacher);

    // Home sends a teacher not onboarded into the flow; so do the work pages, before the terms.
    await expect(page).toHaveURL(`${FLOW}/profile`);
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your teaching account' })).toBeVisible();
    await expect(page.getByText(/Booking, your schedule, payments and learning material open when you have finished/)).toBeVisible();
    await page.goto('/teacher/en/booking');
    await expect(page).toHaveURL(`${FLOW}/profile`);
    await expect(page.getByRole('link', { name: /Your profile/ })).toHaveAttribute('aria-current', 'step');
    await checkScreens(page, 'profile');

    // Profile: the contract's messages, then a real headline and about-me, submitted with Enter.
    await typeInto(page, 'Headline', 'Hola');
    await page.keyboard.press('Tab');
    await typeInto(page, 'About me', 'Short.');
    await page.getByRole('button', { name: 'Save and continue' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Please write a headline of at least 10 characters.')).toBeVisible();
    await expect(page.getByText('Please tell students about yourself in at least 80 characters.')).toBeVisible();
    await typeInto(page, 'Headline', 'Spanish for travellers and food lovers');
    await typeInto(
      page,
      'About me',
      'I grew up in Valencia and have taught Spanish to adults for six years. My classes are full of real conversations about food, travel and daily life.',
    );
    await page.getByRole('button', { name: 'Save and continue' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${FLOW}/languages`);

    // Resume: leaving and coming back lands on the first step not done (languages were set at invitation).
    await page.goto('/teacher/en/home');
    await expect(page).toHaveURL(`${FLOW}/payout`);
    await page.getByRole('link', { name: /Languages/ }).click();
    await expect(page.getByText('You will teach')).toBeVisible();
    await expect(page.getByText('Spanish', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Next: Payout details' }).focus();
    await page.keyboard.press('Enter');

    // Payout details: the profile's own form, confirmed with the e-mailed code.
    await expect(page).toHaveURL(`${FLOW}/payout`);
    await typeInto(page, 'Street address 1', 'Carrer de Sueca 14');
    await typeInto(page, 'City', 'Valencia');
    await typeInto(page, 'State or region', 'Valencia');
    await typeInto(page, 'Zip code', '46006');
    await page.getByLabel('Country').selectOption('ES');
    await typeInto(page, 'IBAN', 'ES91 2100 0418 4502 0005 1332');
    await typeInto(page, 'BIC / SWIFT code', 'CAIXESBBXXX');
    const since = Date.now();
    await page.getByRole('button', { name: 'Save payment details' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Confirm with your code' });
    await expect(dialog).toBeVisible();
    const mail = await waitForEmail({ to: teacher.email, subject: /Your verification code: \d{6}/, since });
    await dialog.getByLabel('6-digit code').fill(/(\d{6})/.exec(mail.subject)![1]);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('link', { name: /Payout details\s*Done/ })).toBeVisible();
    await page.getByRole('button', { name: 'Next: Calendar' }).click();

    // Calendar: optional, skipped for now.
    await expect(page).toHaveURL(`${FLOW}/calendar`);
    await expect(page.getByText('Step 4 of 6 · Optional')).toBeVisible();
    await page.getByRole('button', { name: 'Continue (connect later if you like)' }).click();

    // Agreements: the terms pages, then back into the flow.
    await expect(page).toHaveURL(`${FLOW}/agreements`);
    await expect(page.getByText('4 agreements are waiting for you.')).toBeVisible();
    await page.getByRole('link', { name: 'Read and accept' }).click();
    expect(await acceptTermsThroughUi(page)).toBe(4);
    await expect(page).toHaveURL(`${FLOW}/agreements`);
    await expect(page.getByText('You have accepted every agreement. Thank you!')).toBeVisible();
    await page.getByRole('button', { name: 'Next: First availability' }).click();

    // Availability: the schedule's own form; Finish waits for it.
    await expect(page).toHaveURL(`${FLOW}/availability`);
    await expect(page.getByText('Still to do before you can finish:')).toBeVisible();
    await checkScreens(page, 'availability');
    await page.getByLabel('Weekday').selectOption('tuesday');
    await page.getByRole('button', { name: 'Save availability' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your availability is saved.')).toBeVisible();
    await expect(page.getByText('Still to do before you can finish:')).toBeHidden();
    await page.getByRole('button', { name: 'Finish and start teaching' }).focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/teacher/en/home');
    await expect(page.getByText('Welcome aboard! Your account is ready.')).toBeVisible();
    await page.goto('/teacher/en/booking');
    await expect(page).toHaveURL('/teacher/en/booking');
    await page.goto(FLOW);
    await expect(page.getByText('Your account is set up.')).toBeVisible();
  });

  test('profile pages stay open while onboarding and say why the rest is locked', async ({ page, buildTeacher }) => {
    const teacher = await buildTeacher({ firstName: 'Ines', acceptAgreements: false, onboarded: false });
    await signInTeacher(page, teacher);
    await page.goto('/teacher/en/profile/password');
    await expect(page).toHaveURL('/teacher/en/profile/password');
    const notice = page.getByRole('region', { name: 'Onboarding' });
    await expect(notice).toContainText('Your account is not set up yet');
    await notice.getByRole('link', { name: 'Continue setting up' }).click();
    await expect(page).toHaveURL(`${FLOW}/profile`);
  });
});
