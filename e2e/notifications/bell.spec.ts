import { expect, signInBrowser, test } from '../fixtures.ts';
import { checkScreens } from '../support/screens.ts';

// Issue 18: the notification bell, in the header of every student page at every width: the number
// of new notifications, a panel with the latest ones that marks them read once seen, closed by Escape.
for (const width of [390, 1280]) {
  test(`at ${width} px: the bell counts a new notification, shows it, marks it read and closes with Escape`, async ({
    page,
    buildStudent,
    buildClass,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const student = await buildStudent({ firstName: 'Ines', group: 1 });
    await buildClass({ student });
    await signInBrowser(page, student);
    // Not Today: its own card would mark the notification read first.
    await page.goto('/en/account/settings');
    const bell = page.getByRole('button', { name: 'Notifications, 1 new' });
    await expect(bell).toBeVisible();

    const marked = page.waitForResponse(
      (r) => r.url().includes('/graphql') && (r.request().postData() ?? '').includes('MarkNotificationsRead'),
    );
    await bell.click();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('region', { name: 'Latest notifications' });
    await expect(panel.locator('[data-notification-id]')).toHaveCount(1);
    await expect(panel.getByRole('link', { name: /Your class “.+” is booked\./ })).toBeVisible();
    await checkScreens(page, `bell-open-${width}`);
    await page.setViewportSize({ width, height: 900 });
    await marked;
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();

    // Keyboard: open again, reach "See all notifications", follow it.
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Latest notifications' }).getByRole('link', { name: 'See all notifications' }).click();
    await expect(page.getByRole('heading', { name: 'Your notifications', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest notifications' })).toHaveCount(0);
  });
}
