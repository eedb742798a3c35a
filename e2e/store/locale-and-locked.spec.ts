import {
  acceptAgreements,
  CARDS,
  expect,
  expectNoSeriousA11yViolations,
  fillCard,
  openPlanCheckout,
  PATHS,
  signInBrowser,
  test,
} from './store-support.ts';

/** The test processor declines it as `lost_card` (apps/server/src/modules/commerce/payments/test-cards.ts). */
const LOST_CARD = '4000 0000 0000 9987';

test.describe('store pages in German, and the locked account', () => {
  test('the store, membership and billing pages speak German', async ({ page, buildStudent }) => {
    const student = await buildStudent({ firstName: 'Greta' });
    await signInBrowser(page, student);
    await page.goto(PATHS.store.replace('/en/', '/de/'));
    await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Flex: Monatspläne', level: 2 })).toBeVisible();
    await expect(page.getByText(/pro Kurs$/).first()).toBeVisible();
    await expect(page.getByText('Bis zu 5 Lernende pro Kurs').first()).toBeVisible();
    await expect(page.getByText('Up to 5 students per class')).toHaveCount(0);
    await expect(page.getByText(/€/).first()).toBeVisible();
    await page.goto(PATHS.membership.replace('/en/', '/de/'));
    await expect(page.getByRole('heading', { name: 'Mitgliedschaft', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Du hast noch keine Mitgliedschaft', level: 2 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.goto(PATHS.billing.replace('/en/', '/de/'));
    await expect(page.getByRole('heading', { name: 'Zahlungen', level: 1 })).toBeVisible();
    await expect(page.getByText('Du hast noch keine Rechnungen.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a locked account counts 15 seconds down and signs the student out', async ({ page, buildStudent }) => {
    test.setTimeout(60_000);
    // The countdown runs on the page's clock: installed before the first page, then fast-forwarded.
    await page.clock.install();
    const student = await buildStudent({ firstName: 'Lou' });
    await signInBrowser(page, student);
    // Really locked: a card reported lost is unusual payment activity (001 §8), which locks the account.
    await openPlanCheckout(page);
    await fillCard(page, LOST_CARD);
    await acceptAgreements(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    // The decline is said on the checkout itself (issue 12.9).
    await expect(page.getByTestId('payment-decline')).toHaveText('Your card was declined: it has been reported lost.');
    // Any further payment is refused with the lock, and the app opens the locked page by itself.
    await fillCard(page, CARDS.ok);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/en\/error\/account_temporarily_locked$/);
    await expect(page.getByRole('heading', { name: 'Account temporarily locked', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Your account has been temporarily locked due to unusual payment activity.');
    await expect(page.getByTestId('locked-countdown')).toHaveText(/^You will be signed out in 1[0-5] seconds\.$/);
    await expectNoSeriousA11yViolations(page);
    // From here the page's time moves only when the test says so (axe needs running timers, so after it).
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
    const left = Number(/in (\d+) seconds?/.exec((await page.getByTestId('locked-countdown').textContent()) ?? '')?.[1]);
    expect(left).toBeGreaterThan(3);
    // Fast-forward to three seconds before the end: still here, and the countdown says so.
    await page.clock.runFor((left - 3) * 1000);
    await expect(page.getByTestId('locked-countdown')).toHaveText('You will be signed out in 3 seconds.');
    await expect(page).toHaveURL(/\/en\/error\/account_temporarily_locked$/);
    // The end: signed out.
    await page.clock.runFor(3_500);
    await expect(page).toHaveURL(/\/en\/logout$/);
    await expect(page.getByRole('heading', { name: 'You have been logged out' })).toBeVisible();
    await page.goto(PATHS.today);
    await expect(page).toHaveURL(/\/en\/login\?redirect=/);
  });
});
