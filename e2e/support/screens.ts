import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';

/** Screenshots are for a person to look at: taken when asked, never in CI's runs (they cost seconds each). */
const SCREENSHOTS = Boolean(process.env.PARLA_E2E_SCREENSHOTS);

/**
 * With `PARLA_E2E_SCREENSHOTS=1`, keeps a screenshot of the page (full page unless told) as
 * `<name>.png` in `PARLA_E2E_SHOTS_DIR` when that names a folder, else in the test's output
 * (`test-results/...`). Without it, nothing: the one way every spec keeps a picture.
 */
export async function keepScreenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  const dir = process.env.PARLA_E2E_SHOTS_DIR;
  const path = dir ? `${dir}/${name}.png` : test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: options.fullPage ?? true });
}

/** The phone's and the laptop's width every page is looked at in. */
const SCREEN_WIDTHS = [390, 1280] as const;

/** At each of the two widths, a screenshot when asked (`<name>-390`, `<name>-1280`); the page is left at 1280 px. */
export async function keepScreenshots(page: Page, name: string): Promise<void> {
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, `${name}-${width}`);
  }
}

/**
 * How a page is looked at before a feature is called done: at a phone's and a laptop's width,
 * nothing wider than the screen and axe without serious violations, always; when asked, a
 * screenshot of each (`<name>-390.png`, `<name>-1280.png`, see keepScreenshot).
 */
export async function checkScreens(page: Page, name: string): Promise<void> {
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `horizontal overflow at ${width} px on ${page.url()}`).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, `${name}-${width}`);
  }
}
