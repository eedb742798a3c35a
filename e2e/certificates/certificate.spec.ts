import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, graphql, signInBrowser, test } from '../fixtures.ts';

// Certificates (issue 18, decision 088): a student who completed 90% of a level downloads the CEFR
// certificate, and its code verifies on the public page; a wrong code does not.

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: `/tmp/shots/certs2/${name}-${width}.png`, fullPage: true });
  }
}

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

    await page.goto('/en/account/certificates');
    await expect(page.getByRole('heading', { name: 'Certificates', level: 1 })).toBeVisible();
    const level = page.getByTestId('level').first();
    await expect(level.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /9\d|100/);
    const code = (await level.getByTestId('certificate-code').textContent())!.trim();
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await shoot(page, 'certificates');

    const link = level.getByRole('link', { name: /Download the .* certificate \(PDF\)/ });
    const pdf = await page.request.get((await link.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    // The public page, signed out.
    await page.context().clearCookies();
    await page.goto(`/en/certificates/verify/${code}`);
    await expect(page.getByTestId('verify-genuine')).toContainText('This is a genuine Parla certificate');
    await expect(page.getByTestId('verify-genuine')).toContainText('Lena');
    await shoot(page, 'verify-genuine');

    await page.getByLabel('Verification code').fill('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('verify-unknown')).toContainText('This is not a valid certificate');
    await shoot(page, 'verify-unknown');
  });

  test('a student without progress sees bars and no download', async ({ page, buildStudent }) => {
    const student = await buildStudent();
    await signInBrowser(page, student);
    await page.goto('/en/account/certificates');
    await expect(page.getByText('Your certificate becomes available at 90% of the level.').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /certificate \(PDF\)/ })).toHaveCount(0);
    await shoot(page, 'certificates-none');
  });
});
