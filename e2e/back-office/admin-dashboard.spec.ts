import { expect, graphql, test } from '../fixtures.ts';
import { checkScreens } from '../support/screens.ts';

// Issue 19, decision 101: the back office's home is a dashboard; its numbers are the server's.
test('the dashboard shows the numbers of the demo data, with charts and their tables', async ({ page, loginAs, adminApi }) => {
  test.slow();
  await loginAs(page, 'admin');
  await expect(page.getByRole('heading', { name: 'Back office', level: 1 })).toBeVisible();
  const todayTotal = page.getByTestId('today-total');
  await expect(todayTotal).toBeVisible();
  // The same query the page makes (30 days, Europe/Berlin: the demo admin's zone), read through the admin API.
  const now = new Date();
  const to = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const from = new Date(to.getFullYear(), to.getMonth(), to.getDate() - 30);
  const data = await graphql<{ adminDashboard: { today: { total: number }; week: { waiting: number }; openContentReports: number } }>(
    adminApi,
    'query($f: DateTime!, $t: DateTime!) { adminDashboard(from: $f, to: $t, timeZone: "Europe/Berlin") { today { total } week { waiting } openContentReports } }',
    { f: from.toISOString(), t: to.toISOString() },
  );
  await expect(todayTotal).toHaveText(String(data.adminDashboard.today.total));
  await expect(page.getByTestId('week-waiting')).toHaveText(String(data.adminDashboard.week.waiting));
  await expect(page.getByTestId('open-reports')).toHaveText(String(data.adminDashboard.openContentReports));
  await expect(page.getByRole('img', { name: /bookings and .+ cancellations over 30 days/ })).toBeVisible();
  await page.getByText('Show the numbers as a table').first().click();
  await expect(page.getByRole('table', { name: 'Bookings and cancellations' })).toBeVisible();
  await checkScreens(page, 'admin-dashboard');
});
