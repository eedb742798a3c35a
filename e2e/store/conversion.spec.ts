import {
  acceptAgreements,
  uniqueCardNumber,
  creditsOf,
  expect,
  expectNoSeriousA11yViolations,
  fillCard,
  openTrialCheckout,
  PATHS,
  signInBrowser,
  statusWith,
  studentApi,
  test,
} from './store-support.ts';

test.describe('credits conversion', () => {
  test('3 group credits become 1 private credit, with a live preview and a warning that it is final', async ({
    page,
    buildStudent,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const student = await buildStudent({ firstName: 'Ines' });
    await signInBrowser(page, student);

    // Without an active subscription the page says what is needed.
    await page.goto(PATHS.conversion);
    await expect(page.getByRole('heading', { name: 'Convert group credits', level: 1 })).toBeVisible();
    await expect(page.getByText('You need an active subscription to convert credits.')).toBeVisible();

    // A plan: the trial, skipped to the paid plan (its group credits plus the unused trial ones).
    await openTrialCheckout(page);
    await fillCard(page, uniqueCardNumber());
    await acceptAgreements(page);
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await expect(page).toHaveURL(/\/en\/post-checkout\?purchase=/);
    await page.goto(PATHS.membership);
    await page.getByRole('button', { name: 'Skip trial and start now' }).click();
    await page.getByRole('dialog', { name: 'Start your paid plan now?' }).getByRole('button', { name: 'Start paid plan' }).click();
    await expect(statusWith(page, 'Your paid plan has started.')).toBeVisible();

    const api = await studentApi(playwright, baseURL, student);
    const before = await creditsOf(api);
    expect(before.groupCredits).toBeGreaterThanOrEqual(3);

    await page.goto(PATHS.conversion);
    await expect(page.getByTestId('conversion-group-now')).toHaveText(String(before.groupCredits));
    await expect(page.getByText('Converted credits cannot be converted back.').first()).toBeVisible();
    await expect(page.getByTestId('conversion-preview')).toHaveText(
      `You give 3 group credits and get 1 private credit. Afterwards you have ${before.groupCredits - 3} group and ${before.privateCredits + 1} private credits.`,
    );
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Convert credits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert your credits?' });
    await expect(dialog).toContainText('3 group credits become 1 private credit.');
    await dialog.getByRole('button', { name: 'Yes, convert' }).click();
    await expect(statusWith(page, 'Done: you have 1 more private credit.')).toBeVisible();
    await expect(page.getByTestId('conversion-group-now')).toHaveText(String(before.groupCredits - 3));
    await expect(page.getByTestId('conversion-private-now')).toHaveText(String(before.privateCredits + 1));

    const after = await creditsOf(api);
    expect(after).toEqual({ groupCredits: before.groupCredits - 3, privateCredits: before.privateCredits + 1 });
    await api.dispose();
  });
});
