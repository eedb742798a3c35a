import type { Route } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, keepScreenshots } from '../fixtures.ts';

// Which failures lead to /internal-error (issue 15, decision 068): a page chunk that still fails to
// load after one reload, and a masked server error on a page's main query that survives "Try again".
// "Try again" on the error page returns to the page the visitor was on.

const failPricesQuery = async (route: Route) => {
  if (route.request().postData()?.includes('PublicPrices')) {
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        data: null,
        // What the server answers for an unexpected failure (the masked message, decision 002's format-error).
        errors: [
          { message: 'Oops! We encountered an issue. Please retry or contact support.', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
        ],
      }),
    });
  } else {
    await route.fallback();
  }
};

test('a masked 5xx on the pricing list that survives "Try again" leads to internal-error, and back', async ({ page }) => {
  await page.route('**/graphql', failPricesQuery);
  await page.goto('/en/pricing?country=CH');
  const card = page.getByRole('main').getByRole('alert');
  await expect(card).toContainText('We could not load this.');
  await card.getByRole('button', { name: 'Try again' }).click();

  await expect(page).toHaveURL(/\/en\/internal-error\?from=%2Fen%2Fpricing%3Fcountry%3DCH$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry, there was an error!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshots(page, 'internal-error');

  // The server is well again: "Try again" returns to the page, with its query string.
  await page.unroute('**/graphql', failPricesQuery);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/en\/pricing\?country=CH$/);
  await expect(page.getByTestId('package-card').first()).toBeVisible();
  await expect(page.getByTestId('price-currency')).toContainText('CHF');
});

test('a page chunk that still fails after one reload leads to internal-error; "Try again" loads the page', async ({ page }) => {
  let attempts = 0;
  const failChunk = async (route: Route) => {
    attempts += 1;
    await route.abort('failed');
  };
  await page.route('**/assets/faq-page-*.js', failChunk);
  await page.goto('/en/about-us');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A client-side navigation to a page whose chunk cannot be fetched: one reload, then the error page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/en\/internal-error\?from=%2Fen%2Ffaq$/);
  expect(attempts).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry, there was an error!' })).toBeVisible();

  await page.unroute('**/assets/faq-page-*.js', failChunk);
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
});

test('"Try again" never leads off the site', async ({ page }) => {
  await page.goto('/en/internal-error?from=//evil.example/phish');
  await expect(page.getByRole('heading', { level: 1, name: 'Sorry, there was an error!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to homepage' })).toBeVisible();
});

test('the Italian language page speaks Italian in its header and footer too', async ({ page }) => {
  await page.goto('/it/inglese');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Accedi' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Registrati' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Come funziona' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Informativa sulla privacy' })).toBeVisible();
  await expect(footer).toContainText('Impara le lingue dal vivo, con insegnanti veri.');
  await expect(footer.getByRole('navigation', { name: 'Sito' })).toBeVisible();
});
