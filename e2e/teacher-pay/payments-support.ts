export { expect, expectNoSeriousA11yViolations, graphql, serverNow, signInBrowser, test } from '../fixtures.ts';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

export const PATHS = {
  payments: (tab?: 'past') => `/teacher/en/payments${tab ? `?tab=${tab}` : ''}`,
  teacherClass: (uid: string) => `/teacher/en/classes/${uid}`,
};

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
