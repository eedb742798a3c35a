import { keepScreenshot } from '../support/screens.ts';
import {
  chooseGroupOption,
  expect,
  expectNoSeriousA11yViolations,
  PATHS,
  signInBrowser,
  statusWith,
  test,
} from '../booking/booking-support.ts';

/**
 * Issue 12 points 3 and 4: a booking's notification reads with its lesson and links to the
 * class, and stops being "New" once seen; the "Class booked" toast is fully below the header.
 */
for (const width of [390, 1280]) {
  test(`at ${width} px: book a class, the toast is below the header, the notification reads and links, then is no longer new`, async ({
    page,
    buildStudent,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const student = await buildStudent({ firstName: 'Nora', group: 2 });
    await signInBrowser(page, student);

    await page.goto(PATHS.booking);
    await chooseGroupOption(page);
    await expect(page.getByRole('heading', { name: 'Confirm your booking', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    const toast = statusWith(page, 'Class booked');
    await expect(toast).toBeVisible();
    const header = await page.locator('header').first().boundingBox();
    const box = await toast.boundingBox();
    expect(header && box).toBeTruthy();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    await keepScreenshot(page, `notices-toast-${width}`, { fullPage: false });
    await expect(page).toHaveURL(/\/en\/account\/class\/details\/[^/?]+$/);
    const classUid = new URL(page.url()).pathname.split('/').pop() ?? '';
    // Until the class has loaded, the heading is the preview's (the route changes first) or "Class details".
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/^(Confirm your booking|Class details)$/);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

    const marked = page.waitForResponse(
      (r) => r.url().includes('/graphql') && (r.request().postData() ?? '').includes('MarkNotificationsRead'),
    );
    await page.goto(PATHS.today);
    const item = page.locator('[data-notification-id]').filter({ hasText: `Your class “${title}” is booked.` });
    await expect(item.getByRole('link', { name: `Your class “${title}” is booked.` })).toHaveAttribute(
      'href',
      PATHS.classDetails(classUid),
    );
    await expect(item.getByText('New', { exact: true })).toBeVisible();
    await keepScreenshot(page, `notices-today-${width}`);
    // Marked read when seen: on a phone the card is below the fold until the student scrolls to it.
    await item.scrollIntoViewIfNeeded();
    await marked;

    await page.getByRole('link', { name: 'See all notifications' }).click();
    await expect(page.getByRole('heading', { name: 'Your notifications', level: 1 })).toBeVisible();
    const again = page.locator('[data-notification-id]').filter({ hasText: `Your class “${title}” is booked.` });
    await expect(again).toBeVisible();
    await expect(again.getByText('New', { exact: true })).toHaveCount(0);
    await expect(page.getByText('All notifications are marked as read.')).toBeVisible();
    await keepScreenshot(page, `notices-page-${width}`);
    await expectNoSeriousA11yViolations(page);
  });
}
