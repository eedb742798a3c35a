import { expect, expectNoSeriousA11yViolations, signInBrowser, statusWith, TEACHER_PATHS, test } from './teacher-booking-support.ts';

function berlinKey(offsetDays: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}

test.describe('teacher home and booking pages', () => {
  test('on a 390 px phone the pause dates show their whole placeholder, side by side or stacked', async ({ page, buildTeacher }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const teacher = await buildTeacher({ firstName: 'Ines' });
    await signInBrowser(page, teacher, 'teacher');
    await page.goto(TEACHER_PATHS.home);
    const card = page.getByTestId('pause-card');
    await card.getByRole('button', { name: 'Plan a teaching pause' }).click();
    for (const label of ['First day of the pause', 'Back to teaching on']) {
      const field = card.getByLabel(label);
      // The shared DateField keeps 11 rem (176 px): "mm/dd/yyyy" and the picker button at 16 px.
      const { width, clipped } = await field.evaluate((input) => ({
        width: input.getBoundingClientRect().width,
        clipped: input.scrollWidth > input.clientWidth,
      }));
      expect(width, label).toBeGreaterThanOrEqual(176);
      expect(clipped, label).toBe(false);
    }
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await expectNoSeriousA11yViolations(page);
  });

  test('a teacher plans a teaching pause on the home page and removes it', async ({ page, buildTeacher }) => {
    const teacher = await buildTeacher({ firstName: 'Ines' });
    await signInBrowser(page, teacher, 'teacher');
    await page.goto(TEACHER_PATHS.home);
    const card = page.getByTestId('pause-card');
    await expect(card).toContainText('No teaching pause planned.');
    await card.getByRole('button', { name: 'Plan a teaching pause' }).click();
    await card.getByLabel('First day of the pause').fill(berlinKey(10));
    await card.getByLabel('Back to teaching on').fill(berlinKey(80));
    await card.getByRole('button', { name: 'Save pause' }).click();
    await expect(card.getByText('A teaching pause can last at most 60 days.')).toBeVisible();
    await card.getByLabel('Back to teaching on').fill(berlinKey(20));
    await card.getByRole('button', { name: 'Save pause' }).click();
    await expect(statusWith(page, 'Teaching pause saved.')).toBeVisible();
    await expect(card).toContainText('Teaching pause planned from');
    await expect(card.getByText('Planned', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Remove pause' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove your planned pause?' });
    await dialog.getByRole('button', { name: 'Remove pause' }).click();
    await expect(card).toContainText('No teaching pause planned.');
  });

  test('the demo teacher pages pass axe: home, booking, private requests, courses and a class', async ({ page, loginAs }) => {
    await loginAs(page, 'teacher');
    await expect(page.getByRole('heading', { level: 1, name: /Maria/ })).toBeVisible();
    await expect(page.getByTestId('next-classes').getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(TEACHER_PATHS.booking());
    await expect(page.getByRole('heading', { name: 'Book classes', level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('button', { name: /^Commit to class, / })
        .first()
        .or(page.getByText(/No classes need a teacher this week/)),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: /^Private class requests/ }).click();
    await expect(page.getByRole('heading', { name: 'Private class requests', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Approve private class, / }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Courses', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Available courses' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Book course' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(TEACHER_PATHS.home);
    await page.getByTestId('next-classes').getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: 'Prepare the class' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
