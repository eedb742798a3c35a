import { acceptAgreements, buyPlan, expect, PATHS, signInBrowser, statusWith, test } from './store-support.ts';

test.describe('plans beyond the first', () => {
  test('a Sprint is chosen by its start date and the checkout shows it', async ({ page, buildStudent }) => {
    const student = await buildStudent({ firstName: 'Siri' });
    await signInBrowser(page, student);
    await page.goto(PATHS.store);
    await page
      .getByRole('link', { name: /^Choose start date: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/package\/sprint\/[^/?]+/);
    await expect(page.getByRole('group', { name: 'Choose your start date' }).getByRole('radio').first()).toBeChecked();
    const start = ((await page.getByRole('group', { name: 'Choose your start date' }).locator('label').first().textContent()) ?? '').match(
      /Starts on (.+?\d{4})/,
    )?.[1];
    expect(start).toBeTruthy();
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL(/\/en\/sprint-checkout\/[^/?]+$/);
    await expect(page.getByTestId('order-summary')).toContainText('Starts on');
  });

  test('a subscriber buys extra credits, then changes plan; the next plan is delayed, the delay cancelled, and the next plan deleted', async ({
    page,
    buildStudent,
  }) => {
    test.setTimeout(120_000);
    const student = await buildStudent({ firstName: 'Nora' });
    await signInBrowser(page, student);
    await buyPlan(page);

    // Extra credits: only for subscribers, paid with the saved card.
    await page.goto(PATHS.store);
    const extra = page.getByRole('region', { name: 'Extra credits' });
    await extra.getByRole('link', { name: /^Buy / }).first().click();
    await expect(page).toHaveURL(/\/en\/credits-checkout\/[^/?]+$/);
    await expect(page.getByRole('radio', { name: /\(default\)$/ })).toBeChecked();
    await acceptAgreements(page);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/en\/credits-added\?purchase=/);
    await expect(page.getByRole('heading', { name: 'Credits added', level: 1 })).toBeVisible();
    await expect(page.getByText(/added to your account\.$/)).toBeVisible();

    // Change plan: the new plan waits for the next payment date.
    await page.goto(PATHS.membership);
    const current = page.getByTestId('subscription-current');
    await current.getByRole('button', { name: 'Change plan' }).click();
    let dialog = page.getByRole('dialog', { name: 'Change your plan' });
    await expect(dialog).toContainText(/Your new plan starts with your next payment on .+\./);
    await dialog.getByRole('radio').first().check();
    await dialog.getByRole('button', { name: 'Change plan' }).click();
    await expect(dialog).toBeHidden();
    const next = page.getByTestId('subscription-next');
    await expect(next.getByTestId('subscription-status')).toHaveText(/^Waiting\. Starts on /);
    const firstStart = await next.getByTestId('subscription-status').textContent();

    // Delay it, then take the delay back.
    await next.getByRole('button', { name: 'Delay start' }).click();
    dialog = page.getByRole('dialog', { name: 'Delay the start' });
    await dialog.getByRole('button', { name: 'Delay start' }).click();
    await expect(dialog).toBeHidden();
    await expect(next.getByTestId('subscription-status')).not.toHaveText(firstStart ?? '');
    await next.getByRole('button', { name: 'Cancel the delay' }).click();
    dialog = page.getByRole('dialog', { name: 'Cancel the delay?' });
    await dialog.getByRole('button', { name: 'Cancel delay' }).click();
    await expect(statusWith(page, 'The delay has been cancelled.')).toBeVisible();
    await expect(next.getByTestId('subscription-status')).toHaveText(firstStart ?? '');

    // Delete the next plan.
    await next.getByRole('button', { name: 'Delete next plan' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete your next plan?' });
    await expect(dialog).toContainText('will not be charged');
    await dialog.getByRole('button', { name: 'Delete next plan' }).click();
    await expect(statusWith(page, 'Your next plan has been deleted.')).toBeVisible();
    await expect(next).toHaveCount(0);
  });
});
