import { expect, graphql, signInBrowser, test, waitForEmail } from '../fixtures.ts';
import { checkScreens } from '../support/screens.ts';

// Certificates (issue 18, decision 088): a student who completed 90% of a level downloads the CEFR
// certificate, and its code verifies on the public page; a wrong code does not.

const COURSE = 'query { coursePage { chapters { lessons { id } } } }';
const COMPLETE = 'mutation($id: ID!) { completeLesson(lessonId: $id) { id } }';

test.describe('certificates', () => {
  test('a level at 90% gives a certificate whose code verifies publicly', async ({ page, buildStudent }) => {
    test.setTimeout(120_000);
    const student = await buildStudent({ firstName: 'Lena' });
    await signInBrowser(page, student);
    const course = await graphql<{ coursePage: { chapters: { lessons: { id: string }[] }[] } }>(page.request, COURSE);
    const lessons = course.coursePage.chapters.flatMap((c) => c.lessons.map((l) => l.id));
    for (const id of lessons.slice(0, Math.ceil(lessons.length * 0.9))) await graphql(page.request, COMPLETE, { id });

    // Reaching 90% issues the certificate (the progress-check job) and tells the student once.
    const mail = await waitForEmail({ to: student.email, subject: 'certificate is ready' });
    expect(mail.text).toContain('/account/certificates');
    await page.goto('/en/account/notifications');
    const note = page.getByRole('link', { name: /your certificate is ready to download/ });
    await expect(note).toHaveCount(1);
    await note.click();
    await expect(page).toHaveURL(/\/en\/account\/certificates$/);
    await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
    const level = page.getByTestId('level').first();
    await expect(level.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /9\d|100/);
    const code = (await level.getByTestId('certificate-code').textContent())!.trim();
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const issued = (await level.getByText(/^Issued on/).textContent())!;
    await checkScreens(page, 'certificates');

    const link = level.getByRole('link', { name: /Download the .* certificate \(PDF\)/ });
    const pdf = await page.request.get((await link.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // The public page, signed out.
    await page.context().clearCookies();
    await page.goto(`/en/certificates/verify/${code}`);
    await expect(page.getByTestId('verify-genuine')).toContainText('This is a genuine Parla certificate');
    await expect(page.getByTestId('verify-genuine')).toContainText('Lena');
    // One issue date on both pages, whatever the reader's zone.
    const day = issued.match(/Issued on (.+?)\. Verification/)?.[1];
    expect(day).toBeTruthy();
    await expect(page.getByTestId('verify-genuine')).toContainText(`Issued on ${day}.`);
    await checkScreens(page, 'verify-genuine');

    await page.getByLabel('Verification code').fill('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('verify-unknown')).toContainText('This is not a valid certificate');
    await checkScreens(page, 'verify-unknown');
  });

  test('a student without progress sees bars and no download', async ({ page, buildStudent }) => {
    const student = await buildStudent();
    await signInBrowser(page, student);
    await page.goto('/en/account/certificates');
    await expect(page.getByText('Your certificate becomes available at 90% of the level.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /certificate \(PDF\)/ })).toHaveCount(0);
    await checkScreens(page, 'certificates-none');
  });
});
