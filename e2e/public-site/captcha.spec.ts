import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, STRONG_PASSWORD, submitLogin, test, uniqueEmail, keepScreenshots } from '../fixtures.ts';

// reCAPTCHA on the web (decision 068). Outside production a browser with the `parla_test_captcha`
// cookie gets the captcha test double instead of Google's script: its tokens carry the form's
// action and the outcome the cookie asks for, so this proves the token flows from the form to the
// server and that each of 001 §8's three captcha messages reaches the visitor.

type Outcome = 'pass' | 'low-score' | 'wrong-action' | 'invalid';

async function solveCaptchasAs(page: Page, outcome: Outcome, baseURL: string | undefined) {
  await page.context().addCookies([{ name: 'parla_test_captcha', value: outcome, url: baseURL ?? 'http://localhost:3100' }]);
}

/** The body of the next POST to `path`, as the form sent it. */
function nextPost(page: Page, path: string) {
  return page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === path);
}

async function fillRegisterForm(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Marta');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await page.getByRole('checkbox', { name: 'I am 18 years or older' }).check();
}

test.describe('captcha on the web (decision 068)', () => {
  test('no captcha script is loaded where none is configured, nor on pages without a checked form', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/en/register?section=english');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/en/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.filter((path) => path.includes('recaptcha'))).toEqual([]);
  });

  test('registration sends a token for "register"; a passing one creates the account', async ({ page, baseURL }) => {
    await solveCaptchasAs(page, 'pass', baseURL);
    const scriptLoaded = page.waitForRequest((request) => new URL(request.url()).pathname === '/dev/recaptcha/api.js');
    await page.goto('/en/register?section=spanish');
    await scriptLoaded;
    await fillRegisterForm(page, uniqueEmail('captcha-pass'));
    const posted = nextPost(page, '/api/users');
    await page.getByRole('button', { name: 'Create account' }).click();
    const body = (await posted).postDataJSON() as { recaptcha_token?: string };
    expect(body.recaptcha_token).toMatch(/^parla-test\.pass\.register\.\w+$/);
    await expect(page).not.toHaveURL(/\/register/);
    await keepScreenshots(page, 'captcha-registered');
  });

  for (const [outcome, message] of [
    ['low-score', 'The captcha was not passed. Please try again.'],
    ['wrong-action', 'The captcha was solved for another form. Please reload the page and try again.'],
    ['invalid', 'The captcha is invalid.'],
  ] as const) {
    test(`registration shows "${message}"`, async ({ page, baseURL }) => {
      await solveCaptchasAs(page, outcome, baseURL);
      await page.goto('/en/register?section=french');
      await fillRegisterForm(page, uniqueEmail(`captcha-${outcome}`));
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      await expect(page).toHaveURL(/\/en\/register/);
      if (outcome === 'low-score') {
        await expectNoSeriousA11yViolations(page);
        await keepScreenshots(page, 'captcha-not-passed');
      }
    });
  }

  test('login sends a token for "login"; a robot is told so, a person signs in', async ({ page, baseURL, buildStudent }) => {
    const student = await buildStudent();
    await solveCaptchasAs(page, 'low-score', baseURL);
    await page.goto('/en/login');
    await submitLogin(page, student.email, student.password);
    await expect(page.getByRole('alert').filter({ hasText: 'The captcha was not passed. Please try again.' })).toBeVisible();

    await solveCaptchasAs(page, 'pass', baseURL);
    await page.reload();
    const posted = nextPost(page, '/api/login_check');
    await submitLogin(page, student.email, student.password);
    expect(((await posted).postDataJSON() as { recaptcha_token?: string }).recaptcha_token).toMatch(/^parla-test\.pass\.login\.\w+$/);
    await expect(page).toHaveURL(/\/en\/account\//);
  });
});
