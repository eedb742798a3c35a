import { type APIRequestContext, test as base, type BrowserContext, expect, type Page } from '@playwright/test';
import { AREAS, DEMO_ACCOUNTS, type Role, STRONG_PASSWORD, uniqueEmail, urlOf } from './support/accounts.ts';
import { apiSession, graphql } from './support/api.ts';
import { acquireClockLock } from './support/clock-lock.ts';
import { E2E_RELEASE_ID } from './support/run-env.ts';
import { loginThroughUi } from './support/ui.ts';

export { expect } from '@playwright/test';
export { apiSession, GraphqlError, type GraphqlErrorEntry, graphql } from './support/api.ts';
export { expectNoSeriousA11yViolations } from './support/a11y.ts';
export { AREAS, DEMO_ACCOUNTS, type Role, STRONG_PASSWORD, uniqueEmail, urlOf } from './support/accounts.ts';
export { extractLink, type ReceivedEmail, waitForEmail } from './support/mail.ts';
export { alertWith, BAD_CREDENTIALS, loginThroughUi, logOutThroughUi, submitLogin } from './support/ui.ts';

export interface ClockState {
  now: string;
  offsetMs: number;
}

export interface StudentAccount {
  id: string;
  email: string;
  password: string;
  firstName: string;
}

export interface NewStudent {
  email?: string;
  firstName?: string;
  password?: string;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

interface ClockControl {
  move(ms: number): Promise<ClockState>;
  reset(): Promise<ClockState>;
}

export interface TeacherAccount {
  id: string;
  /** Teacher.uid: the public id in links. */
  uid: string;
  email: string;
  password: string;
  firstName: string;
}

export interface NewTeacher {
  firstName?: string;
  lastName?: string;
  /** Section slugs the teacher teaches; default English. */
  sections?: string[];
  timezone?: string;
  hourlyRateCents?: number;
  /**
   * Accept the required agreements as the teacher (default): the agreement gate holds every
   * teacher mutation until they are accepted. Tests of the gate itself pass false.
   */
  acceptAgreements?: boolean;
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
  /** Registers a fresh student through POST /api/users, for tests that change account state. */
  createStudent: (options?: NewStudent) => Promise<StudentAccount>;
  /** A fresh teacher made through the back office (adminCreateTeacher), for tests that change teacher state. */
  createTeacher: (options?: NewTeacher) => Promise<TeacherAccount>;
}

interface WorkerFixtures {
  /** Signed-in browser state per role, shared by the tests of one worker. */
  sessions: Map<Role, StorageState>;
  /** The demo admin's API session, shared by the worker's tests (one successful login). */
  adminApi: APIRequestContext;
}

const SESSION_COOKIES = ['BEARER', 'REFRESH_TOKEN'];

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sessions: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(new Map());
    },
    { scope: 'worker' },
  ],

  adminApi: [
    async ({ playwright }, use, workerInfo) => {
      const admin = await apiSession(playwright, workerInfo.project.use.baseURL, '/admin/login_check', DEMO_ACCOUNTS.admin);
      await use(admin);
      await admin.dispose();
    },
    { scope: 'worker' },
  ],

  createTeacher: async ({ adminApi, playwright, baseURL }, use) => {
    await use(async (options = {}) => {
      const firstName = options.firstName ?? 'Tilda';
      const email = uniqueEmail('teacher');
      const data = await graphql<{ adminCreateTeacher: { id: string; uid: string } }>(
        adminApi,
        `mutation E2eCreateTeacher($input: CreateTeacherInput!) { adminCreateTeacher(input: $input) { id uid } }`,
        {
          input: {
            email,
            firstName,
            lastName: options.lastName ?? 'Lehmann',
            sectionSlugs: options.sections ?? ['english'],
            timezone: options.timezone ?? 'Europe/Berlin',
            hourlyRateCents: options.hourlyRateCents ?? 1800,
            languages: [{ language: 'English', fluency: 'C2' }],
            password: STRONG_PASSWORD,
          },
        },
      );
      if (options.acceptAgreements !== false) {
        const teacherApi = await apiSession(playwright, baseURL, '/teacher/login_check', { email, password: STRONG_PASSWORD });
        try {
          const { teacherAccount } = await graphql<{ teacherAccount: { pendingAgreements: { id: string }[] } }>(
            teacherApi,
            '{ teacherAccount { pendingAgreements { id } } }',
          );
          for (const { id } of teacherAccount.pendingAgreements) {
            await graphql(teacherApi, 'mutation E2eAccept($id: ID!) { decideTeacherAgreement(id: $id, accept: true) { id } }', { id });
          }
        } finally {
          await teacherApi.dispose();
        }
      }
      return { ...data.adminCreateTeacher, email, password: STRONG_PASSWORD, firstName };
    });
  },

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

  loginAs: async ({ sessions }, use) => {
    const used: { context: BrowserContext; role: Role }[] = [];
    await use(async (page, role) => {
      const home = AREAS[role].home;
      const cached = sessions.get(role);
      if (cached) {
        await page.context().addCookies(cached.cookies);
        await page.goto(home);
      } else {
        await loginThroughUi(page, role, DEMO_ACCOUNTS[role]);
      }
      await expect(page).toHaveURL(urlOf(home));
      used.push({ context: page.context(), role });
    });
    // Refresh tokens rotate: keep the newest ones for the next test, or forget a session the test ended.
    for (const { context, role } of used) {
      try {
        const state = await context.storageState();
        const live = SESSION_COOKIES.every((name) => state.cookies.some((cookie) => cookie.name === name && cookie.value !== ''));
        if (live) sessions.set(role, state);
        else sessions.delete(role);
      } catch {
        sessions.delete(role);
      }
    }
  },

  createStudent: async ({ playwright, baseURL }, use) => {
    await use(async (options = {}) => {
      // Its own request context: the session cookies of the new account stay out of `api`.
      const context = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Release-Id': E2E_RELEASE_ID } });
      try {
        const email = options.email ?? uniqueEmail();
        const firstName = options.firstName ?? 'Tess';
        const password = options.password ?? STRONG_PASSWORD;
        const response = await context.post('/api/users', {
          data: { email, firstName, password, acceptPrivacyPolicy: true, acceptTerms: true, confirmAge: true },
        });
        if (response.status() !== 201) throw new Error(`POST /api/users answered ${response.status()}: ${await response.text()}`);
        const body = (await response.json()) as { user: { id: string } };
        return { id: body.user.id, email, password, firstName };
      } finally {
        await context.dispose();
      }
    });
  },
});

async function postClock(api: APIRequestContext, body: { advanceMs?: number; reset?: boolean }): Promise<ClockState> {
  const response = await api.post('/dev/clock', { data: body });
  if (!response.ok()) throw new Error(`POST /dev/clock answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as ClockState;
}
