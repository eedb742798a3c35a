import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { checkScreens, expect, graphql, signInBrowser, type StudentAccount, test } from '../fixtures.ts';

// Issue 19, decision 103: what a student's browser meets and does reaches the back office's Errors
// and Analytics pages. The student's browser is a context of its own (the admin's page is `page`).

const MASKED = 'Oops! We encountered an issue. Please retry or contact support.';

/** Letters only: the error grouping takes digits and ids out of messages (decision 097). */
function uniqueWord(): string {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

async function studentBrowser(browser: Browser, baseURL: string | undefined, student: StudentAccount): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/Berlin', reducedMotion: 'reduce' });
  const learner = await context.newPage();
  await signInBrowser(learner, student);
  return learner;
}

interface ErrorGroupsData {
  adminErrorGroups: { groups: { id: string; message: string; location: string | null; count: number }[] };
}

/** The error groups the server keeps for a search, read as the back office reads them. */
async function errorGroups(adminApi: APIRequestContext, search: string) {
  const data = await graphql<ErrorGroupsData>(
    adminApi,
    'query($search: String) { adminErrorGroups(search: $search) { groups { id message location count } } }',
    { search },
  );
  return data.adminErrorGroups.groups;
}

/** A broken script of the page's own origin: its error is not muted as a cross-origin "Script error.". */
async function throwFromPageScript(learner: Page, message: string, times: number): Promise<void> {
  await learner.route('**/assets/lesson-timer-e2e.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `for (let i = 0; i < ${times}; i++) setTimeout(function lessonTimer() { throw new Error(${JSON.stringify(message)}); });`,
    }),
  );
  await learner.addScriptTag({ url: '/assets/lesson-timer-e2e.js' });
}

test('an error thrown in a student’s page and a failed GraphQL operation appear on the Errors page, counted, with the operation', async ({
  page,
  browser,
  baseURL,
  buildStudent,
  loginAs,
  adminApi,
}) => {
  test.slow();
  const student = await buildStudent({ firstName: 'Ada' });
  const learner = await studentBrowser(browser, baseURL, student);
  // A resolver that breaks: the server's masked answer to one operation of the Today page.
  await learner.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'TodayClasses') return route.fallback();
    return route.fulfill({ json: { data: null, errors: [{ message: MASKED, extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } });
  });
  await learner.goto('/en/account/home');
  // Thrown as soon as the page has loaded, before the idle browser would load the reporting code:
  // the error itself brings it (telemetry-loader.ts).
  const word = uniqueWord();
  const message = `Lesson timer lost its anchor ${word}`;
  await throwFromPageScript(learner, message, 2);
  await expect.poll(async () => (await errorGroups(adminApi, word))[0]?.count ?? 0).toBe(2);
  await expect.poll(async () => (await errorGroups(adminApi, 'TodayClasses')).length).toBe(1);
  await learner.context().close();
  const [operationGroup] = await errorGroups(adminApi, 'TodayClasses');

  await loginAs(page, 'admin');
  await page.getByRole('link', { name: 'Errors', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Errors', level: 1 })).toBeVisible();
  await expect(page.getByTestId('error-group').first()).toBeVisible();
  await checkScreens(page, 'admin-errors');
  await page.setViewportSize({ width: 1280, height: 900 });

  // The failed operation, found by its name: the page's count is the server's.
  await page.getByRole('searchbox', { name: 'Search' }).fill('TodayClasses');
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=TodayClasses/);
  const operationRow = page.getByTestId('error-group').filter({ hasText: 'operation TodayClasses' });
  await expect(operationRow).toHaveCount(1);
  await expect(operationRow.getByTestId('error-message')).toHaveText(MASKED);
  await expect(operationRow.getByTestId('error-count')).toHaveText(String(operationGroup?.count));

  // The thrown error: its own group, counted twice, from the browser.
  await page.getByRole('combobox', { name: 'Source' }).selectOption('client');
  await page.getByRole('searchbox', { name: 'Search' }).fill(word);
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const thrownRow = page.getByTestId('error-group');
  await expect(thrownRow).toHaveCount(1);
  await expect(thrownRow.getByTestId('error-message')).toHaveText(`Error: ${message}`);
  await expect(thrownRow.getByTestId('error-count')).toHaveText('2');
  await expect(thrownRow.getByText('Uncaught error')).toBeVisible();

  // Its page: the facts, both occurrences with the student (linked to their page), the page and the stack.
  await thrownRow.getByTestId('error-message').click();
  await expect(page.getByRole('heading', { name: `Error: ${message}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId('group-count')).toHaveText('2');
  const occurrences = page.getByTestId('occurrence');
  await expect(occurrences).toHaveCount(2);
  await expect(occurrences.first().getByTestId('occurrence-path')).toHaveText('/en/account/home');
  await expect(occurrences.first().getByTestId('occurrence-area')).toHaveText('learn');
  await expect(occurrences.first().getByTestId('occurrence-userAgent')).toContainText('Chrome');
  await occurrences.first().getByText('Show the stack trace').click();
  await expect(occurrences.first().locator('pre')).toContainText('lessonTimer');
  await expect(page.getByTestId('group-location')).toHaveText(/^lessonTimer .*lesson-timer-e2e\.js$/);
  await checkScreens(page, 'admin-error-group');
  await page.setViewportSize({ width: 1280, height: 900 });
  await occurrences.first().getByTestId('occurrence-student').click();
  await expect(page).toHaveURL(new RegExp(`/admin/en/students/${student.id}$`));
  // Back to the filtered list, as it was.
  await page.goBack();
  await page.getByRole('link', { name: 'All errors' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/en/errors\\?source=client&q=${word}$`));
  await expect(page.getByTestId('error-group')).toHaveCount(1);

  // The operation's group page shows the operation and its variables.
  await page.goto('/admin/en/errors?q=TodayClasses');
  await page.getByTestId('error-group').filter({ hasText: 'operation TodayClasses' }).getByTestId('error-message').click();
  await expect(page.getByTestId('group-location')).toHaveText('operation TodayClasses');
  const latest = page.getByTestId('occurrence').first();
  await expect(latest.getByTestId('occurrence-operation')).toHaveText('TodayClasses');
  await expect(latest.getByTestId('occurrence-code')).toHaveText('INTERNAL_SERVER_ERROR');
  await expect(latest.getByTestId('occurrence-variables')).toContainText('"limit"');
});

async function pageViewsToday(adminApi: APIRequestContext): Promise<number> {
  const now = new Date();
  const from = new Date(now.getTime() - 24 * 3_600_000).toISOString();
  const to = new Date(now.getTime() + 24 * 3_600_000).toISOString();
  const data = await graphql<{ adminProductAnalytics: { totals: { name: string; count: number }[] } }>(
    adminApi,
    'query($from: DateTime!, $to: DateTime!) { adminProductAnalytics(from: $from, to: $to) { totals { name count } } }',
    { from, to },
  );
  return data.adminProductAnalytics.totals.find((row) => row.name === 'page_view')?.count ?? 0;
}

test('the page views of a student’s visit appear in the Analytics totals', async ({
  page,
  browser,
  baseURL,
  buildStudent,
  loginAs,
  adminApi,
}) => {
  test.slow();
  const before = await pageViewsToday(adminApi);
  const student = await buildStudent({ firstName: 'Lin' });
  const learner = await studentBrowser(browser, baseURL, student);
  // Events go out every 5 s once the idle browser has loaded the telemetry: the page's clock is
  // moved instead of waited for.
  await learner.clock.install();
  const pageViewsSent: number[] = [];
  learner.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/events')) return;
    const body = request.postDataJSON() as { events: { name: string }[] };
    pageViewsSent.push(body.events.filter((event) => event.name === 'page_view').length);
  });
  await learner.goto('/en/account/home');
  await expect
    .poll(async () => {
      await learner.clock.runFor(5_000);
      return pageViewsSent.length;
    })
    .toBeGreaterThan(0);
  // Two more pages of the app: each new path is a page view.
  const nav = learner.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'My classes' }).click();
  await expect(learner).toHaveURL(/\/en\/account\/classes/);
  await nav.getByRole('link', { name: 'Practice' }).click();
  await expect(learner).toHaveURL(/\/en\/account\/practice/);
  // Leaving the tab sends what is queued at once (visibilitychange, as a phone switching apps does).
  await learner.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const sum = () => pageViewsSent.reduce((a, b) => a + b, 0);
  await expect.poll(sum).toBeGreaterThanOrEqual(3);
  const sent = sum();
  await expect.poll(() => pageViewsToday(adminApi)).toBeGreaterThanOrEqual(before + sent);
  await learner.context().close();

  await loginAs(page, 'admin');
  await page.getByRole('link', { name: 'Analytics', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const total = page.getByTestId('total-page_view').getByTestId('total-count');
  await expect(total).toBeVisible();
  // Other tests browse meanwhile: at least this visit's page views were added.
  expect(Number((await total.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(before + sent);
  await expect(page.getByRole('img', { name: /events \(All events\) over 30 days/ })).toBeVisible();
  await expect(page.getByTestId('funnel-booking')).toBeVisible();
  await checkScreens(page, 'admin-analytics');

  // Seven days, then page views only: the chart and its table follow.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('combobox', { name: 'Period' }).selectOption('7');
  await page.getByRole('combobox', { name: 'Event' }).selectOption('page_view');
  await expect(page.getByRole('img', { name: /events? \(Page views\) over 7 days/ })).toBeVisible();
  await page.getByText('Show the numbers as a table').click();
  await expect(page.getByRole('table', { name: 'Page views per day' }).getByRole('row')).toHaveCount(8);

  // Custom days in the wrong order are refused on the form, not sent.
  await page.getByRole('combobox', { name: 'Period' }).selectOption('custom');
  await page.getByLabel('From').fill('2026-06-10');
  await page.getByLabel('To (included)').fill('2026-06-01');
  await page.getByRole('button', { name: 'Show these days' }).click();
  await expect(page.getByText('The last day must not be before the first.')).toBeVisible();
});
