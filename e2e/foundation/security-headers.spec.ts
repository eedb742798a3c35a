import type { Page } from '@playwright/test';
import { joinFromPreJoin } from '../classroom/classroom-support.ts';
import { expect, test } from '../fixtures.ts';

/**
 * Issue 10 point 11: the app works under its Content-Security-Policy. Every violation the
 * browser reports (the `securitypolicyviolation` event in pages, the console message for
 * workers and anything the event misses) fails the test.
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return async () => {
    const inPage = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => [] as string[]);
    return [...inPage, ...fromConsole];
  };
}

test.describe('Content-Security-Policy in the browser', () => {
  test('every page is served with the policy and nothing inline', async ({ api }) => {
    for (const path of ['/en/login', '/teacher/en/teacher-login', '/admin/en/login', '/classroom/en/diagnostics']) {
      const response = await api.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-security-policy'], path).toContain("script-src 'self';");
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
      expect(await response.text(), path).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    }
  });

  test('the public and student pages run without a violation', async ({ page, loginAs }) => {
    const violations = await watchCsp(page);
    await page.goto('/en/login');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await page.goto('/en/forgot-password');
    await page.goto('/en/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
    await loginAs(page, 'student');
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    for (const path of ['/en/account/store', '/en/account/booking', '/en/account/settings/membership', '/en/account/settings/billing']) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(await violations()).toEqual([]);
  });

  test('the teacher and admin areas run without a violation', async ({ page, loginAs, browser, baseURL }) => {
    const violations = await watchCsp(page);
    await loginAs(page, 'teacher');
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);

    const adminContext = await browser.newContext({ baseURL });
    const adminPage = await adminContext.newPage();
    const adminViolations = await watchCsp(adminPage);
    await loginAs(adminPage, 'admin');
    await adminPage.waitForLoadState('networkidle');
    expect(await adminViolations()).toEqual([]);
    await adminContext.close();
  });

  test('the classroom runs without a violation: demo class with camera, pdf.js worker and slides', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await watchCsp(page);
    await page.goto('/classroom/en/demo');
    await expect(page.getByRole('heading', { name: 'Demo class', level: 1 })).toBeVisible();
    await page.getByTestId('start-demo').click();
    await joinFromPreJoin(page);
    await expect(page.getByTestId('in-class')).toBeVisible();
    await page.getByTestId('open-presentation').click();
    await expect(page.getByTestId('presentation-stage')).toHaveAttribute('data-page', '1');
    await page.getByTestId('next-slide').click();
    await expect(page.getByTestId('slide-number')).toContainText('Slide 2');
    expect(await violations()).toEqual([]);
  });

  test('an inline script injected into a page is refused (the policy is enforced, not just sent)', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.goto('/en/login');
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await violations()).some((v) => v.includes('script-src'))).toBe(true);
  });
});
