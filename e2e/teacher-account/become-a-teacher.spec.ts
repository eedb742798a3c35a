import { expect, expectNoSeriousA11yViolations, test, uniqueEmail, waitForEmail } from '../fixtures.ts';
import { PATHS, pdf } from './teacher-account-support.ts';

test.describe('become a teacher', () => {
  test('an applicant fills in the form, sees the steps and gets a confirmation e-mail', async ({ page }) => {
    const email = uniqueEmail('applicant');
    await page.goto(PATHS.becomeTeacher);
    await expect(page.getByRole('heading', { name: 'Become a teacher', level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Personal information' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Teaching experience' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Checked in the browser first: required fields, LinkedIn URL, the CV.
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
    await expect(page.getByText('Please upload your CV.')).toBeVisible();

    await page.getByLabel('First name', { exact: true }).fill('Lena');
    await page.getByLabel('Last name').fill('Novak');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone number').fill('+49 1512 3456789');
    await page.getByLabel('Country of residence').selectOption('DE');
    await page.getByLabel('Language you want to teach').selectOption('german');
    await page.getByLabel('LinkedIn profile (optional)').fill('https://example.com/lena');
    await page
      .getByLabel('About me')
      .fill('I am a German teacher from Leipzig with a passion for conversation classes and cultural topics.');
    await page.getByLabel('How long have you been teaching?').selectOption('months_13_24');
    await page.getByLabel('Language 1', { exact: true }).fill('German');
    await page.getByLabel('Level of language 1').selectOption('Native');
    await page.getByLabel('Language teaching certificates (optional)').setInputFiles(pdf('Goethe certificate.pdf'));
    await page.getByLabel('CV', { exact: true }).setInputFiles(pdf('CV Lena Novak.pdf'));
    await page.getByLabel('How did you hear about us?').selectOption('job_ad');
    await page.getByLabel('On which website did you see the job ad?').fill('stepstone.de');
    await page
      .getByLabel('Why do you want to teach with us?')
      .fill('I want to reach motivated adult learners online and work with a structured, modern curriculum.');
    await page.getByLabel('I agree to manage my own schedule and teaching location.').check();
    await page.getByLabel('I agree to the processing of my personal data for my application.').check();

    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText('This is not a valid LinkedIn profile URL.')).toBeVisible();
    await page.getByLabel('LinkedIn profile (optional)').fill('https://www.linkedin.com/in/lena-novak');

    const since = Date.now();
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByText(/Checking information…|Sending information…|Thank you for your application!/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you for your application!' })).toBeVisible();
    await expect(page.getByText(`A confirmation email is on its way to ${email}.`)).toBeVisible();
    const mail = await waitForEmail({ to: email, subject: 'We received your application to teach with Parla', since });
    expect(mail.text).toMatch(/TA-[0-9A-F]{8}/);
  });
});
