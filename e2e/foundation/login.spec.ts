import {
  AREAS,
  alertWith,
  BAD_CREDENTIALS,
  DEMO_ACCOUNTS,
  expect,
  loginThroughUi,
  logOutThroughUi,
  submitLogin,
  test,
  uniqueEmail,
  urlOf,
} from '../fixtures.ts';

test.describe('signing in and out', () => {
  test('a student logs in, sees Today, logs out, and the account area then asks to log in', async ({ page }) => {
    await page.goto('/en/login');
    await submitLogin(page, DEMO_ACCOUNTS.student.email, DEMO_ACCOUNTS.student.password);
    await expect(page).toHaveURL(urlOf('/en/account/home'));
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();

    await logOutThroughUi(page);
    await expect(page).toHaveURL(urlOf('/en/logout'));
    await expect(page.getByText('You have been logged out')).toBeVisible();

    await page.goto('/en/account/home');
    await expect(page).toHaveURL(/\/en\/login\?redirect=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('redirect') ?? '')).toContain('/account/home');
  });

  test('a teacher logs in to the teacher app and logs out', async ({ page }) => {
    await loginThroughUi(page, 'teacher', DEMO_ACCOUNTS.teacher);
    await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Maria$/ })).toBeVisible();

    await logOutThroughUi(page);
    await expect(page).toHaveURL(urlOf(AREAS.teacher.logout));
    await expect(page.getByText('You have been logged out')).toBeVisible();

    await page.goto(AREAS.teacher.home);
    await expect(page).toHaveURL(/\/teacher\/en\/teacher-login(\?.*)?$/);
  });

  test('an admin logs in to the back office', async ({ page }) => {
    await loginThroughUi(page, 'admin', DEMO_ACCOUNTS.admin);
    await expect(page.getByRole('heading', { name: 'Back office' })).toBeVisible();
  });

  test('a wrong password, or an unknown address, gets the same refusal', async ({ page, buildStudent }) => {
    // A fresh account: failed attempts count towards its lockout.
    const student = await buildStudent();
    await page.goto('/en/login');
    await submitLogin(page, student.email, 'not the password');
    await expect(alertWith(page, BAD_CREDENTIALS)).toBeVisible();
    await expect(page).toHaveURL(urlOf('/en/login'));

    await page.goto('/en/login');
    await submitLogin(page, uniqueEmail('nobody'), 'not the password');
    await expect(alertWith(page, BAD_CREDENTIALS)).toBeVisible();
  });
});
