import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiSession, type CreditsData, expect, graphql, type StudentAccount } from '../fixtures.ts';

export {
  apiSession,
  type CreditsData,
  expect,
  expectNoSeriousA11yViolations,
  GraphqlError,
  graphql,
  signInBrowser,
  test,
  urlOf,
  type StudentAccount,
} from '../fixtures.ts';

/** The student's commerce pages (apps/web/src/shared/routing/student-paths.ts, decision 021). */
export const PATHS = {
  today: '/en/account/home',
  store: '/en/account/store',
  membership: '/en/account/settings/membership',
  billing: '/en/account/settings/billing',
  conversion: '/en/account/credits-conversion',
  referrals: '/en/account/referrals',
  booking: '/en/account/booking',
} as const;

/** The built-in test processor's cards (docs/api/commerce.graphql). */
export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  authentication: '4000 0025 0000 3155',
} as const;

/**
 * A fresh Visa number that succeeds (any Luhn-valid number the test processor does not list
 * does): a card's fingerprint starts at most one free trial (LG_1001), so each trial needs its own.
 */
export function uniqueCardNumber(): string {
  const body = `4${Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join('')}`;
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export async function studentApi(
  playwright: Parameters<typeof apiSession>[0],
  baseURL: string | undefined,
  student: StudentAccount,
): Promise<APIRequestContext> {
  return apiSession(playwright, baseURL, '/api/login_check', student);
}

/** Fills the card form of the checkout or the billing page. */
export async function fillCard(page: Page, number: string, holder = 'Tess Tester'): Promise<void> {
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Name on card').fill(holder);
  await field('Card number').fill(number);
  await field('Expiry date (MM/YY)').fill('12/34');
  await field('Security code (CVC)').fill('123');
  await field('Postcode / ZIP').fill('10115');
}

/** Ticks every checkbox of the checkout's agreements. */
export async function acceptAgreements(page: Page): Promise<void> {
  const boxes = page.getByRole('group', { name: 'Agreements' }).getByRole('checkbox');
  const count = await boxes.count();
  for (let i = 0; i < count; i++) await boxes.nth(i).check();
}

/** A notification or inline status whose text matches. */
export function statusWith(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** From the store, the first Flex plan's free trial up to its checkout. */
export async function openTrialCheckout(page: Page): Promise<void> {
  await page.goto(PATHS.store);
  await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
  await page
    .getByRole('link', { name: /^Start free trial: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/m2m-checkout\/[^/?]+$/);
  await expect(page.getByRole('heading', { name: 'Start your free trial', level: 1 })).toBeVisible();
}

/** From the store, the first Flex plan bought outright (no trial) up to its checkout. */
export async function openPlanCheckout(page: Page): Promise<void> {
  await page.goto(PATHS.store);
  await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
  await page
    .getByRole('link', { name: /^Choose plan: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/m2m-checkout\/[^/?]+$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
}

/** A plan bought with a fresh test card, up to the post-checkout page. */
export async function buyPlan(page: Page): Promise<void> {
  await openPlanCheckout(page);
  await fillCard(page, uniqueCardNumber());
  await acceptAgreements(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/en\/post-checkout\?purchase=/);
}

/** Starts the free trial with a fresh card, as a signed-in student would; lands on post-checkout. */
export async function buyTrial(page: Page): Promise<void> {
  await openTrialCheckout(page);
  await fillCard(page, uniqueCardNumber());
  await acceptAgreements(page);
  await page.getByRole('button', { name: 'Start free trial' }).click();
  await expect(page).toHaveURL(/\/en\/post-checkout\?purchase=/);
}

export async function creditsOf(request: APIRequestContext): Promise<CreditsData> {
  const data = await graphql<{ creditsInfo: CreditsData }>(
    request,
    'query E2eStoreCredits { creditsInfo { groupCredits privateCredits } }',
  );
  return data.creditsInfo;
}
