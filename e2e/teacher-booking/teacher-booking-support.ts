import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiSession, expect, graphql, type StudentAccount, type TeacherAccount, test as base } from '../fixtures.ts';
import { E2E_RELEASE_ID } from '../support/run-env.ts';

export { expect, expectNoSeriousA11yViolations, graphql, GraphqlError, waitForEmail } from '../fixtures.ts';
export type { StudentAccount, TeacherAccount };

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export const TEACHER_PATHS = {
  home: '/teacher/en/home',
  booking: (startDate?: string) => (startDate ? `/teacher/en/booking/${startDate}` : '/teacher/en/booking'),
  teacherClass: (uid: string) => `/teacher/en/classes/${uid}`,
};

export interface BookedClass {
  uid: string;
  startDate: string;
  lessonTitle: string;
}

/** The local date (YYYY-MM-DD) of an instant in Berlin: the booking page's startDate. */
export function berlinDate(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );
}

/** The server's clock (it may run ahead of the machine's when a test moved it). */
export async function serverNow(api: APIRequestContext): Promise<number> {
  const response = await api.get('/dev/clock', { headers: { 'X-Release-Id': E2E_RELEASE_ID } });
  if (response.ok()) return Date.parse(((await response.json()) as { now: string }).now);
  return Date.now();
}

/**
 * Signs the page's browser context in as the teacher (the teacher area's login route) and
 * accepts the required agreements a new teacher has pending (the agreement gate holds back
 * teacher mutations until then; accepting them is not what these tests are about).
 */
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

/** The list item of one class on a teacher list (found by its link to the class page). */
export function classRow(page: Page, uid: string): Locator {
  return page.getByRole('listitem').filter({ has: page.locator(`a[href$="/classes/${uid}"]`) });
}

/** A success notification (role=status) with `text`. */
export function statusWith(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

interface TeacherBookingFixtures {
  /**
   * A fresh student with group credits who opens a new group class in an early-morning slot no
   * seeded class uses (02:00-05:00 UTC), `daysAhead` days ahead: a class that needs a teacher.
   */
  classBookedByStudent: (options: { daysAhead: number; hoursAhead?: number }) => Promise<BookedClass>;
}

export const test = base.extend<TeacherBookingFixtures>({
  classBookedByStudent: async ({ playwright, baseURL, adminApi, createStudent, api }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async ({ daysAhead, hoursAhead = 0 }) => {
      const student = await createStudent({ firstName: 'Noor' });
      await graphql(
        adminApi,
        `mutation E2eGrant($studentId: ID!) { adminGrantCredits(studentId: $studentId, kind: group, amount: 3, reason: "e2e teacher booking") { groupCredits } }`,
        { studentId: student.id },
      );
      const session = await apiSession(playwright, baseURL, '/api/login_check', student);
      contexts.push(session);
      const course = await graphql<{ coursePage: { chapters: { lessons: { id: string; title: string }[] }[] } }>(
        session,
        'query E2eLessons { coursePage { chapters { lessons { id title } } } }',
      );
      const lesson = course.coursePage.chapters.flatMap((c) => c.lessons)[1];
      const now = await serverNow(api);
      for (let attempt = 0; attempt < 6; attempt++) {
        // Another run may have opened a class at the same slot: then try the next one.
        const day = Math.floor(now / DAY_MS) * DAY_MS + (daysAhead + attempt) * DAY_MS;
        const startDate = new Date(day + (2 + Math.floor(Math.random() * 3)) * HOUR_MS + hoursAhead * HOUR_MS).toISOString();
        const booked = await graphql<{
          bookClass: { class: { uid: string; startDate: string; teacher: { id: string } | null; lesson: { title: string } } };
        }>(
          session,
          `mutation E2eOpen($input: BookClassInput!) { bookClass(input: $input) { class { uid startDate teacher { id } lesson { title } } } }`,
          { input: { lessonId: lesson.id, startDate, type: 'group' } },
        );
        const klass = booked.bookClass.class;
        if (!klass.teacher) return { uid: klass.uid, startDate: klass.startDate, lessonTitle: klass.lesson.title };
      }
      throw new Error('no unstaffed slot found for the student');
    });
    for (const context of contexts) await context.dispose();
  },
});
