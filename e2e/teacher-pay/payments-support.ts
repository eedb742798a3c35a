import type { APIRequestContext, Page } from '@playwright/test';
import { apiSession, expect, graphql, test as base } from '../fixtures.ts';
import { E2E_RELEASE_ID } from '../support/run-env.ts';

export { expect, expectNoSeriousA11yViolations, graphql } from '../fixtures.ts';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const PATHS = {
  payments: (tab?: 'past') => `/teacher/en/payments${tab ? `?tab=${tab}` : ''}`,
  teacherClass: (uid: string) => `/teacher/en/classes/${uid}`,
};

/** The server's clock (it may run ahead of or behind the machine's when a test moved it). */
export async function serverNow(api: APIRequestContext): Promise<number> {
  const response = await api.get('/dev/clock', { headers: { 'X-Release-Id': E2E_RELEASE_ID } });
  return Date.parse(((await response.json()) as { now: string }).now);
}

/** 'YYYY-MM' of an instant in Berlin. */
export function berlinMonth(instant: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit' })
    .format(new Date(instant))
    .slice(0, 7);
}

/** Midnight UTC of the 1st of the month `offset` months away from `instant`'s month. */
export function firstOfMonthUtc(instant: number, offset: number): number {
  const date = new Date(instant);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1);
}

/** Signs the page's context in as the teacher and accepts the agreements a new teacher has pending. */
export async function signInTeacher(page: Page, teacher: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/teacher/login_check', {
    headers: { 'X-Release-Id': E2E_RELEASE_ID },
    data: { _username: teacher.email, _password: teacher.password },
  });
  expect(response.status(), `teacher login of ${teacher.email}`).toBe(200);
  const account = await graphql<{ teacherAccount: { pendingAgreements: { id: string }[] } }>(
    page.request,
    'query E2ePendingAgreements { teacherAccount { pendingAgreements { id } } }',
  );
  for (const agreement of account.teacherAccount.pendingAgreements) {
    await graphql(page.request, 'mutation E2eAccept($id: ID!) { decideTeacherAgreement(id: $id, accept: true) { id } }', {
      id: agreement.id,
    });
  }
}

export interface TaughtClass {
  uid: string;
  startDate: string;
  lessonTitle: string;
  studentName: string;
}

interface PaymentsFixtures {
  /**
   * A class at `startAt` (an early-morning UTC slot no seeded class uses) booked by a fresh
   * student with credits and committed to by the teacher, made while the server clock stands
   * three days before it (the caller has moved it there).
   */
  classTaughtBy: (teacher: { id: string }, page: Page, startAt: number) => Promise<TaughtClass>;
}

export const test = base.extend<PaymentsFixtures>({
  classTaughtBy: async ({ playwright, baseURL, adminApi, createStudent }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async (_teacher, page, startAt) => {
      const studentName = `Ines${Math.random().toString(36).slice(2, 6)}`;
      const student = await createStudent({ firstName: studentName });
      await graphql(
        adminApi,
        `mutation E2eGrant($studentId: ID!) { adminGrantCredits(studentId: $studentId, kind: group, amount: 2, reason: "e2e teacher payments") { groupCredits } }`,
        { studentId: student.id },
      );
      const session = await apiSession(playwright, baseURL, '/api/login_check', student);
      contexts.push(session);
      const course = await graphql<{ coursePage: { chapters: { lessons: { id: string }[] }[] } }>(
        session,
        'query E2eLessons { coursePage { chapters { lessons { id } } } }',
      );
      const lesson = course.coursePage.chapters.flatMap((c) => c.lessons)[2];
      const booked = await graphql<{ bookClass: { class: { uid: string; startDate: string; lesson: { title: string } } } }>(
        session,
        `mutation E2eOpen($input: BookClassInput!) { bookClass(input: $input) { class { uid startDate lesson { title } } } }`,
        { input: { lessonId: lesson.id, startDate: new Date(startAt).toISOString(), type: 'group' } },
      );
      const klass = booked.bookClass.class;
      await graphql(page.request, 'mutation E2eCommit($uid: ID!) { commitToClass(classUid: $uid) { uid } }', { uid: klass.uid });
      return { uid: klass.uid, startDate: klass.startDate, lessonTitle: klass.lesson.title, studentName };
    });
    for (const context of contexts) await context.dispose();
  },
});
