import { expect, expectNoSeriousA11yViolations, test } from '../fixtures.ts';
import { PATHS } from './teacher-account-support.ts';

const PAGES: [string, string][] = [
  ['Account', 'Account'],
  ['Invoice and payment details', 'Invoice and payment details'],
  ['About me', 'About me'],
  ['Languages', 'Languages'],
  ['Preferences', 'Preferences'],
  ['Calendar connection', 'Calendar connection'],
  ['Notifications', 'Notifications'],
  ['Rating and feedback', 'Rating and feedback'],
  ['Certification', 'Certification'],
  ['Password', 'Password'],
];

test.describe('teacher profile pages', () => {
  test('the demo teacher moves through every profile page with the side navigation', async ({ page, loginAs }) => {
    await loginAs(page, 'teacher');
    await page.goto(PATHS.profile());
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    // The default page is "profile" (about me).
    await expect(page.getByRole('heading', { name: 'About me', level: 2 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'About me' })).toHaveValue(/Freiburg/);
    const nav = page.getByRole('navigation', { name: 'Profile pages' });
    for (const [link, heading] of PAGES) {
      await nav.getByRole('link', { name: link, exact: true }).click();
      await expect(page.getByRole('heading', { name: heading, level: 2, exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: link, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  test("each page shows the demo teacher's data", async ({ page, loginAs }) => {
    await loginAs(page, 'teacher');
    await page.goto(PATHS.profile('account'));
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('teacher@example.com');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('link', { name: 'Read Teacher terms, version 2' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(PATHS.profile('invoice'));
    await expect(page.getByLabel('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 00');
    await expectNoSeriousA11yViolations(page);

    await page.goto(PATHS.profile('languages'));
    await expect(page.getByLabel('Language 1', { exact: true })).toHaveValue('German');

    await page.goto(PATHS.profile('rating'));
    await expect(page.getByText('Your average rating')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Feedback from your students' })).toBeVisible();

    await page.goto(PATHS.profile('certification'));
    await expect(page.getByRole('link', { name: 'CELTA certificate.pdf' })).toBeVisible();
    await expect(page.getByText('PDF only. Maximum file size 4MB.')).toBeVisible();

    await page.goto(PATHS.profile('calendar-connection'));
    await expect(page.getByText('Status:')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // view/terms from the account page: read only.
    await page.goto(PATHS.profile('account'));
    await page.getByRole('link', { name: 'Read Teacher terms, version 2' }).click();
    await expect(page).toHaveURL(/\/teacher\/en\/view\/terms\//);
    await expect(page.getByRole('heading', { name: 'Teacher Terms and Conditions', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Accepted on /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  });

  test('a chosen file is checked by the form, then by the server, and the error says why', async ({ page, loginAs }) => {
    await loginAs(page, 'teacher');
    // Certificate: not a PDF, refused in the browser before any upload.
    await page.goto(PATHS.profile('certification'));
    await page
      .getByLabel('Upload a certificate')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('My notes') });
    await expect(page.getByRole('alert').filter({ hasText: 'Please upload a PDF file.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'notes.txt' })).toHaveCount(0);
    // Photo: small enough for the browser, but no image: the server's `file` error reaches the page.
    await page.goto(PATHS.profile('account'));
    await page
      .getByLabel(/^(Upload a photo|Change photo)$/)
      .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: Buffer.from('not really a picture') });
    await expect(page.getByRole('alert').filter({ hasText: 'Please upload a JPEG, PNG or WebP image.' })).toBeVisible();
  });

  test("learning material lists the lessons of the teacher's languages with slides, searchable", async ({ page, loginAs }) => {
    await loginAs(page, 'teacher');
    await page.goto(PATHS.learningMaterial);
    await expect(page.getByRole('heading', { name: 'Learning material', level: 1 })).toBeVisible();
    await expect(page.getByText(/\d+ levels? found/)).toBeVisible();
    const slides = page.getByRole('link', { name: /^Slides \(PDF\)/ }).first();
    await expect(slides).toHaveAttribute('href', /\/api\/lessons\/[0-9a-f-]+\/presentation\.pdf$/);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Level').selectOption('B1');
    await expect(page).toHaveURL(/level=B1/);
    await expect(page.getByRole('heading', { level: 2 }).first()).toContainText('B1');
    await page.getByLabel('Search lessons').fill('zzzz-no-such-lesson');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No lessons match your search.')).toBeVisible();
  });
});
