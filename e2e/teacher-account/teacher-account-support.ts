import { expect, type Page } from '@playwright/test';
import { submitLogin } from '../fixtures.ts';

/** Teacher area paths of this part (000 §2), English locale. */
export const PATHS = {
  home: '/teacher/en/home',
  login: '/teacher/en/teacher-login',
  profile: (page = '') => `/teacher/en/profile${page ? `/${page}` : ''}`,
  learningMaterial: '/teacher/en/learning-material',
  becomeTeacher: '/teacher/en/become-a-teacher',
  booking: '/teacher/en/booking',
} as const;

/** A small valid-looking PDF (the server checks the %PDF- header). */
export function pdf(name: string, size = 4_000): { name: string; mimeType: string; buffer: Buffer } {
  const head = Buffer.from(`%PDF-1.4\n% ${name}\n`);
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]) };
}

/** Signs a teacher in through the teacher login page (without expecting the home page: the gate may intervene). */
export async function signInTeacher(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto(PATHS.login);
  await submitLogin(page, account.email, account.password);
  await expect(page).not.toHaveURL(/teacher-login/);
}

/** Accepts every required agreement the terms pages show, one after the other, through the UI. */
export async function acceptTermsThroughUi(page: Page): Promise<number> {
  let accepted = 0;
  while (/\/terms\//.test(new URL(page.url()).pathname) && !/\/view\/terms\//.test(new URL(page.url()).pathname)) {
    const address = page.url();
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    await page.getByRole('checkbox', { name: 'I have read the agreement' }).check();
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    // The page moves on only once the server has the answer and the next pending agreement is known;
    // the heading alone can change before that (the accepted agreement is read again), and a box
    // ticked then would be reset by the move.
    await expect(page).not.toHaveURL(address);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading ?? '');
    accepted++;
    if (accepted > 10) throw new Error('too many agreements');
  }
  return accepted;
}
