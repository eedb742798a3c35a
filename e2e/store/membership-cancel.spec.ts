import { keepScreenshot } from '../support/screens.ts';
import { buyPlan, creditsOf, expect, expectNoSeriousA11yViolations, PATHS, signInBrowser, studentApi, test } from './store-support.ts';

test.describe('cancelling a membership says what it costs', () => {
  test('the dialog states the credits lost and the date; keep changes nothing; cancel shows the end date', async ({
    page,
    buildStudent,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const student = await buildStudent({ firstName: 'Greta' });
    await signInBrowser(page, student);
    await buyPlan(page);
    const api = await studentApi(playwright, baseURL, student);
    const { groupCredits } = await creditsOf(api);
    expect(groupCredits).toBeGreaterThan(0);

    await page.goto(PATHS.membership);
    const current = page.getByTestId('subscription-current');
    const status = current.getByTestId('subscription-status');
    await expect(status).toHaveText(/^Active\. Next payment on .+\.$/);
    const endDate = ((await status.textContent()) ?? '').match(/^Active\. Next payment on (.+)\.$/)?.[1] ?? '';
    expect(endDate).not.toBe('');

    // Open, read the cost, keep.
    await current.getByRole('button', { name: 'Cancel membership' }).click();
    let dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
    const consequences = dialog.getByTestId('consequences');
    await expect(consequences).toContainText(`Your membership ends on ${endDate}.`);
    await expect(consequences).toContainText(`${groupCredits} group credits you have not used by ${endDate} are lost`);
    await expect(dialog.getByRole('button', { name: 'Pause instead' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Change my plan instead' })).toBeVisible();
    // The safe choice is the filled (primary) button, the cancellation only outlined.
    await expect(dialog.getByRole('button', { name: 'Keep my membership' })).toHaveClass(/bg-brand-700/);
    await expect(dialog.getByRole('button', { name: 'Cancel membership' })).not.toHaveClass(/bg-brand-700/);
    await expectNoSeriousA11yViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await keepScreenshot(page, `membership-cancel-dialog-${width}`, { fullPage: false });
    }
    await dialog.getByRole('button', { name: 'Keep my membership' }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveText(`Active. Next payment on ${endDate}.`);
    expect((await creditsOf(api)).groupCredits).toBe(groupCredits);

    // Escape closes it too, and the alternative opens the pause dialog.
    await current.getByRole('button', { name: 'Cancel membership' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await current.getByRole('button', { name: 'Cancel membership' }).click();
    await dialog.getByRole('button', { name: 'Pause instead' }).click();
    const pause = page.getByRole('dialog', { name: 'Pause your membership' });
    await expect(pause).toBeVisible();
    await expect(pause.getByTestId('consequences')).toContainText('You lose no credits and no booked classes.');
    await pause.getByRole('button', { name: 'Go back' }).click();
    await expect(pause).toBeHidden();

    // Now cancel for real.
    await current.getByRole('button', { name: 'Cancel membership' }).click();
    dialog = page.getByRole('dialog', { name: 'Cancel your membership?' });
    await dialog.getByRole('checkbox', { name: 'I need a break' }).check();
    await dialog.getByRole('button', { name: 'Cancel membership' }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveText(`Cancelled. Ends on ${endDate}.`);
  });
});
