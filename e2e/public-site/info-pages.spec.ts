import { readFileSync } from 'node:fs';
import { PUBLIC_INFO_SLUGS } from '@parla/contracts';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, keepScreenshots } from '../fixtures.ts';

/**
 * Issue 15: the public information pages (about us, how it works, CEFR, press, careers, corporate,
 * affiliate, research, resources) in English and German, and every link on them leads somewhere.
 */
type Catalogue = Record<string, { title: string; seo: { title: string; description: string } }>;
const catalogue = (locale: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../apps/web/src/shared/i18n/locales/${locale}/publicInfo.json`, import.meta.url), 'utf8'));
const TEXTS = { en: catalogue('en'), de: catalogue('de') } as const;

/**
 * Pages other helpers of issue 15 add (legal, pricing, placement). Until their branches are merged
 * these may still answer "Page not found!": the link test notes them instead of failing.
 * Integrator: remove this list (and the branch that reads it) after the merge.
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

for (const locale of ['en', 'de'] as const) {
  for (const slug of PUBLIC_INFO_SLUGS) {
    test(`/${locale}/${slug} shows its page with its title, passes axe and has no console error`, async ({ page }) => {
      const problems = watchConsole(page);
      const texts = TEXTS[locale][slug];
      expect(texts?.seo.title, `publicInfo ${locale} ${slug}.seo.title`).toMatch(/.{10,}/);
      expect(texts?.seo.description, `publicInfo ${locale} ${slug}.seo.description`).toMatch(/.{50,}/);

      await page.goto(`/${locale}/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: texts?.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page).toHaveTitle(`${texts?.title} | Parla`);
      // Each page leads on to the other information pages.
      const more = page.getByRole('navigation', { name: locale === 'en' ? 'More about Parla' : 'Mehr über Parla' });
      await expect(more.getByRole('link')).toHaveCount(PUBLIC_INFO_SLUGS.length - 1);
      await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page);
      await keepScreenshots(page, `${locale}-${slug}`);
      expect(problems).toEqual([]);
    });
  }
}

test('every internal link on the information pages leads to a page that exists', async ({ page }) => {
  test.setTimeout(180_000);
  const targets = new Map<string, string>();
  for (const locale of ['en', 'de'] as const) {
    for (const slug of PUBLIC_INFO_SLUGS) {
      await page.goto(`/${locale}/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== new URL(page.url()).origin) continue; // mailto: and the free external sources
        if (url.pathname === new URL(page.url()).pathname) continue; // in-page anchors (#b2)
        if (!targets.has(url.pathname)) targets.set(url.pathname, `/${locale}/${slug}`);
      }
    }
  }
  // The pages link to the language pages, the test, pricing, the legal pages, registration and each other.
  expect(targets.size).toBeGreaterThan(20);

  for (const [path, from] of targets) {
    await page.goto(path);
    await expect(page.locator('main')).not.toBeEmpty();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const notFound = await page.getByRole('heading', { name: 'Page not found!' }).isVisible();
    expect(notFound, `${path} (linked from ${from}) is "Page not found!"`).toBe(false);
  }
});

test('the careers page leads teachers to the application form of the teacher app', async ({ page }) => {
  await page.goto('/en/careers');
  await page.getByRole('link', { name: 'Apply as a teacher' }).click();
  await expect(page).toHaveURL(/\/en\/become-a-teacher$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Become a teacher' })).toBeVisible();
});

test('the CEFR page is usable with the keyboard: jump to a level, then on to another page', async ({ page }) => {
  await page.goto('/en/cefr');
  await expect(page.getByRole('heading', { level: 1, name: 'What the levels A1 to C2 mean' })).toBeVisible();
  // The placement helper and this page share the `cefr` namespace: its can-do statements are shown.
  const b2 = page.getByRole('article', { name: /B2/ });
  await expect(b2.getByRole('listitem')).toHaveCount(5);

  const jump = page.getByRole('navigation', { name: 'Jump to a level' }).getByRole('link', { name: 'B2' });
  for (let presses = 0; presses < 40 && !(await jump.evaluate((link) => link === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(jump).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#b2$/);
  await expect(page.getByRole('heading', { level: 3, name: /Upper intermediate/ })).toBeInViewport();

  const press = page.getByRole('navigation', { name: 'More about Parla' }).getByRole('link', { name: 'Press' });
  for (let presses = 0; presses < 120 && !(await press.evaluate((link) => link === document.activeElement)); presses++) {
    await page.keyboard.press('Tab');
  }
  await expect(press).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Press and media' })).toBeVisible();
});

test('the German CEFR page reads the levels in German', async ({ page }) => {
  await page.goto('/de/cefr');
  await expect(page.getByRole('heading', { level: 1, name: 'Was die Niveaus A1 bis C2 bedeuten' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /B1.*Mittelstufe/ })).toBeVisible();
  await expect(page.getByText('Unterstufe 2', { exact: true })).toBeVisible();
});

test('the corporate page shows LearningTeams with its prices link and an e-mail contact', async ({ page }) => {
  await page.goto('/en/corporate');
  await expect(page.getByRole('heading', { level: 1, name: 'Language training your team will actually use' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See LearningTeams prices' }).first()).toHaveAttribute('href', '/en/teams/prices');
  await expect(page.getByRole('link', { name: /Talk to us/ })).toHaveAttribute('href', /^mailto:teams@parla\.school\?subject=/);
});

test('the affiliate page states the commission and sends students to their referral code', async ({ page }) => {
  await page.goto('/en/affiliate');
  await expect(page.getByText('20%', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Your referral code' }).click();
  // The referral page is private: a visitor is asked to log in first and comes back to it.
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Faccount%2Freferrals/);
});
