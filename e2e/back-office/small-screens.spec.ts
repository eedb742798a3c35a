import { expect, expectNoSeriousA11yViolations, test } from '../fixtures.ts';

/** The page itself never scrolls sideways: wide content scrolls inside its own box. */
async function expectNoSidewaysScroll(page: import('@playwright/test').Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'document scrollWidth').toBeLessThanOrEqual(innerWidth);
}

test.describe('the back office on a phone and a desktop', () => {
  for (const width of [390, 1280]) {
    test(`the students table fits a ${width} px screen`, async ({ page, loginAs, buildStudent }) => {
      await page.setViewportSize({ width, height: 844 });
      const student = await buildStudent({ firstName: 'Małgorzata-Wiśniewska' });
      await loginAs(page, 'admin');
      await page.goto('/admin/en/students');
      await page.getByLabel('Name, e-mail or student number').fill(student.email);
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page.getByRole('row').filter({ hasText: student.email })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('the time zone of a new teacher is chosen from the list, and checked', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'admin');
    await page.goto('/admin/en/teachers/invite');
    const zone = page.getByLabel('Time zone');
    const listId = await zone.getAttribute('list');
    expect(listId).toBeTruthy();
    const zones = await page
      .locator(`datalist[id="${listId}"] option`)
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(zones).toContain('Europe/Berlin');
    expect(zones).toContain('America/Sao_Paulo');
    await page.getByLabel('E-mail').fill(`e2e-zone-${Date.now().toString(36)}@example.com`);
    await page.getByLabel('First name').fill('Noor');
    await zone.fill('Mars/Olympus_Mons');
    await page.getByRole('button', { name: 'Add teacher' }).click();
    await expect(page.getByText('The timezone is not valid.')).toBeVisible();
    await expect(zone).toHaveAttribute('aria-invalid', 'true');
    await expectNoSidewaysScroll(page);
  });
});
