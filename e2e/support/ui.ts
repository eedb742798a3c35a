import { expect, type Page } from '@playwright/test';
import { AREAS, type Role, urlOf } from './accounts.ts';
import { acceptPendingAgreements } from './factories.ts';
import { E2E_RELEASE_ID } from './run-env.ts';

export const BAD_CREDENTIALS = 'The email address or password you entered is incorrect.';

/** Fills and submits a login form (the same labels in every area). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Signs in through the area's login page and waits for its home page. */
export async function loginThroughUi(page: Page, role: Role, account: { email: string; password: string }): Promise<void> {
  const area = AREAS[role];
  await page.goto(area.login);
  await submitLogin(page, account.email, account.password);
  await expect(page).toHaveURL(urlOf(area.home));
}

const LOGIN_CHECK: Record<Role, string> = { student: '/api/login_check', teacher: '/teacher/login_check', admin: '/admin/login_check' };

/** Signs the page's browser context in through the area's login route: a session of its own. */
export async function openBrowserSession(page: Page, account: { email: string; password: string }, role: Role): Promise<void> {
  const response = await page.request.post(LOGIN_CHECK[role], {
    headers: { 'X-Release-Id': E2E_RELEASE_ID },
    data: { _username: account.email, _password: account.password },
  });
  expect(response.status(), `${role} login of ${account.email}`).toBe(200);
}

/**
 * Signs the page's browser context in (for tests not about logging in). A teacher also accepts
 * the agreements pending now: a clock moved forward may have published a new version since
 * buildTeacher accepted them.
 */
export async function signInBrowser(page: Page, account: { email: string; password: string }, role: Role = 'student'): Promise<void> {
  await openBrowserSession(page, account, role);
  if (role === 'teacher') await acceptPendingAgreements(page.request);
}

/** Clicks "Log out", opening the user menu first when the action is inside it. */
export async function logOutThroughUi(page: Page): Promise<void> {
  const logOut = page
    .getByRole('link', { name: 'Log out', exact: true })
    .or(page.getByRole('button', { name: 'Log out', exact: true }))
    .or(page.getByRole('menuitem', { name: 'Log out', exact: true }))
    .first();
  if (!(await logOut.isVisible())) {
    await page
      .getByRole('button', { name: /user menu|account menu|your account|profile|menu/i })
      .first()
      .click();
  }
  await logOut.click();
}

/** The role="alert" element carrying `text`. */
export function alertWith(page: Page, text: string | RegExp) {
  return page.getByRole('alert').filter({ hasText: text });
}
