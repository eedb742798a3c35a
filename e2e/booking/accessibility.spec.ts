import { dayOptionLinks, expect, expectNoSeriousA11yViolations, NO_OPTIONS, navLink, PATHS, test, urlOf } from './booking-support.ts';

test.describe('accessibility of the student pages (axe: no serious or critical violations)', () => {
  test.beforeEach(async ({ page, loginAs }) => {
    await loginAs(page, 'student');
  });

  test('Today', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await expect(page.getByTestId('group-credits')).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Your next class' }).or(page.getByRole('heading', { name: 'No classes booked yet' })),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('Book classes', async ({ page }) => {
    await navLink(page, 'Book classes').click();
    await expect(page.getByRole('heading', { name: 'Book classes', level: 1 })).toBeVisible();
    await expect(dayOptionLinks(page).first().or(page.getByText(NO_OPTIONS))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('My classes', async ({ page }) => {
    await navLink(page, 'My classes').click();
    await expect(page).toHaveURL(urlOf(PATHS.classes('upcoming')));
    await expect(page.getByRole('heading', { name: 'My classes', level: 1 })).toBeVisible();
    await expect(page.locator('main a[href*="/account/class/details/"]').first().or(page.getByText('No upcoming classes'))).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the course page', async ({ page }) => {
    await navLink(page, 'My course').click();
    await expect(page.getByRole('heading', { name: /^My course: /, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skip lesson' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
