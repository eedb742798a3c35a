import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';

/** Full-page screenshots are for a person to look at: taken when asked, never in CI's runs. */
const SCREENSHOTS = Boolean(process.env.PARLA_E2E_SCREENSHOTS);

/**
 * How a page is looked at before a feature is called done: at a phone's and a laptop's width,
 * nothing wider than the screen and axe without serious violations, always; with
 * `PARLA_E2E_SCREENSHOTS=1`, a full-page screenshot kept in the test's output
 * (`test-results/...`, `<name>-390.png` and `<name>-1280.png`) to look at.
 */
export async function checkScreens(page: Page, name: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal overflow at ${width} px on ${page.url()}`).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    if (SCREENSHOTS) await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}
