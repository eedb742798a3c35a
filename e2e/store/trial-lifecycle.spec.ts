import { chooseGroupOption } from '../booking/booking-support.ts';
import {
  acceptAgreements,
  uniqueCardNumber,
  expect,
  expectNoSeriousA11yViolations,
  fillCard,
  openTrialCheckout,
  PATHS,
  signInBrowser,
  statusWith,
  test,
} from './store-support.ts';

test.describe('a new student from free trial to cancel and back', () => {
  test('starts the free trial with a test card, books a trial class, skips the trial, pauses, cancels and reactivates', async ({
    page,
    buildStudent,
  }) => {
    test.setTimeout(120_000);
    const student = await buildStudent({ firstName: 'Tara' });
    await signInBrowser(page, student);

    // The store, from the account menu's entry.
    await page.goto(PATHS.today);
    await page.getByRole('button', { name: 'Account menu: Tara' }).click();
    await page.getByRole('link', { name: 'Store', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Flex: monthly plans', level: 2 })).toBeVisible();
    await expect(page.getByText(/per class$/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The trial's checkout: nothing due today, a card is still asked for.
    await openTrialCheckout(page);
    const summary = page.getByTestId('order-summary');
    await expect(summary.getByTestId('summary-charge-total')).toHaveText('€0.00');
    await expect(summary).toContainText('Free trial: 3 group classes');
    await expect(page.getByText('Test mode: card numbers to try')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillCard(page, uniqueCardNumber());
    await acceptAgreements(page);
    await page.getByRole('button', { name: 'Start free trial' }).click();

    await expect(page).toHaveURL(/\/en\/post-checkout\?purchase=/);
    await expect(page.getByRole('heading', { name: 'Welcome to Parla, Tara!', level: 1 })).toBeVisible();
    await expect(page.getByText(/Your free trial has started\. It ends on/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A trial class, booked like any class.
    await page.getByRole('link', { name: 'Book a class' }).click();
    await expect(page.getByRole('heading', { name: 'Book classes', level: 1 })).toBeVisible();
    await chooseGroupOption(page);
    await expect(page.getByRole('heading', { name: 'Confirm your booking', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(statusWith(page, 'Class booked')).toBeVisible();

    // Membership: the trial with its countdown and actions.
    await page.goto(PATHS.membership);
    await expect(page.getByRole('heading', { name: 'Membership', level: 1 })).toBeVisible();
    const current = page.getByTestId('subscription-current');
    await expect(current.getByText('Free trial', { exact: true })).toBeVisible();
    await expect(current.getByTestId('trial-countdown')).toContainText('left in your trial');
    await expectNoSeriousA11yViolations(page);

    // Skip the trial: paid now, the plan is active with a next payment date.
    await current.getByRole('button', { name: 'Skip trial and start now' }).click();
    let dialog = page.getByRole('dialog', { name: 'Start your paid plan now?' });
    await expect(dialog).toContainText('Unused trial classes are carried over');
    await dialog.getByRole('button', { name: 'Start paid plan' }).click();
    await expect(statusWith(page, 'Your paid plan has started.')).toBeVisible();
    await expect(current.getByTestId('subscription-status')).toHaveText(/^Active\. Next payment on /);

    // Pause: the agreement is required, then the pause is scheduled.
    await current.getByRole('button', { name: 'Pause', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Pause your membership' });
    await expect(dialog).toContainText('up to 4 weeks, once per payment cycle');
    await dialog.getByRole('button', { name: 'Schedule pause' }).click();
    await expect(dialog.getByText('Please confirm that classes during the pause will be cancelled.').first()).toBeVisible();
    await dialog.getByLabel('I agree that classes booked during this period are cancelled automatically.').check();
    await dialog.getByRole('button', { name: 'Schedule pause' }).click();
    await expect(dialog).toBeHidden();
    await expect(current.getByText(/^A pause is scheduled from /)).toBeVisible();
    await expect(current.getByRole('button', { name: 'Cancel the pause' })).toBeVisible();
    await expect(current.getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0);

    // Cancel with a reason and feedback: the consequence is stated first.
    await current.getByRole('button', { name: 'Cancel membership' }).click();
    dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
    await expect(dialog).toContainText(/Your membership ends on .+\./);
    const endsOn = (await dialog.textContent())?.match(/Your membership ends on (.+?\d{4})/)?.[1] ?? '';
    // What is lost, in numbers and dates (issue 12.8): the unused credits of the running month.
    await expect(dialog).toContainText(/\d+ group credits you have not used by .+ are lost/);
    await dialog.getByLabel('I need a break').check();
    await dialog.getByLabel('Anything else you want to tell us? (optional)').fill('Back after the summer.');
    await dialog.getByRole('button', { name: 'Cancel membership' }).click();
    await expect(dialog).toBeHidden();
    // The date the dialog promised is the date the plan now ends.
    await expect(current.getByTestId('subscription-status')).toHaveText(`Cancelled. Ends on ${endsOn}.`);

    // Reactivate.
    await current.getByRole('button', { name: 'Reactivate' }).click();
    dialog = page.getByRole('dialog', { name: 'Reactivate your membership?' });
    await dialog.getByRole('button', { name: 'Reactivate' }).click();
    await expect(statusWith(page, 'Welcome back! Your membership is active again.')).toBeVisible();
    await expect(current.getByTestId('subscription-status')).toHaveText(/^Active\. Next payment on /);
  });
});
