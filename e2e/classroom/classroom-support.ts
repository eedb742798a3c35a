import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { type BuiltClass, expect } from '../fixtures.ts';
import type { Factories } from '../support/factories.ts';
import { E2E_RELEASE_ID } from '../support/run-env.ts';

export { expect, test } from '../fixtures.ts';

/** Classroom area paths (apps/web/src/features/classroom/classroom-paths.ts) under the quick start's /classroom prefix. */
export const CLASSROOM = {
  class: (uid: string) => `/classroom/en/class/${uid}`,
  review: (uid: string) => `/classroom/en/class/${uid}/review`,
  demo: '/classroom/en/demo',
  diagnostics: '/classroom/en/diagnostics',
} as const;

/** A browser context of its own, signed in through the area's login check (students /api, teachers /teacher). */
export async function signedInContext(
  browser: Browser,
  baseURL: string | undefined,
  loginPath: '/api/login_check' | '/teacher/login_check',
  account: { email: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, permissions: ['camera', 'microphone'] });
  const page = await context.newPage();
  const response = await page.request.post(loginPath, {
    headers: { 'X-Release-Id': E2E_RELEASE_ID },
    data: { _username: account.email, _password: account.password },
  });
  expect(response.status(), `login of ${account.email}`).toBe(200);
  return { context, page };
}

/** Passes the pre-join screen (camera and microphone are Chromium's fake devices). */
export async function joinFromPreJoin(page: Page): Promise<void> {
  const join = page.getByTestId('join-class');
  await expect(join).toBeEnabled();
  const consent = page.getByLabel('I agree that the audio of this class may be recorded.');
  if (await consent.isVisible()) await consent.check();
  await join.click();
}

/** The tile of `peerId`: connected, and its video element playing frames. */
export async function expectVideoFlowing(tile: Locator): Promise<void> {
  await expect(tile).toHaveAttribute('data-state', 'connected', { timeout: 20_000 });
  await expect
    .poll(
      () =>
        tile.locator('video').evaluate((video: HTMLVideoElement) => video.readyState >= 2 && video.videoWidth > 0 && video.currentTime > 0),
      { timeout: 20_000 },
    )
    .toBe(true);
}

export interface ClassSides {
  klass: BuiltClass;
  teacher: Page;
  student: Page;
  /** A second booked student in a third browser context, when asked for (`secondStudent`). */
  otherStudent?: Page;
  close: () => Promise<void>;
}

interface SetupFixtures {
  browser: Browser;
  baseURL: string | undefined;
  buildTeacher: Factories['buildTeacher'];
  buildStaffedClass: Factories['buildStaffedClass'];
  moveClock: (ms: number) => Promise<{ now: string }>;
}

/**
 * A fresh teacher (Tom) and a fresh student (Mia; and Leo with `secondStudent`) with a booked
 * class of their own three days ahead (lesson 2 of the course), the server clock two minutes before its start (the room
 * is open 5 minutes before, 001 §9), and a signed-in browser context for each.
 */
export async function setUpClass(
  f: SetupFixtures,
  options: { secondStudent?: boolean; audioRecorded?: boolean } = {},
): Promise<ClassSides> {
  // The clock lock first: the class is booked days ahead by the server's real time.
  const start = await f.moveClock(0);
  const teacher = await f.buildTeacher({ firstName: 'Tom' });
  const { klass, students } = await f.buildStaffedClass({
    teacher,
    students: options.secondStudent ? 2 : 1,
    daysAhead: 3,
    lessonIndex: 1,
    audioRecorded: options.audioRecorded,
  });
  const [student, other] = students;
  await f.moveClock(Date.parse(klass.startDate) - Date.parse(start.now) - 2 * 60_000);

  const teacherSide = await signedInContext(f.browser, f.baseURL, '/teacher/login_check', teacher);
  const studentSide = await signedInContext(f.browser, f.baseURL, '/api/login_check', student);
  const otherSide = other ? await signedInContext(f.browser, f.baseURL, '/api/login_check', other) : null;
  teacherSide.page.on('pageerror', (error) => console.log(`[teacher page error] ${error.message}`));
  studentSide.page.on('pageerror', (error) => console.log(`[student page error] ${error.message}`));
  return {
    klass,
    teacher: teacherSide.page,
    student: studentSide.page,
    otherStudent: otherSide?.page,
    close: async () => {
      await teacherSide.context.close();
      await studentSide.context.close();
      await otherSide?.context.close();
    },
  };
}

/** The teacher enters, the student asks to join and is admitted. */
export async function bothInClass({ klass, teacher: t, student: s }: ClassSides): Promise<void> {
  await t.goto(CLASSROOM.class(klass.uid));
  await joinFromPreJoin(t);
  await expect(t.getByTestId('in-class')).toBeVisible();
  await s.goto(CLASSROOM.class(klass.uid));
  await joinFromPreJoin(s);
  await s.getByTestId('ask-to-join').click();
  await t
    .locator('[data-testid="participant"][data-state="asking"]')
    .getByRole('button', { name: /^Admit/ })
    .click();
  await expect(s.getByTestId('in-class')).toBeVisible();
}

/** POST /api/token/refresh with the page's cookies (after a clock move made the access token stale). */
export async function refreshSession(page: Page): Promise<void> {
  const response = await page.request.post('/api/token/refresh', { headers: { 'X-Release-Id': E2E_RELEASE_ID }, data: {} });
  expect(response.ok(), 'token refresh').toBe(true);
}
