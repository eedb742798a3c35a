import { AREAS, alertWith, BAD_CREDENTIALS, expect, submitLogin, test, urlOf } from '../fixtures.ts';

test('five wrong passwords lock the account for a while; the right one works once the lock ends', async ({
  page,
  buildStudent,
  moveClock,
}) => {
  const student = await buildStudent();
  await page.goto('/en/login');
  for (let attempt = 1; attempt <= 5; attempt++) {
    const answer = page.waitForResponse((response) => response.url().includes('login_check') && response.request().method() === 'POST');
    await submitLogin(page, student.email, `wrong password ${attempt}`);
    expect((await answer).status(), `attempt ${attempt}`).toBe(401);
    await expect(alertWith(page, BAD_CREDENTIALS)).toBeVisible();
  }

  // Locked: even the right password is refused, with the time left.
  await submitLogin(page, student.email, student.password);
  await expect(alertWith(page, /retry in \d+ minutes?/i)).toBeVisible();

  // The lock lasts 5 minutes: move the server clock instead of waiting (reset after the test).
  await moveClock(6 * 60_000);
  await submitLogin(page, student.email, student.password);
  await expect(page).toHaveURL(urlOf(AREAS.student.home));
});
