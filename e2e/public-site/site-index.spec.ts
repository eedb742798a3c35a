import { expect, expectNoSeriousA11yViolations, test } from '../fixtures.ts';

/**
 * Issue 15, "SEO and sharing": every page of the sitemap is prerendered HTML that carries its own
 * title, description, canonical URL, hreflang group and social cards before any script runs.
 */
interface SitemapEntry {
  loc: string;
  alternates: Record<string, string>;
}

function parseSitemap(xml: string): SitemapEntry[] {
  return xml
    .split('<url>')
    .slice(1)
    .map((block) => ({
      loc: block.match(/<loc>([^<]+)<\/loc>/)?.[1] ?? '',
      alternates: Object.fromEntries([...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])),
    }));
}

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1]?.replace(/&amp;/g, '&') ?? null;
const pathOf = (url: string) => new URL(url).pathname;

test('every page in the sitemap is prerendered with its own search metadata', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  const entries = parseSitemap(await sitemap.text());
  expect(entries.length).toBeGreaterThan(60);
  const titles = new Map<string, string>();
  for (const entry of entries) {
    const path = pathOf(entry.loc);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-robots-tag'], path).toBe('all');
    const html = await response.text();
    const lang = attr(html, /<html lang="([^"]+)"/);
    expect(entry.alternates[lang ?? ''], `${path}: <html lang="${lang}"> is in its own hreflang group`).toBe(entry.loc);
    const title = attr(html, /<title>([^<]+)<\/title>/) ?? '';
    expect(title, path).toMatch(/\S.{8,}/);
    expect(title, `${path}: a title, not an i18n key`).not.toMatch(/^[\w-]+(\.[\w-]+)+$/);
    expect(attr(html, /<meta name="description" content="([^"]+)"/) ?? '', path).toMatch(/.{50,}/);
    expect(pathOf(attr(html, /<link rel="canonical" href="([^"]+)"/) ?? 'http://x/'), path).toBe(path);
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    );
    expect(alternates, `${path}: the page's hreflang links are the sitemap's`).toEqual(entry.alternates);
    expect(attr(html, /<meta property="og:url" content="([^"]+)"/), path).toBe(entry.loc);
    expect(attr(html, /<meta property="og:title" content="([^"]+)"/), path).toBe(title);
    expect(html, `${path}: painted before any script`).toMatch(/<div id="root"[^>]*>[\s\S]*<h1[\s>]/);
    expect(html, path).not.toContain('%PARLA_ORIGIN%');
    titles.set(path, title);
  }
  // One title per page and language: search results must tell the pages apart.
  const duplicates = [...titles.entries()].filter(([, title], _i, all) => all.filter(([, other]) => other === title).length > 1);
  expect(duplicates).toEqual([]);
});

test('private pages say noindex and robots.txt keeps them out', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /*/account/');
  expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  for (const path of ['/en/account/home', '/en/forgot-password', '/teacher/en/login']) {
    const response = await request.get(path);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
  }
});

const SAMPLE = ['/en/faq', '/de/about-us', '/en/pricing', '/de/englisch', '/it/inglese', '/en/language-test'];

test.describe('public pages hydrate without a mismatch', () => {
  for (const path of SAMPLE) {
    test(path, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated === 'true')).toBe(true);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});

test('the footer links every information and legal page, and each one exists', async ({ page }, testInfo) => {
  await page.goto('/en/');
  const footer = page.getByRole('contentinfo');
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const needed of ['/en/terms', '/en/privacy', '/en/imprint', '/en/faq', '/en/about-us', '/en/pricing', '/en/english']) {
    expect(hrefs).toContain(needed);
  }
  for (const href of hrefs.filter((h) => h !== '/en/become-a-teacher')) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }), href).not.toHaveText('Page not found!');
  }
  await page.goto('/en/become-a-teacher');
  await expect(page).toHaveURL(/\/teacher\/en\/become-a-teacher$/);
  await page.goto('/en/faq');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByRole('contentinfo').screenshot({ path: testInfo.outputPath(`footer-${width}.png`) });
  }
  await expectNoSeriousA11yViolations(page);
});

test('the language switcher opens the same page in another language, by keyboard', async ({ page }) => {
  await page.goto('/en/english');
  const switcher = page.getByRole('banner').locator('summary').first();
  await switcher.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/englisch$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('banner').locator('details').first()).not.toHaveAttribute('open', '');
  await page.goto('/de/faq');
  await page.getByRole('banner').locator('summary').first().click();
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
});
