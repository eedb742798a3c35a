import { expect, serverNow, signInBrowser, test, checkScreens } from '../fixtures.ts';

/**
 * Issue 18 (decision 086): the tenth attended class earns the `attended-10` achievement in the
 * class-log transaction; the student sees it on Today and claims it on the achievements page.
 * Ten classes of one student and teacher, two hours apart, each logged attended 20 minutes in.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60_000;

test.describe('attendance achievements', () => {
  test('the tenth attended class earns attended-10 and the student claims it', async ({
    page,
    api,
    factories,
    buildTeacher,
    buildCredits,
    moveClock,
  }) => {
    test.setTimeout(240_000);
    const realNow = Date.parse((await moveClock(0)).now);
    // Ten days ago, early morning UTC; the clock goes back three days before it (new classes open 48 h ahead).
    const base = Math.floor((realNow - 10 * DAY_MS) / DAY_MS) * DAY_MS + HOUR_MS;
    await moveClock(base - 3 * DAY_MS - (await serverNow(api)));

    const teacher = await buildTeacher({ firstName: 'Greta', lastName: 'Vogel' });
    const student = await factories.buildStudent({ firstName: 'Mia' });
    await buildCredits([student.id], { kind: 'group', amount: 10 });

    // Before any class: the empty state.
    await signInBrowser(page, student);
    await page.goto('/en/account/achievements');
    await expect(page.getByRole('heading', { name: 'Your achievements', level: 1 })).toBeVisible();
    await expect(page.getByTestId('achievements-empty')).toContainText('No badges yet');
    await expect(page.getByTestId('achievement-attended-1')).toContainText('1 class to go');
    await checkScreens(page, 'achievements-empty');

    const classes = [];
    for (let i = 0; i < 10; i++) {
      classes.push(
        await factories.buildClass({ student, teacherId: teacher.id, startAt: new Date(base + i * 2 * HOUR_MS), lessonIndex: i }),
      );
    }
    for (const [i, klass] of classes.entries()) {
      await moveClock(base + i * 2 * HOUR_MS + 20 * MINUTE_MS - (await serverNow(api)));
      await factories.buildClassLog(teacher, klass.uid, { attendance: [{ studentId: student.id, attendance: 'attended' }] });
    }

    // Today (signed in again: the clock moved past the first session): the card names the new badge.
    await signInBrowser(page, student);
    await page.goto('/en/account/home');
    const card = page.getByTestId('achievements-card');
    await expect(card).toContainText('Latest badge: 10 classes.');
    await expect(card).toContainText('10 classes to go until your 20-class badge.');
    await card.getByRole('link', { name: 'See your achievements' }).click();

    await expect(page).toHaveURL(/\/en\/account\/achievements$/);
    await expect(page.getByTestId('attended-count')).toHaveText('You have attended 10 classes so far.');
    const ten = page.getByTestId('achievement-attended-10');
    await expect(ten).toContainText('10 classes');
    await expect(ten).toContainText('Earned on');
    await expect(page.getByTestId('achievement-attended-20')).toContainText('10 classes to go');
    await checkScreens(page, 'achievements-earned');

    await ten.getByRole('button', { name: 'Claim badge' }).click();
    await expect(page.getByRole('status')).toContainText('Well done! You claimed your badge for 10 classes.');
    await expect(ten).toContainText('Claimed');
    await expect(ten.getByRole('button', { name: 'Claim badge' })).toHaveCount(0);
    await checkScreens(page, 'achievements-claimed');

    // The account menu links the page too.
    await page.reload();
    await expect(page.getByTestId('achievement-attended-10')).toContainText('Claimed');
  });
});
