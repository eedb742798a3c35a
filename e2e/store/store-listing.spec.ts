import { keepScreenshot } from '../support/screens.ts';
import { expect, expectNoSeriousA11yViolations, PATHS, signInBrowser, test } from './store-support.ts';

test.describe('the store listing', () => {
  test('one recommended plan, each plan states its classes once, no empty sections', async ({ page, buildStudent }) => {
    const student = await buildStudent({ firstName: 'Ilse' });
    await signInBrowser(page, student);
    await page.goto(PATHS.store);
    await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
    const flex = page.getByRole('region', { name: 'Flex: monthly plans' });
    await expect(flex.getByTestId('package-card').first()).toBeVisible();

    // Exactly one plan carries the flag, and it is the one the catalogue data marks (Flex 8).
    const recommended = page.locator('[data-testid="package-card"][data-recommended]');
    await expect(recommended).toHaveCount(1);
    await expect(recommended.getByRole('heading', { level: 3 })).toHaveText('Flex 8');
    await expect(recommended.getByText('Recommended', { exact: true })).toBeVisible();

    // The class count appears once on the card: in its one line of what it contains.
    await expect(recommended.getByText(/\d+ group classes/)).toHaveCount(1);
    await expect(recommended.getByText('8 group classes every 4 weeks', { exact: true })).toBeVisible();

    // No section says it has nothing: empty ones are left out.
    await expect(page.getByText('No packages found')).toHaveCount(0);
    for (const region of await page.getByRole('region').all()) {
      const name = await region.getAttribute('aria-labelledby');
      if (name?.startsWith('store-') && name !== 'store-extra-heading') {
        await expect(region.getByTestId('package-card').first()).toBeVisible();
      }
    }

    await expectNoSeriousA11yViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(page, `membership-store-${width}`);
    }
  });
});
