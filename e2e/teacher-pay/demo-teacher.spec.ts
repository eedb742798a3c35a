import { expect, expectNoSeriousA11yViolations, test } from './payments-support.ts';

test.describe('the demo teacher’s logs and payments', () => {
  test('shows open logs to write, past logs with earnings and last month’s invoice', async ({ page, loginAs, moveClock }) => {
    // Holds the run's clock lock (a zero move): open logs depend on "now", which other tests move.
    await moveClock(0);
    await loginAs(page, 'teacher');
    await page.getByRole('link', { name: 'Logs & payments' }).first().click();
    await expect(page).toHaveURL(/\/teacher\/en\/payments$/);
    await expect(page.getByRole('heading', { name: 'Logs & payments', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Your rate: €24\.00 per hour/)).toBeVisible();
    const openPanel = page.getByRole('tabpanel', { name: 'Open Logs' });
    await expect(openPanel.getByRole('link', { name: /^Write log/ }).first()).toBeVisible();

    await page.getByRole('tab', { name: 'Open Logs' }).press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Past Logs' })).toBeFocused();
    const pastPanel = page.getByRole('tabpanel', { name: 'Past Logs' });
    await expect(pastPanel.getByRole('row').nth(1)).toContainText('€');
    await expect(pastPanel.getByText(/^Showing \d+ of \d+$/)).toBeVisible();

    const invoices = page.getByRole('region', { name: 'Invoices' });
    const made = invoices.getByText(/^Invoice PT-/).first();
    await expect(made).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
