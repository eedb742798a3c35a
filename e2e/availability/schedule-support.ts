import type { Locator, Page } from '@playwright/test';
import { AREAS, submitLogin } from '../fixtures.ts';

export const SCHEDULE = (startDate?: string) => `/teacher/en/my-schedule${startDate ? `/${startDate}` : ''}`;

const DAY = 86_400_000;

/** The local calendar date and hour of an instant in a zone. */
export function localParts(instant: Date, timeZone: string): { date: string; hour: number; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      weekday: 'short',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, hour: Number(parts.hour), weekday: new Date(`${date}T00:00:00Z`).getUTCDay() };
}

/** How many hours a local calendar day has in a zone: 23 or 25 on DST-change days, else 24. */
export function hoursInLocalDay(date: string, timeZone: string): number {
  const from = Date.parse(`${date}T00:00:00Z`) - 15 * 3_600_000;
  let hours = 0;
  for (let t = from; t < from + 54 * 3_600_000; t += 3_600_000) {
    if (localParts(new Date(t), timeZone).date === date) hours += 1;
  }
  return hours;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The Monday of the week that holds a date (the default week start). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** "Monday, November 30, 2026": how the grid names a day in its labels (locale en). */
export function longDay(date: string): string {
  return new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The toggle of one hour in the grid's edit modes. */
export function hourToggle(page: Page, date: string, hour: number): Locator {
  return page.getByRole('button', { name: `Available on ${longDay(date)} at ${hourLabel(hour)}`, exact: true });
}

/** The day column (1-based, after the time column) and hour row (1 = 00:00) an element sits in. */
export async function gridPosition(locator: Locator): Promise<{ column: number; row: number }> {
  return locator.evaluate((element) => {
    const cell = element.closest('td');
    const row = element.closest('tr');
    if (!cell || !row) throw new Error('not in the grid');
    return { column: cell.cellIndex, row: row.rowIndex };
  });
}

/** Signs a fresh teacher (agreements accepted by buildTeacher) in through the teacher login page. */
export async function signInFreshTeacher(page: Page, teacher: { email: string; password: string }): Promise<void> {
  await page.goto(AREAS.teacher.login);
  await submitLogin(page, teacher.email, teacher.password);
  await page.waitForURL((url) => !url.pathname.endsWith('/teacher-login'));
}
