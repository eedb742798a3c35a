import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';
import { contrast, type PixelReader, pixelReader } from '../support/pixels.ts';

/**
 * WCAG 2.2 focus appearance, measured on screenshots: every control reached with the Tab key must
 * change the pixels around it by a contrast of at least 3:1 against the same pixels with nothing
 * focused, on every side. (A white ring on a white page, or a ring hidden under a neighbour's
 * border or clipped by an `overflow-hidden` card, passes axe and fails here.)
 */
const TAB_STOPS = 10;
/** Distances from the border box, outward positive, where a focus ring may be drawn. */
const RING_BAND = [-2, -1, 1, 2, 3, 4, 5];

interface Faint {
  control: string;
  contrasts: string;
}

/** Tabs through the first controls of the page and lists those whose focus ring is too faint. */
async function faintFocusRings(page: Page): Promise<Faint[]> {
  const reader = await pixelReader(page.context());
  try {
    return await sweep(page, reader);
  } finally {
    await reader.close();
  }
}

async function sweep(page: Page, reader: PixelReader): Promise<Faint[]> {
  await page.mouse.move(0, 0);
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  const unfocused = await page.screenshot();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const faint: Faint[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < TAB_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body || !element.matches(':focus-visible')) return null;
      const box = element.getBoundingClientRect();
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      return {
        name: `${element.tagName.toLowerCase()} "${text}"`,
        x: box.x,
        y: box.y,
        width: box.width,
        height: box.height,
        scrolled: window.scrollX !== 0 || window.scrollY !== 0,
      };
    });
    if (!found) continue;
    // Focus scrolled the page to a control below the fold: the pixels no longer line up with the
    // unfocused screenshot, and every later stop is further down. The sweep ends here.
    if (found.scrolled) break;
    if (seen.has(found.name)) break; // wrapped around
    seen.add(found.name);
    const left = Math.round(found.x);
    const top = Math.round(found.y);
    const right = Math.round(found.x + found.width) - 1;
    const bottom = Math.round(found.y + found.height) - 1;
    // Only controls whose whole ring is on screen at the first paint (the sweep does not scroll).
    if (left < 6 || top < 6 || right > viewport.width - 7 || bottom > viewport.height - 7 || found.width < 4) continue;
    const midX = Math.floor((left + right) / 2);
    const midY = Math.floor((top + bottom) / 2);
    const sides: Array<(d: number) => [number, number]> = [
      (d) => [midX, top - d],
      (d) => [midX, bottom + d],
      (d) => [left - d, midY],
      (d) => [right + d, midY],
    ];
    const points = sides.flatMap((at) => RING_BAND.map((d) => at(d)));
    const [before, after] = await Promise.all([
      reader.sample(unfocused, points),
      page.screenshot().then((png) => reader.sample(png, points)),
    ]);
    const contrasts = sides.map((_, side) =>
      Math.max(
        ...RING_BAND.map((_, i) =>
          contrast(before[side * RING_BAND.length + i] ?? { r: 0, g: 0, b: 0 }, after[side * RING_BAND.length + i] ?? { r: 0, g: 0, b: 0 }),
        ),
      ),
    );
    if (Math.min(...contrasts) < 3) faint.push({ control: found.name, contrasts: contrasts.map((c) => c.toFixed(2)).join(' ') });
  }
  return faint;
}

test.describe('a visible focus ring on every control reached with the keyboard', () => {
  test('public pages: login and registration', async ({ page }) => {
    for (const path of ['/en/login', '/en/register']) {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      // The page is prerendered (decision 054): sweep once it is hydrated (its form is enabled then), not while it changes.
      await expect(page.getByRole('main').getByRole('textbox').first()).toBeEnabled();
      expect(await faintFocusRings(page), path).toEqual([]);
    }
  });

  test('the student area', async ({ page, loginAs }) => {
    await loginAs(page, 'student');
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    expect(await faintFocusRings(page), 'Today').toEqual([]);
  });

  test('the teacher app', async ({ page, loginAs }) => {
    await loginAs(page, 'teacher');
    await expect(page.getByRole('main')).toBeVisible();
    expect(await faintFocusRings(page), 'teacher home').toEqual([]);
  });

  test('the back office', async ({ page, loginAs }) => {
    await loginAs(page, 'admin');
    await expect(page.getByRole('main')).toBeVisible();
    expect(await faintFocusRings(page), 'admin home').toEqual([]);
  });
});
