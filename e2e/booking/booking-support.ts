import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiSession, type CreditsData, GraphqlError, type GraphqlErrorEntry, graphql, test as base, expect } from '../fixtures.ts';
import { acquireClockLock } from '../support/clock-lock.ts';

export {
  apiSession,
  expect,
  expectNoSeriousA11yViolations,
  GraphqlError,
  graphql,
  signInBrowser,
  type CreditsData,
  type StudentAccount,
  submitLogin,
  urlOf,
  waitForEmail,
} from '../fixtures.ts';

/** The student's Today page and the other account pages (apps/web/src/shared/routing/student-paths.ts). */
export const PATHS = {
  today: '/en/account/home',
  booking: '/en/account/booking',
  course: '/en/account/course-overview',
  classes: (view: 'upcoming' | 'past' | 'cancelled') => `/en/account/classes/${view}`,
  classDetails: (uid: string) => `/en/account/class/details/${uid}`,
} as const;

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

// ---------------------------------------------------------------------------------------------
// The documents the tests use for setup (docs/api/classes.graphql).

export type ClassType = 'group' | 'individual' | 'trial';

export interface OptionData {
  key: string;
  isExisting: boolean;
  startDate: string;
  endDate: string;
  type: ClassType;
  availableSeats: number;
  lesson: { id: string; title: string; number: number };
  class: { uid: string } | null;
}

export interface CourseData {
  module: { id: string; name: string; code: string };
  chapters: { title: string; lessons: { id: string; title: string; number: number; studentStatus: string | null }[] }[];
}

export interface BookedData {
  appointment: { id: string };
  class: { uid: string; startDate: string; endDate: string; lesson: { title: string } };
  credits: CreditsData;
}

export async function bookingOptions(
  request: APIRequestContext,
  filter: { from: Date; to: Date; type?: ClassType; lessonId?: string },
): Promise<OptionData[]> {
  const data = await graphql<{ bookingResults: { options: OptionData[] } }>(
    request,
    `query E2eBookingResults($filter: BookingFilter!) {
      bookingResults(filter: $filter) {
        options { key isExisting startDate endDate type availableSeats lesson { id title number } class { uid } }
      }
    }`,
    { filter: { ...filter, from: filter.from.toISOString(), to: filter.to.toISOString() } },
  );
  return data.bookingResults.options;
}

/** The BookClassInput behind an option (an existing class by uid, or a new class at its slot). */
export function inputOf(option: OptionData): Record<string, string> {
  if (option.isExisting && option.class) return { classUid: option.class.uid };
  return { lessonId: option.lesson.id, startDate: option.startDate, type: option.type };
}

export async function bookClass(request: APIRequestContext, input: Record<string, string>): Promise<BookedData> {
  const data = await graphql<{ bookClass: BookedData }>(
    request,
    `mutation E2eBookClass($input: BookClassInput!) {
      bookClass(input: $input) {
        appointment { id }
        class { uid startDate endDate lesson { title } }
        credits { groupCredits privateCredits }
      }
    }`,
    { input },
  );
  return data.bookClass;
}

export async function creditsOf(request: APIRequestContext): Promise<CreditsData> {
  const data = await graphql<{ creditsInfo: CreditsData }>(request, 'query E2eCredits { creditsInfo { groupCredits privateCredits } }');
  return data.creditsInfo;
}

export async function coursePageOf(request: APIRequestContext): Promise<CourseData> {
  const data = await graphql<{ coursePage: CourseData }>(
    request,
    `query E2eCoursePage {
      coursePage { module { id name code } chapters { title lessons { id title number studentStatus } } }
    }`,
  );
  return data.coursePage;
}

export async function upcomingClassOf(
  request: APIRequestContext,
): Promise<{ uid: string; startDate: string; endDate: string } | undefined> {
  const data = await graphql<{ appointments: { items: { uid: string; startDate: string; endDate: string }[] } }>(
    request,
    `query E2eUpcoming($from: DateTime) { appointments(limit: 1, from: $from) { items { uid startDate endDate } } }`,
    { from: new Date(Date.now() + HOUR_MS).toISOString() },
  );
  return data.appointments.items[0];
}

/** Group options starting within `hours` from now (existing classes first: the issue's "class with free seats"). */
export async function groupOptionsWithin(request: APIRequestContext, minHours: number, maxHours: number): Promise<OptionData[]> {
  const now = Date.now();
  const options = await bookingOptions(request, {
    from: new Date(now),
    to: new Date(now + Math.max(maxHours * HOUR_MS, DAY_MS)),
    type: 'group',
  });
  return options
    .filter((o) => {
      const start = Date.parse(o.startDate);
      return start >= now + minHours * HOUR_MS && start <= now + maxHours * HOUR_MS;
    })
    .sort((a, b) => Number(b.isExisting) - Number(a.isExisting) || Date.parse(a.startDate) - Date.parse(b.startDate));
}

// ---------------------------------------------------------------------------------------------
// Fixtures: one admin API session per worker, student API sessions closed after each test.

interface BookingFixtures {
  /**
   * Takes the run's clock lock until the test ends, for a test whose outcome depends on the
   * server clock not moving (the 30-minute grace after booking): no other test moves it meanwhile.
   * Not for a test that moves the clock itself (moveClock takes the same lock).
   */
  holdClock: () => Promise<void>;
  /** Signs a student in through POST /api/login_check; the context is disposed after the test. */
  studentApi: (student: { email: string; password: string }) => Promise<APIRequestContext>;
}

export const test = base.extend<BookingFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  holdClock: async ({}, use) => {
    const lock: { release?: () => Promise<void> } = {};
    await use(async () => {
      lock.release ??= await acquireClockLock();
    });
    await lock.release?.();
  },

  studentApi: async ({ playwright, baseURL }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async (student) => {
      const context = await apiSession(playwright, baseURL, '/api/login_check', student);
      contexts.push(context);
      return context;
    });
    for (const context of contexts) await context.dispose();
  },
});

// ---------------------------------------------------------------------------------------------
// UI helpers.

/** The main navigation's link (the header nav, not in-page links with the same words). */
export function navLink(page: Page, name: string): Locator {
  return page.getByRole('navigation').getByRole('link', { name, exact: true }).first();
}

/** A success notification (role=status) with `text`. */
export function statusWith(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** The booking page's option links (the recommendation's and the day list's). */
export function optionLinks(page: Page): Locator {
  return page.getByRole('link', { name: /Choose/ });
}

/** The chosen day's list on the booking page (its heading reads "Classes on <day>"). */
export function dayList(page: Page): Locator {
  return page.getByRole('region', { name: /^Classes on / });
}

/** The option links of the chosen day only (not the recommendation's). */
export function dayOptionLinks(page: Page): Locator {
  return dayList(page).getByRole('link', { name: /Choose/ });
}

/** What an empty day says (booking.emptyDay, booking.emptyDayFiltered). */
export const NO_OPTIONS = /on this day\. Try another day/;

/**
 * The chosen day's list as rendered: a "Choose", the empty day's words, or only classes it cannot
 * book (too soon, after the free trial ends).
 */
function dayListShown(page: Page): Locator {
  return dayOptionLinks(page)
    .first()
    .or(page.getByText(NO_OPTIONS))
    .or(
      dayList(page)
        .getByText(/^Not bookable/)
        .first(),
    );
}

/** Runs `action` and waits until the booking list has been answered by the server and rendered. */
export async function afterBookingResults(page: Page, action: () => Promise<void>, requestIncludes = ''): Promise<void> {
  // `requestIncludes` tells this action's answer from one still in flight for an earlier filter.
  const answered = page.waitForResponse((response) => {
    const body = response.request().postData() ?? '';
    return response.url().endsWith('/graphql') && body.includes('bookingResults') && body.includes(requestIncludes);
  });
  await action();
  const response = await answered;
  const body = (await response.json()) as { errors?: GraphqlErrorEntry[] };
  if (body.errors?.length) {
    throw new GraphqlError(
      body.errors.map((e) => e.extensions?.code ?? 'unknown'),
      `the booking page's bookingResults failed: ${body.errors.map((e) => `${e.extensions?.code ?? '?'}: ${e.message}`).join('; ')}`,
    );
  }
  // The list renders from the answer in React's next commit.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  await expect(dayListShown(page)).toBeVisible();
}

/**
 * On the booking page, Group tab: the first day (this week or later) with a group option; clicks
 * that day's last "Choose" (the latest start, so the class cannot begin while the test runs).
 */
export async function chooseGroupOption(page: Page): Promise<void> {
  const groupOnly = '"type":"group"';
  const groupTab = page.getByRole('button', { name: /^Group classes/ });
  await expect(groupTab).toBeVisible();
  if ((await groupTab.getAttribute('aria-pressed')) !== 'true') await afterBookingResults(page, () => groupTab.click(), groupOnly);
  await untilDayWithOptions(page, groupOnly);
  await dayOptionLinks(page).last().click();
}

/** The day strip's "Next week" (an empty day offers one of its own, which this is not). */
export function nextWeekButton(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Days' }).getByRole('button', { name: 'Next week' });
}

/**
 * Moves through the day strip until the chosen day has a "Choose": to the next day with classes
 * in the week, else to the next week (late on a Friday the rest of the week can be empty). A day's
 * count includes the classes it shows but cannot book (too soon, after the free trial ends), so a
 * day with classes can still have none to choose. Days are picked in the browser (no request);
 * a week is asked of the server.
 */
export async function untilDayWithOptions(page: Page, requestIncludes = ''): Promise<void> {
  for (let step = 0; step < 21; step++) {
    if ((await dayOptionLinks(page).count()) > 0) return;
    const days = page.getByRole('navigation', { name: 'Days' }).getByRole('listitem').getByRole('button');
    const strip = await days.evaluateAll((buttons) =>
      buttons.map((b) => ({
        pressed: b.getAttribute('aria-pressed') === 'true',
        classes: Number(/(\d+) class/.exec(b.textContent ?? '')?.[1] ?? 0),
      })),
    );
    const chosen = strip.findIndex((day) => day.pressed);
    const next = strip.findIndex((day, i) => i > chosen && day.classes > 0);
    if (next >= 0) {
      await days.nth(next).click();
      await expect(days.nth(next)).toHaveAttribute('aria-pressed', 'true');
      await expect(dayListShown(page)).toBeVisible();
    } else {
      await afterBookingResults(page, () => nextWeekButton(page).click(), requestIncludes);
    }
  }
  throw new Error('no day with an option in the next three weeks');
}

/** The <dd> after the <dt> named `term` (class details, booking preview). */
export function definition(page: Page, term: string): Locator {
  return page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

/** "HH:mm" of an instant in a zone, 24-hour (the student's default time format, ISO8601). */
export function hourMinute(instant: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(instant));
}

export const TIME = { HOUR_MS, DAY_MS, MINUTE_MS: 60_000 } as const;
