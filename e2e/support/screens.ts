import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';

/**
 * How a page is looked at before a feature is called done: at a phone's and a laptop's width,
 * nothing wider than the screen, axe without serious violations, and a full-page screenshot kept
 * in the test's output (`test-results/...`, `<name>-390.png` and `<name>-1280.png`).
 */
export async function checkScreens(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal overflow at ${width} px on ${page.url()}`).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}
