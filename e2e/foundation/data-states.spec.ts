import { keepScreenshot } from '../support/screens.ts';
import type { Locator, Page, Route } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, PATHS, signInBrowser, test } from '../booking/booking-support.ts';

/**
 * Issue 12 point 12: a failed data card says so with "Try again" (no endless "Loading…", no
 * toast with the server's raw words), "Try again" loads it, an empty list says what to do next,
 * and the skeleton keeps the card's place so the page does not jump.
 */

const FAILED = 'We could not load this. Check your connection and try again.';

/** The operation name of a GraphQL POST (urql sends it beside the query). */
function operationOf(route: Route): string | undefined {
  try {
    const body = route.request().postDataJSON() as { operationName?: string; query?: string } | null;
    return body?.operationName ?? /(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1];
  } catch {
    return undefined;
  }
}

/** Answers the named operations as the server does when a resolver throws something unexpected. */
async function failOperations(page: Page, names: string[]): Promise<void> {
  await page.route('**/graphql', async (route) => {
    const name = operationOf(route);
    if (!name || !names.includes(name)) return route.fallback();
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ data: null, errors: [{ message: 'Internal error' }] }),
    });
  });
}

/** Holds the named operations until `release()`: long enough to measure their skeleton. */
async function holdOperations(page: Page, names: string[]): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    const name = operationOf(route);
    if (!name || !names.includes(name)) return route.fallback();
    await gate;
    return route.fallback();
  });
  return release;
}

const card = (page: Page, heading: string): Locator =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: heading, level: 2 }) });

async function heightOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box).toBeTruthy();
  return box!.height;
}

for (const width of [390, 1280]) {
  test(`at ${width} px: Today's cards show an error with Try again, then the data; an empty list says what to do`, async ({
    page,
    buildStudent,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const student = await buildStudent({ firstName: 'Lena', group: 3 });
    await signInBrowser(page, student);

    await failOperations(page, ['CreditsInfo', 'StudentNotifications']);
    await page.goto(PATHS.today);
    const credits = card(page, 'Your credits');
    const notices = card(page, 'Notifications');
    for (const section of [credits, notices]) {
      await expect(section.getByRole('alert')).toContainText(FAILED);
      await expect(section.getByRole('button', { name: 'Try again' })).toBeVisible();
      await expect(section.getByText('Loading…')).toHaveCount(0);
    }
    await expect(page.getByText('Internal error')).toHaveCount(0);
    await keepScreenshot(page, `data-states-error-${width}`);
    await expectNoSeriousA11yViolations(page);

    await page.unrouteAll({ behavior: 'wait' });
    await credits.getByRole('button', { name: 'Try again' }).click();
    await expect(credits.getByTestId('group-credits')).toHaveText('3');
    await notices.getByRole('button', { name: 'Try again' }).click();
    await expect(notices.locator('[data-state="empty"], [data-state="ready"]')).toBeVisible();
    await expect(notices.getByRole('alert')).toHaveCount(0);

    // A new student has no classes: the list says so and offers the next step.
    await page.goto(PATHS.classes('upcoming'));
    await expect(page.getByText('No upcoming classes')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Book a class' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test(`at ${width} px: the skeleton keeps the card's place (no jump when the data arrives)`, async ({ page, buildStudent }) => {
    await page.setViewportSize({ width, height: 900 });
    const student = await buildStudent({ firstName: 'Jonas', group: 2 });
    await signInBrowser(page, student);

    const release = await holdOperations(page, ['CreditsInfo']);
    await page.goto(PATHS.today);
    const credits = card(page, 'Your credits');
    // The skeleton's bars, not words: "Loading…" is only said to screen readers.
    await expect(credits.locator('[data-state="loading"] [aria-hidden="true"]')).toBeVisible();
    await expect(credits.locator('[data-state="loading"] [role="status"]')).toHaveClass(/sr-only/);
    const loadingHeight = await heightOf(credits);
    await keepScreenshot(page, `data-states-skeleton-${width}`);
    release();
    await expect(credits.getByTestId('group-credits')).toHaveText('2');
    const loadedHeight = await heightOf(credits);
    expect(
      Math.abs(loadingHeight - loadedHeight) / loadedHeight,
      `credits card ${loadingHeight}px loading, ${loadedHeight}px loaded`,
    ).toBeLessThan(0.3);
    await page.unrouteAll({ behavior: 'wait' });

    const releaseClasses = await holdOperations(page, ['MyClasses']);
    await page.goto(PATHS.classes('upcoming'));
    const list = page.getByRole('main');
    await expect(list.locator('[data-state="loading"]')).toBeVisible();
    const skeleton = await heightOf(list.locator('[data-state="loading"]'));
    releaseClasses();
    const empty = list.locator('[data-state="empty"]');
    await expect(empty).toBeVisible();
    const emptyHeight = await heightOf(empty);
    expect(Math.abs(skeleton - emptyHeight) / emptyHeight, `classes ${skeleton}px loading, ${emptyHeight}px empty`).toBeLessThan(0.3);
  });
}
