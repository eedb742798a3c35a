import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { AREAS, DEMO_ACCOUNTS, type Role, urlOf } from './support/accounts.ts';
import { apiSession } from './support/api.ts';
import { acquireClockLock } from './support/clock-lock.ts';
import { type Factories, factoriesFor } from './support/factories.ts';
import { E2E_RELEASE_ID } from './support/run-env.ts';
import { openBrowserSession } from './support/ui.ts';

export { expect } from '@playwright/test';
export { apiSession, GraphqlError, type GraphqlErrorEntry, graphql } from './support/api.ts';
export { expectNoSeriousA11yViolations } from './support/a11y.ts';
export { checkScreens, keepScreenshot, keepScreenshots } from './support/screens.ts';
export { AREAS, DEMO_ACCOUNTS, type Role, STRONG_PASSWORD, uniqueEmail, urlOf } from './support/accounts.ts';
export type {
  BuildClassOverrides,
  BuildStaffedClassOverrides,
  BuildStudentOverrides,
  BuildTeacherOverrides,
  CouponOverrides,
  BuiltClass,
  CreditsData,
  StaffedClass,
  StudentAccount,
  TeacherAccount,
} from './support/factories.ts';
export { serverNow } from './support/server-clock.ts';
export { extractLink, type ReceivedEmail, waitForEmail } from './support/mail.ts';
export { alertWith, BAD_CREDENTIALS, loginThroughUi, logOutThroughUi, signInBrowser, submitLogin } from './support/ui.ts';

export interface ClockState {
  now: string;
  offsetMs: number;
}

interface ClockControl {
  move(ms: number): Promise<ClockState>;
  reset(): Promise<ClockState>;
}

interface TestFixtures {
  clockControl: ClockControl;
  /** Requests to the server as the web app makes them: with X-Release-Id, JSON bodies. */
  api: APIRequestContext;
  /**
   * Moves the server's clock forward (POST /dev/clock {advanceMs}) instead of waiting. The
   * first move takes the run's clock lock; the test's end resets the clock and releases it.
   */
  moveClock: (ms: number) => Promise<ClockState>;
  /** Puts the server's clock back to real time (also done automatically after a move). */
  resetClock: () => Promise<ClockState>;
  /** Opens the role's home page signed in as its demo account (one UI login per worker and role). */
  loginAs: (page: Page, role: Role) => Promise<void>;
  /** The factories of e2e/support/factories.ts, bound to this test's sessions (docs/decisions/035). */
  factories: Factories;
  /** A fresh student registered through POST /api/users, credits granted by the back office. */
  buildStudent: Factories['buildStudent'];
  /** A fresh teacher invited through the back office, agreements accepted. */
  buildTeacher: Factories['buildTeacher'];
  /** Back-office grants, one per student. */
  buildCredits: Factories['buildCredits'];
  /** A class a student opened by booking it; staffed by assignment when `teacherId` is given. */
  buildClass: Factories['buildClass'];
  /** A class with a teacher and booked students. */
  buildStaffedClass: Factories['buildStaffedClass'];
  /** Seats booked in a class by the given students (each given one credit). */
  buildBookedSeats: Factories['buildBookedSeats'];
  /** A promo code made in the back office. */
  buildCoupon: Factories['buildCoupon'];
}

interface WorkerFixtures {
  /** The demo admin's API session, shared by the worker's tests (one successful login). */
  adminApi: APIRequestContext;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminApi: [
    async ({ playwright }, use, workerInfo) => {
      const admin = await apiSession(playwright, workerInfo.project.use.baseURL, '/admin/login_check', DEMO_ACCOUNTS.admin);
      await use(admin);
      await admin.dispose();
    },
    { scope: 'worker' },
  ],

  api: async ({ playwright, baseURL }, use) => {
    const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Release-Id': E2E_RELEASE_ID } });
    await use(api);
    await api.dispose();
  },

  clockControl: async ({ api }, use) => {
    const lock: { release?: () => Promise<void> } = {};
    await use({
      move: async (ms) => {
        // One server clock for every worker: tests that move it take turns.
        lock.release ??= await acquireClockLock();
        return postClock(api, { advanceMs: ms });
      },
      reset: () => postClock(api, { reset: true }),
    });
    if (lock.release) {
      try {
        await postClock(api, { reset: true });
      } finally {
        await lock.release();
      }
    }
  },

  moveClock: async ({ clockControl }, use) => {
    await use(clockControl.move);
  },

  resetClock: async ({ clockControl }, use) => {
    await use(clockControl.reset);
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  loginAs: async ({}, use) => {
    // A session of its own for every test: a refresh token is never handed from one test to the
    // next, where a refresh the previous page started as it closed would have spent it and the
    // next use would revoke the whole session as a reuse (000 §7; the recurring profile-pages flake).
    await use(async (page, role) => {
      const home = AREAS[role].home;
      await openBrowserSession(page, DEMO_ACCOUNTS[role], role);
      await page.goto(home);
      await expect(page).toHaveURL(urlOf(home));
    });
  },

  factories: async ({ playwright, baseURL, adminApi }, use) => {
    const sessions = new Map<string, Promise<APIRequestContext>>();
    await use(
      factoriesFor({
        adminApi,
        newContext: () => playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Release-Id': E2E_RELEASE_ID } }),
        session: (loginPath, account) => {
          const key = `${loginPath} ${account.email}`;
          let session = sessions.get(key);
          if (!session) {
            session = apiSession(playwright, baseURL, loginPath, account);
            sessions.set(key, session);
          }
          return session;
        },
      }),
    );
    for (const session of sessions.values()) await (await session.catch(() => null))?.dispose();
  },
  buildStudent: async ({ factories }, use) => use(factories.buildStudent),
  buildTeacher: async ({ factories }, use) => use(factories.buildTeacher),
  buildCredits: async ({ factories }, use) => use(factories.buildCredits),
  buildClass: async ({ factories }, use) => use(factories.buildClass),
  buildStaffedClass: async ({ factories }, use) => use(factories.buildStaffedClass),
  buildBookedSeats: async ({ factories }, use) => use(factories.buildBookedSeats),
  buildCoupon: async ({ factories }, use) => use(factories.buildCoupon),
});

/**
 * Moving the clock runs the jobs that fall due on the way (the demo school's, for every day
 * crossed): days ahead on a loaded machine take longer than a step's 10 s, so this request alone
 * may take a minute. It is work the server does, not a wait.
 */
const CLOCK_MOVE_TIMEOUT_MS = 60_000;

async function postClock(api: APIRequestContext, body: { advanceMs?: number; reset?: boolean }): Promise<ClockState> {
  const response = await api.post('/dev/clock', { data: body, timeout: CLOCK_MOVE_TIMEOUT_MS });
  if (!response.ok()) throw new Error(`POST /dev/clock answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as ClockState;
}
