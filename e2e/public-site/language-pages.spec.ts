import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, keepScreenshots } from '../fixtures.ts';

/**
 * Language landing pages (issue 15, decision 062): static content from the catalogue, the data
 * sections (curriculum, teachers, price) from the public languageLanding query of the demo seed.
 */

async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const curriculum = (page: Page) => page.getByRole('region', { name: /curriculum|Lehrplan|programma/i });

test('the English page in English: modules with lesson counts, teachers, a price and CTAs that carry the language', async ({ page }) => {
  await page.goto('/en/english');
  await expect(page).toHaveURL(/\/en\/english$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Learn English online with live teachers' })).toBeVisible();

  const modules = curriculum(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(modules).toHaveCount(6);
  await expect(modules.first()).toContainText('A1');
  await expect(modules.first()).toContainText(/\d+ lessons/);
  await expect(modules.last()).toContainText('C2');

  const teachers = page.getByRole('region', { name: 'Meet some of your teachers' });
  await expect(teachers.getByRole('heading', { level: 3, name: 'Maria' })).toBeVisible();
  await expect(teachers.getByRole('heading', { level: 3, name: 'James' })).toBeVisible();
  await expect(teachers.getByRole('listitem').filter({ hasText: 'Maria' })).toContainText('Country: Germany');

  await expect(page.getByTestId('landing-price')).toHaveText(/^from €\d+\.\d{2} \/ month$/);
  await expect(page.getByRole('link', { name: 'See all plans and prices' })).toHaveAttribute('href', '/en/pricing');

  const trial = page.getByRole('link', { name: 'Start free trial' }).first();
  await expect(trial).toHaveAttribute('href', '/en/register?section=english&trial=1');
  await expect(page.getByRole('link', { name: 'Take the language test' }).first()).toHaveAttribute(
    'href',
    '/en/language-test?section=english',
  );

  const jsonLd = await jsonLdOf(page);
  const course = jsonLd.find((block) => block['@type'] === 'Course');
  expect(course).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Learn English online with live teachers',
    inLanguage: 'en',
    educationalLevel: 'CEFR A1–C2',
    provider: { '@type': 'Organization', name: 'Parla' },
  });
  const faq = jsonLd.find((block) => block['@type'] === 'FAQPage') as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
  expect(faq.mainEntity).toHaveLength(6);
  expect(faq.mainEntity[0].name).toBe('Do you teach British or American English?');
  await expect(page.getByText(faq.mainEntity[0].name)).toBeVisible();

  await expectNoSeriousA11yViolations(page);
  await keepScreenshots(page, 'english-en');
});

test('the FAQ and the CTAs work with the keyboard', async ({ page }) => {
  await page.goto('/en/german');
  const question = page.locator('summary').filter({ hasText: 'Is German grammar really that hard?' });
  const answer = page.getByText(/Cases and word order take practice/);
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  const trial = page.getByRole('link', { name: 'Start free trial' }).first();
  await trial.focus();
  await expect(trial).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/register\?section=german&trial=1$/);
});

test('German: /de/english goes to /de/englisch (query kept), in German with modules, teachers and a price', async ({ page }) => {
  await page.goto('/de/english?currency=CHF');
  await expect(page).toHaveURL(/\/de\/englisch\?currency=CHF$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Englisch online lernen mit Live-Lehrkräften' })).toBeVisible();
  const modules = curriculum(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(modules).toHaveCount(6);
  await expect(modules.first()).toContainText(/\d+ Lektionen/);
  await expect(
    page.getByRole('region', { name: 'Lerne einige deiner Lehrkräfte kennen' }).getByRole('heading', { name: 'Maria' }),
  ).toBeVisible();
  await expect(page.getByTestId('landing-price')).toHaveText(/^ab \d+[.,]\d{2}\sCHF \/ Monat$/);
  await expect(page.getByRole('link', { name: 'Kostenlos testen' }).first()).toHaveAttribute(
    'href',
    '/de/register?section=english&trial=1',
  );
  const course = (await jsonLdOf(page)).find((block) => block['@type'] === 'Course');
  expect(course).toMatchObject({ name: 'Englisch online lernen mit Live-Lehrkräften', inLanguage: 'en' });
  await expectNoSeriousA11yViolations(page);
  await keepScreenshots(page, 'english-de');
});

test('Italian: /it/inglese is in Italian (the header falls back to English), lang it', async ({ page }) => {
  await page.goto('/it/english');
  await expect(page).toHaveURL(/\/it\/inglese$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1, name: 'Impara l’inglese online con insegnanti dal vivo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inizia la prova gratuita' }).first()).toHaveAttribute(
    'href',
    '/it/register?section=english&trial=1',
  );
  await expect(
    curriculum(page)
      .getByText(/\d+ lezioni/)
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId('landing-price')).toContainText('€');
  const faq = (await jsonLdOf(page)).find((block) => block['@type'] === 'FAQPage') as { mainEntity: { name: string }[] };
  expect(faq.mainEntity[0].name).toBe('Insegnate inglese britannico o americano?');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshots(page, 'english-it');
});

test('the home page cards lead to the language pages, with the localized slug', async ({ page }) => {
  await page.goto('/de');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Spanisch/ })
    .click();
  await expect(page).toHaveURL(/\/de\/spanisch$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Spanisch online lernen mit Live-Lehrkräften' })).toBeVisible();
  await page.goto('/en');
  await page
    .getByRole('main')
    .getByRole('link', { name: /^Business English/ })
    .click();
  await expect(page).toHaveURL(/\/en\/business-english$/);
  // The language switcher keeps the path: a German slug under /en is sent to the English one.
  await page.goto('/en/franzoesisch');
  await expect(page).toHaveURL(/\/en\/french$/);
});

test('the data sections show a skeleton until the data arrives, and an error with retry when it fails', async ({ page }) => {
  let answer: 'hold' | 'fail' | 'pass' = 'hold';
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('LanguageLanding')) return route.fallback();
    if (answer === 'hold') await held;
    if (answer === 'fail')
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ data: null, errors: [{ message: 'Internal error' }] }),
      });
    return route.fallback();
  });
  await page.goto('/en/french');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn French online with live teachers' })).toBeVisible();
  const prices = page.getByRole('region', { name: 'Prices' });
  await expect(prices.locator('[data-state="loading"]')).toBeVisible();
  answer = 'fail';
  release();
  const retry = prices.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await expect(prices.getByText('We could not load this. Check your connection and try again.')).toBeVisible();
  answer = 'pass';
  await retry.click();
  await expect(page.getByTestId('landing-price')).toBeVisible();
  await expect(
    curriculum(page)
      .getByText(/\d+ lessons/)
      .first(),
  ).toBeVisible();
});

test('a signed-in student sees the same public page', async ({ page, loginAs }) => {
  await loginAs(page, 'student');
  await page.goto('/en/spanish');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn Spanish online with live teachers' })).toBeVisible();
  await expect(
    curriculum(page)
      .getByText(/\d+ lessons/)
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Meet some of your teachers' }).getByRole('heading', { name: 'Lucía' })).toBeVisible();
  await expect(page.getByTestId('landing-price')).toHaveText(/^from .+ \/ month$/);
});
