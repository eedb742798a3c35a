import { expect, expectNoSeriousA11yViolations, test, urlOf, keepScreenshot } from '../fixtures.ts';

/**
 * Decision 054: landing, login and register are rendered at build time, so they paint without
 * JavaScript, carry their own title, description, canonical and hreflang, and are then hydrated
 * without a mismatch (React reports one on the console; the form then works as before).
 */
const PAGES = [
  { path: '/en/', heading: 'Learn a language live, with real teachers', lang: 'en' },
  { path: '/en/login', heading: 'Log in to Parla', lang: 'en' },
  { path: '/de/register', heading: 'Konto erstellen', lang: 'de' },
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, lang } of PAGES) {
    test(`${path} paints its content and its search metadata`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(/\| Parla$/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(new RegExp(`^https?://[^/]+${path}$`));
      const other = lang === 'en' ? 'de' : 'en';
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
        'href',
        urlOf(path.replace(`/${lang}/`, `/${other}/`)),
      );
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    });
  }

  test('the login page shows its form and the header its guest links', async ({ page }) => {
    await page.goto('/en/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign up' })).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} hydrates without a mismatch`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      // The prerendered h1 must survive hydration: React keeps matching markup, it replaces a mismatch.
      await page.addInitScript(() => {
        const removed: string[] = [];
        (window as unknown as { removedHeadings: string[] }).removedHeadings = removed;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) removed.push(node.outerHTML.slice(0, 80));
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // Hydrated: the page's tree has committed (PublicRoot's mark).
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated === 'true')).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { removedHeadings: string[] }).removedHeadings)).toEqual([]);
      await expectNoSeriousA11yViolations(page);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await keepScreenshot(page, `prerendered-${path.replace(/\W+/g, '-')}-${width}`);
      }
    });
  }

  test('the hydrated login form validates per field', async ({ page }) => {
    await page.goto('/en/login');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated === 'true')).toBe(true);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(urlOf('/en/login'));
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
