import { expect, expectNoSeriousA11yViolations, test } from '../fixtures.ts';
import {
  SCHEDULE,
  signInFreshTeacher,
  addDays,
  gridPosition,
  hourLabel,
  hourToggle,
  hoursInLocalDay,
  localParts,
  mondayOf,
} from './schedule-support.ts';

test.describe('the teacher schedule', () => {
  test('a teacher sets availability, sees it on the schedule and a committed class in its time-zone slot', async ({
    page,
    buildTeacher,
    buildStaffedClass,
  }) => {
    // A long journey that first builds its own class (a student opens it, the back office staffs it).
    test.setTimeout(90_000);
    const timeZone = 'America/New_York';
    const teacher = await buildTeacher({ timezone: timeZone, firstName: 'Nora' });
    const { klass } = await buildStaffedClass({ teacher, daysAhead: 3 });
    const local = localParts(new Date(klass.startDate), timeZone);
    const week = mondayOf(local.date);

    await signInFreshTeacher(page, teacher);
    await page.goto(SCHEDULE(local.date));
    // Any date opens its week; the address names the week's Monday.
    await expect(page).toHaveURL(new RegExp(`${SCHEDULE(week)}$`));
    await expect(page.getByRole('heading', { name: 'My schedule', level: 1 })).toBeVisible();
    await expect(page.getByText(`Times are shown in your time zone, ${timeZone}.`)).toBeVisible();
    await expect(page.getByTestId('total-booked')).toHaveText('1');
    await expect(page.getByTestId('total-available')).toHaveText('0');

    // The committed class sits in the New York hour of its start, in its day's column, and links to the class page.
    // Group, or Bonus/B2G when the class belongs to a course.
    const event = page.getByRole('link', { name: new RegExp(`^(Group|Bonus|B2G) class at ${hourLabel(local.hour)}: `) });
    await expect(event).toBeVisible();
    const dayIndex = (local.weekday + 6) % 7;
    expect(await gridPosition(event)).toEqual({ column: dayIndex + 1, row: local.hour + 1 });
    await expect(event).toHaveAttribute('href', `/teacher/en/classes/${klass.uid}`);

    // Weekly availability in the grid, by pointer and by keyboard.
    await page.getByRole('radio', { name: 'Edit weekly availability' }).check();
    const mondayEight = hourToggle(page, week, 8);
    await mondayEight.click();
    await expect(mondayEight).toHaveAttribute('aria-pressed', 'true');
    await mondayEight.focus();
    await page.keyboard.press('ArrowDown');
    await expect(hourToggle(page, week, 9)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(hourToggle(page, week, 9)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('total-available')).toHaveText('2');
    await expectNoSeriousA11yViolations(page);

    // The form: Tuesday evenings every week, 18:00-20:00.
    const form = page.getByRole('form', { name: 'Set availability' });
    await form.getByLabel('Weekday').selectOption('tuesday');
    await form.getByLabel('From').selectOption({ label: '18:00' });
    await form.getByLabel('Until').selectOption({ label: '20:00' });
    await form.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByTestId('total-available')).toHaveText('4');
    // A wrong range is refused with a message at the field.
    await form.getByLabel('From').selectOption({ label: '20:00' });
    await form.getByLabel('Until').selectOption({ label: '19:00' });
    await form.getByRole('button', { name: 'Save availability' }).click();
    // The contract's message (contracts/availability.ts), the one the server answers too.
    await expect(form.getByText('The end must be a full hour after the start, at the latest 24:00.')).toBeVisible();

    // The schedule shows the availability; next week the pattern repeats.
    await page.getByRole('radio', { name: 'View schedule' }).check();
    await expect(page.getByRole('table').getByText('Available', { exact: true })).toHaveCount(4);
    await page.getByRole('link', { name: 'Next week' }).click();
    await expect(page).toHaveURL(new RegExp(`${SCHEDULE(addDays(week, 7))}$`));
    await expect(page.getByTestId('total-available')).toHaveText('4');

    // One date off: next Monday unavailable all day, through the form.
    await form.getByRole('radio', { name: 'One date' }).check();
    await form.getByLabel('Date', { exact: true }).fill(addDays(week, 7));
    await form.getByRole('radio', { name: 'Whole day' }).check();
    await form.getByRole('radio', { name: 'Unavailable' }).check();
    await form.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByTestId('total-available')).toHaveText('2');
    await expect(page.getByRole('region', { name: 'Your availability' }).getByText('Whole day')).toBeVisible();

    await expectNoSeriousA11yViolations(page);
  });

  test('a teacher asks for teaching hours and withdraws the request', async ({ page, buildTeacher }) => {
    const teacher = await buildTeacher();
    await signInFreshTeacher(page, teacher);
    await page.goto(SCHEDULE());
    const today = localParts(new Date(), 'Europe/Berlin').date;
    const requestForm = page.getByRole('form', { name: 'Ask for more teaching hours' });
    // Tomorrow is too soon (48 hours).
    await requestForm.getByLabel('Date', { exact: true }).fill(addDays(today, 1));
    await requestForm.getByRole('button', { name: 'Send request' }).click();
    await expect(requestForm.getByText('Please choose a date at least 48 hours in the future.')).toBeVisible();
    await requestForm.getByLabel('Date', { exact: true }).fill(addDays(today, 10));
    await requestForm.getByRole('radio', { name: 'Half day' }).check();
    await requestForm.getByRole('radio', { name: /^Afternoon/ }).check();
    await requestForm.getByLabel('Note (optional)').fill('Happy to cover extra afternoon classes.');
    await requestForm.getByRole('button', { name: 'Send request' }).click();
    const list = page.getByRole('region', { name: 'Your requests' });
    await expect(list.getByText('Requested')).toBeVisible();
    await expect(list.getByText('Happy to cover extra afternoon classes.')).toBeVisible();

    await list.getByRole('button', { name: 'Cancel request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this request?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel request' }).click();
    await expect(list.getByText('Cancelled')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
  });

  test('the demo teacher sees the seeded week and the spring DST gap (read only)', async ({ page, loginAs }) => {
    await loginAs(page, 'teacher');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My schedule' }).click();
    await expect(page.getByRole('heading', { name: 'My schedule', level: 1 })).toBeVisible();
    // Weekday mornings and evenings are seeded.
    await expect(page.getByTestId('total-available')).not.toHaveText('0');
    await expect(page.getByRole('region', { name: 'Your availability' }).getByText('Monday', { exact: true }).first()).toBeVisible();

    // Spring 2026: Sunday 29 March has no 02:00 in Berlin; the cell says so.
    await page.goto(SCHEDULE('2026-03-29'));
    await expect(page).toHaveURL(new RegExp(`${SCHEDULE('2026-03-23')}$`));
    const skipped = page.getByText('This hour does not exist on this day: the clocks go forward.', { exact: true });
    await expect(skipped).toHaveCount(1);
    expect(await gridPosition(skipped)).toEqual({ column: 7, row: 3 });
    // Monday to Friday 08-12 and 17-21 plus Saturday 09-13: 44 hours, DST or not.
    await expect(page.getByTestId('total-available')).toHaveText('44');
    await expectNoSeriousA11yViolations(page);

    // On a phone the grid shows one day at a time, chosen with the day buttons.
    await page.setViewportSize({ width: 390, height: 844 });
    const dayButtons = page.getByRole('group', { name: 'Day shown' }).getByRole('button');
    await expect(dayButtons).toHaveCount(7);
    await dayButtons.nth(6).click();
    await expect(dayButtons.nth(6)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
    await expect(skipped).toHaveCount(1);
    await dayButtons.nth(0).click();
    await expect(skipped).toHaveCount(0);
  });

  test('a whole Sunday counts 23 hours in the spring DST week and 25 in the autumn one', async ({ page, buildTeacher }) => {
    const timeZone = 'Europe/Berlin';
    const teacher = await buildTeacher({ timezone: timeZone });
    await signInFreshTeacher(page, teacher);
    await page.goto(SCHEDULE('2026-10-19'));
    const form = page.getByRole('form', { name: 'Set availability' });
    await form.getByLabel('Weekday').selectOption('sunday');
    await form.getByRole('radio', { name: 'Whole day' }).check();
    await form.getByRole('button', { name: 'Save availability' }).click();
    await expect(page.getByTestId('total-available')).toHaveText('25');
    await expect(page.getByRole('region', { name: 'Your availability' }).getByText('Sunday', { exact: true })).toBeVisible();
    // This week's Sunday (the server's real clock: this project never moves it) has 24 hours,
    // or 23/25 when the suite runs in a DST-change week.
    await page.getByRole('link', { name: 'Go to this week' }).click();
    const thisWeek = mondayOf(localParts(new Date(), timeZone).date);
    await expect(page.getByTestId('total-available')).toHaveText(String(hoursInLocalDay(addDays(thisWeek, 6), timeZone)));
    await page.goto(SCHEDULE('2026-03-23'));
    await expect(page.getByTestId('total-available')).toHaveText('23');
  });

  test('an address that is not a week says so', async ({ page, loginAs }) => {
    await loginAs(page, 'teacher');
    await page.goto(SCHEDULE('next-week'));
    await expect(page.getByRole('alert').filter({ hasText: 'This address does not name a week.' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to this week' }).click();
    await expect(page.getByRole('heading', { name: 'Week', exact: true })).toBeVisible();
  });
  test('a week that cannot be loaded says so instead of leaving the last week under the new address', async ({ page, loginAs }) => {
    await loginAs(page, 'teacher');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My schedule' }).click();
    await expect(page.getByRole('heading', { name: 'Week', exact: true })).toBeVisible();
    // Offline for the next week: its calendar request fails.
    const failCalendar = (route: import('@playwright/test').Route) =>
      /TeacherCalendar/.test(route.request().postData() ?? '')
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ data: null, errors: [{ message: 'Internal error' }] }),
          })
        : route.fallback();
    await page.route('**/graphql', failCalendar);
    await page.getByRole('link', { name: 'Next week' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your schedule could not be loaded.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Week', exact: true })).toHaveCount(0);
    await page.unroute('**/graphql', failCalendar);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Week', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to this week' })).toBeVisible();
  });
});
