import type { Browser, Page } from '@playwright/test';
import type { Factories, StudentAccount } from '../support/factories.ts';
import type { Role } from '../support/accounts.ts';
import { signInBrowser } from '../support/ui.ts';
import { buyPlan } from '../store/store-support.ts';

/**
 * A student signed in on `page` with a plan bought and a class of lesson `lessonIndex` booked:
 * that lesson's practice (words, grammar, homework) is open to them, as the content specs need.
 */
export async function practisingStudentInBrowser(
  page: Page,
  factories: Pick<Factories, 'buildStudent' | 'buildClass'>,
  options: { firstName: string; lessonIndex?: number },
): Promise<StudentAccount> {
  const student = await factories.buildStudent({ firstName: options.firstName });
  await signInBrowser(page, student);
  await buyPlan(page);
  await factories.buildClass({ student, lessonIndex: options.lessonIndex });
  return student;
}

/** The demo admin in a browser context of their own, beside the student's page. */
export async function adminInOwnBrowser(
  browser: Browser,
  baseURL: string | undefined,
  loginAs: (page: Page, role: Role) => Promise<void>,
): Promise<Page> {
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await loginAs(admin, 'admin');
  return admin;
}
