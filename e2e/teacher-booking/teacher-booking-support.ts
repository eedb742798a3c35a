import type { Locator, Page } from '@playwright/test';

export {
  expect,
  expectNoSeriousA11yViolations,
  graphql,
  GraphqlError,
  signInBrowser,
  type StudentAccount,
  type TeacherAccount,
  test,
  waitForEmail,
} from '../fixtures.ts';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export const TEACHER_PATHS = {
  home: '/teacher/en/home',
  booking: (startDate?: string) => (startDate ? `/teacher/en/booking/${startDate}` : '/teacher/en/booking'),
  teacherClass: (uid: string) => `/teacher/en/classes/${uid}`,
};

/** The local date (YYYY-MM-DD) of an instant in Berlin: the booking page's startDate. */
export function berlinDate(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );
}

/** The list item of one class on a teacher list (found by its link to the class page). */
export function classRow(page: Page, uid: string): Locator {
  return page.getByRole('listitem').filter({ has: page.locator(`a[href$="/classes/${uid}"]`) });
}

/** A success notification (role=status) with `text`. */
export function statusWith(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}
