import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { apiSession, expect, graphql, type StudentAccount, type TeacherAccount } from '../fixtures.ts';
import { E2E_RELEASE_ID } from '../support/run-env.ts';

export { expect, test } from '../fixtures.ts';

const HOUR_MS = 60 * 60_000;

/** Classroom area paths (apps/web/src/features/classroom/classroom-paths.ts) under the quick start's /classroom prefix. */
export const CLASSROOM = {
  class: (uid: string) => `/classroom/en/class/${uid}`,
  review: (uid: string) => `/classroom/en/class/${uid}/review`,
  demo: '/classroom/en/demo',
  diagnostics: '/classroom/en/diagnostics',
} as const;

interface BookingOption {
  key: string;
  isExisting: boolean;
  startDate: string;
  endDate: string;
  type: string;
  lesson: { id: string; title: string };
}

export interface BookedClass {
  uid: string;
  startDate: string;
  endDate: string;
  lessonTitle: string;
}

/**
 * A new group class of its own (a free slot, not an existing class other tests may use),
 * 50 hours to 6 days ahead, booked by `student` and staffed with `teacher` through the back office.
 */
export async function bookClassWithTeacher(
  studentApi: APIRequestContext,
  adminApi: APIRequestContext,
  teacher: TeacherAccount,
  serverNow: Date,
): Promise<BookedClass> {
  const from = new Date(serverNow.getTime() + 50 * HOUR_MS);
  const to = new Date(serverNow.getTime() + 6 * 24 * HOUR_MS);
  const { bookingResults } = await graphql<{ bookingResults: { options: BookingOption[] } }>(
    studentApi,
    `query E2eClassroomOptions($filter: BookingFilter!) {
      bookingResults(filter: $filter) { options { key isExisting startDate endDate type lesson { id title } } }
    }`,
    { filter: { from: from.toISOString(), to: to.toISOString(), type: 'group' } },
  );
  const free = bookingResults.options.filter((o) => !o.isExisting && Date.parse(o.startDate) >= from.getTime());
  if (free.length === 0) throw new Error('no free group slot 50 h to 6 days ahead');
  // A random slot: parallel runs must not meet in one class.
  const option = free[Math.floor(Math.random() * free.length)];
  const { bookClass } = await graphql<{
    bookClass: { class: { uid: string; startDate: string; endDate: string; lesson: { title: string } } };
  }>(
    studentApi,
    `mutation E2eClassroomBook($input: BookClassInput!) {
      bookClass(input: $input) { class { uid startDate endDate lesson { title } } }
    }`,
    { input: { lessonId: option.lesson.id, startDate: option.startDate, type: 'group' } },
  );
  await graphql(
    adminApi,
    'mutation E2eClassroomAssign($uid: ID!, $teacherId: ID!) { adminAssignTeacher(classUid: $uid, teacherId: $teacherId, override: true, reason: "e2e fixture: staff a class outside the availability") { uid } }',
    {
      uid: bookClass.class.uid,
      teacherId: teacher.id,
    },
  );
  return {
    uid: bookClass.class.uid,
    startDate: bookClass.class.startDate,
    endDate: bookClass.class.endDate,
    lessonTitle: bookClass.class.lesson.title,
  };
}

export async function grantGroupCredits(adminApi: APIRequestContext, student: StudentAccount, amount: number): Promise<void> {
  await graphql(
    adminApi,
    `mutation E2eClassroomGrant($studentId: ID!, $kind: CreditKind!, $amount: Int!, $reason: String!) {
      adminGrantCredits(studentId: $studentId, kind: $kind, amount: $amount, reason: $reason) { groupCredits }
    }`,
    { studentId: student.id, kind: 'group', amount, reason: 'e2e classroom test' },
  );
}

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

/** A fresh teacher answers the pending agreements first (the agreement gate holds teacher mutations). */
export async function acceptTeacherAgreements(page: Page): Promise<void> {
  const { teacherAccount } = await graphql<{ teacherAccount: { pendingAgreements: { id: string }[] } }>(
    page.request,
    '{ teacherAccount { pendingAgreements { id } } }',
  );
  for (const agreement of teacherAccount.pendingAgreements) {
    await graphql(page.request, 'mutation E2eClassroomAccept($id: ID!) { decideTeacherAgreement(id: $id, accept: true) { id } }', {
      id: agreement.id,
    });
  }
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
  klass: BookedClass;
  teacher: Page;
  student: Page;
  /** A second booked student in a third browser context, when asked for (`secondStudent`). */
  otherStudent?: Page;
  close: () => Promise<void>;
}

interface SetupFixtures {
  browser: Browser;
  baseURL: string | undefined;
  playwright: Parameters<typeof apiSession>[0];
  adminApi: APIRequestContext;
  createStudent: (options?: { firstName?: string }) => Promise<StudentAccount>;
  createTeacher: (options?: { firstName?: string }) => Promise<TeacherAccount>;
  moveClock: (ms: number) => Promise<{ now: string }>;
}

/**
 * A fresh teacher and a fresh student with a booked class of their own, the server clock two
 * minutes before its start (the room is open 5 minutes before, 001 §9), and a signed-in
 * browser context for each.
 */
export async function setUpClass(f: SetupFixtures, options: { secondStudent?: boolean } = {}): Promise<ClassSides> {
  // The clock lock first: the class is booked 50+ hours ahead by the server's real time.
  const start = await f.moveClock(0);
  const student = await f.createStudent({ firstName: 'Mia' });
  await grantGroupCredits(f.adminApi, student, 2);
  const teacher = await f.createTeacher({ firstName: 'Tom' });
  const studentApi = await apiSession(f.playwright, f.baseURL, '/api/login_check', student);
  const klass = await bookClassWithTeacher(studentApi, f.adminApi, teacher, new Date(start.now));
  await studentApi.dispose();
  // The second student books a seat in the same class.
  const other = options.secondStudent ? await f.createStudent({ firstName: 'Leo' }) : null;
  if (other) {
    await grantGroupCredits(f.adminApi, other, 1);
    const otherApi = await apiSession(f.playwright, f.baseURL, '/api/login_check', other);
    await graphql(otherApi, 'mutation E2eJoinClass($uid: ID!) { bookClass(input: { classUid: $uid }) { class { uid } } }', {
      uid: klass.uid,
    });
    await otherApi.dispose();
  }
  await f.moveClock(Date.parse(klass.startDate) - Date.parse(start.now) - 2 * 60_000);

  const teacherSide = await signedInContext(f.browser, f.baseURL, '/teacher/login_check', teacher);
  await acceptTeacherAgreements(teacherSide.page);
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
