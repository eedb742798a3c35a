import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInBrowser, test, keepScreenshots } from '../fixtures.ts';

const flexCard = (page: Page, name = 'Flex 8') => page.getByRole('article', { name, exact: true });

test.describe('pricing for visitors (issue 15)', () => {
  test('a visitor reads the prices in EUR, then in the currency of another country', async ({ page }) => {
    await page.goto('/en/pricing');
    await expect(page.getByRole('heading', { name: 'Prices and plans', level: 1 })).toBeVisible();
    await expect(page.getByTestId('price-currency')).toHaveText('Prices in EUR, VAT included.');
    await expect(flexCard(page)).toContainText(/€\d+\.\d{2}/);
    await expect(page.getByRole('heading', { name: 'Try Parla free for 7 days', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Which plan suits you?', level: 2 })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Groups of up to 5 students');
    await expect(page.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/en/faq');
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'pricing-eur');

    await page.getByLabel('Your country').selectOption('CH');
    await expect(page).toHaveURL(/[?&]country=CH/);
    await expect(page.getByTestId('price-currency')).toHaveText('Prices in CHF, VAT included.');
    await expect(flexCard(page)).toContainText(/CHF\s?\d+\.\d{2}/);
    await expect(flexCard(page)).not.toContainText('€');
    await expectNoSeriousA11yViolations(page);

    // A link with the country keeps it (what a shared link or the prerendered page gets).
    await page.goto('/en/pricing?country=GB');
    await expect(page.getByTestId('price-currency')).toHaveText('Prices in GBP, VAT included.');
    await expect(flexCard(page)).toContainText('£');
  });

  test('"Start free trial" leads into registration with the package, the trial and the language kept', async ({ page }) => {
    await page.goto('/en/pricing');
    await page.getByLabel('Language you want to learn').selectOption('german');
    const trial = page.getByRole('link', { name: 'Start free trial: Flex 8' });
    await expect(trial).toHaveAttribute('href', /^\/en\/register\?package=[^&]+&trial=1&section=german$/);
    await trial.click();
    await expect(page).toHaveURL(/\/en\/register\?package=[^&]+&trial=1&section=german$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('in German, and keyboard only: the plans, the comparison and the way to buy', async ({ page }) => {
    await page.goto('/de/pricing');
    await expect(page.getByRole('heading', { name: 'Preise und Pläne', level: 1 })).toBeVisible();
    await expect(page.getByTestId('price-currency')).toHaveText('Preise in EUR, inkl. MwSt.');
    // The plans' own texts come from the database in German too (issue 21).
    await expect(flexCard(page)).toContainText('Live-Gruppenkurse mit einer Lehrkraft, zu den Zeiten, die du wählst.');
    await expect(flexCard(page)).toContainText('Bis zu 5 Lernende pro Kurs');
    await expect(flexCard(page)).not.toContainText('Up to 5 students per class');
    await expect(page.getByRole('link', { name: 'Flex 8 kaufen' })).toHaveAttribute('href', /^\/de\/package\/[^?]+\?currency=EUR$/);
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'pricing-de');
    // Keyboard: the first trial link is reachable with Tab and opens with Enter.
    await page.setViewportSize({ width: 1280, height: 900 });
    const trial = page.getByRole('link', { name: 'Kostenlos testen: Flex 4' });
    for (let i = 0; i < 60 && !(await trial.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(trial).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/register\?package=/);
  });

  test('a signed-in student buys through the existing purchase entry', async ({ page, buildStudent }) => {
    const student = await buildStudent({ firstName: 'Pia' });
    await signInBrowser(page, student);
    await page.goto('/en/pricing');
    await page.getByRole('link', { name: 'Buy Flex 8' }).click();
    await expect(page).toHaveURL(/\/en\/m2m-checkout\/[^/?]+$/);
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  });

  test('LearningTeams prices for companies, with a contact path', async ({ page }) => {
    await page.goto('/en/pricing');
    await page.getByRole('link', { name: 'See LearningTeams prices' }).click();
    await expect(page).toHaveURL(/\/en\/teams\/prices$/);
    await expect(page.getByRole('heading', { name: 'LearningTeams for companies', level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name: 'LearningTeam 24' })).toContainText('€');
    await expect(page.getByRole('link', { name: /^Write to teams@parla\.school$/ })).toHaveAttribute('href', 'mailto:teams@parla.school');
    await expect(page.getByRole('link', { name: 'Details and purchase: LearningTeam 24' })).toHaveAttribute(
      'href',
      /^\/en\/package\/teams\/[^?]+\?currency=EUR$/,
    );
    await page.getByLabel('Your country').selectOption('PL');
    await expect(page.getByTestId('price-currency')).toHaveText('Prices in PLN, VAT included.');
    await expect(page.getByRole('article', { name: 'LearningTeam 24' })).toContainText('PLN');
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'teams-prices');
  });
});
