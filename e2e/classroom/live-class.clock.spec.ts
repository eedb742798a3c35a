import { expectNoSeriousA11yViolations } from '../fixtures.ts';
import {
  bothInClass,
  CLASSROOM,
  expect,
  expectVideoFlowing,
  joinFromPreJoin,
  refreshSession,
  setUpClass,
  test,
} from './classroom-support.ts';

test.describe('the live classroom', () => {
  test('a teacher and a booked student hold a class: waiting room, video, chat, slides, drawing, end and review', async ({
    browser,
    baseURL,
    buildTeacher,
    buildStaffedClass,
    moveClock,
  }) => {
    test.setTimeout(240_000);
    const sides = await setUpClass({ browser, baseURL, buildTeacher, buildStaffedClass, moveClock }, { secondStudent: true });
    const { klass, teacher: t, student: s } = sides;
    const other = sides.otherStudent!;
    try {
      // The teacher: pre-join screen, then the class (not started yet).
      await t.goto(CLASSROOM.class(klass.uid));
      await expect(t.getByRole('heading', { name: klass.lessonTitle, level: 1 })).toBeVisible();
      await expect(t.getByRole('meter', { name: 'Microphone level' })).toBeVisible();
      await expectNoSeriousA11yViolations(t);
      await joinFromPreJoin(t);
      await expect(t.getByTestId('in-class')).toHaveAttribute('data-status', 'waiting');

      // The student: from the Today page's join button (open 5 minutes before the start) to the pre-join screen.
      await s.goto('/en/account/home');
      await s.getByRole('link', { name: 'Join class' }).first().click();
      await expect(s).toHaveURL(new RegExp(`/classroom/en/class/${klass.uid}$`));
      await joinFromPreJoin(s);
      await expect(s.getByTestId('waiting-screen')).toHaveAttribute('data-flow', 'expected');
      await expect(s.getByText('The teacher has joined')).toBeVisible();
      await s.getByTestId('ask-to-join').click();
      await expect(s.getByTestId('waiting-screen')).toHaveAttribute('data-flow', 'asking');

      // A second booked student (a third browser) asks too.
      await other.goto(CLASSROOM.class(klass.uid));
      await joinFromPreJoin(other);
      await other.getByTestId('ask-to-join').click();
      await expect(other.getByTestId('waiting-screen')).toHaveAttribute('data-flow', 'asking');

      // The teacher admits the first student and denies the second, then starts the class.
      const asking = t.locator('[data-testid="participant"][data-state="asking"]');
      await expect(asking).toHaveCount(2);
      await expectNoSeriousA11yViolations(t);
      await asking
        .filter({ hasText: 'Mia' })
        .getByRole('button', { name: /^Admit/ })
        .click();
      await asking.filter({ hasText: 'Leo' }).getByRole('button', { name: /^Deny/ }).click();
      await expect(t.locator('[data-testid="participant"][data-state="in_class"]')).toHaveCount(2);
      await expect(t.locator('[data-testid="participant"][data-state="denied"]')).toHaveCount(1);
      await expect(other.getByTestId('waiting-screen')).toHaveAttribute('data-flow', 'denied');
      await t.getByTestId('start-class').click();
      await expect(t.getByTestId('in-class')).toHaveAttribute('data-status', 'started');
      await expect(s.getByTestId('in-class')).toHaveAttribute('data-status', 'started');

      // Video both ways: each sees the other's tile connected and playing.
      await expectVideoFlowing(t.locator('[data-testid="video-tile"]:not([data-self])').first());
      await expectVideoFlowing(s.locator('[data-testid="video-tile"]:not([data-self])').first());

      // Into the lesson: the review is open from the class's start on.
      await moveClock(3 * 60_000);

      // Chat: the student writes, the teacher reads and removes it, the student sees it removed.
      await s.getByRole('textbox', { name: 'Message' }).fill('Hallo zusammen!');
      await s.getByRole('button', { name: 'Send' }).click();
      await t.getByRole('tab', { name: 'Chat' }).click();
      const teacherLog = t.getByTestId('chat-log');
      await expect(teacherLog.getByText('Hallo zusammen!')).toBeVisible();
      await t.getByRole('textbox', { name: 'Message' }).fill('Welcome, Mia!');
      await t.getByRole('button', { name: 'Send' }).click();
      await expect(s.getByTestId('chat-log').getByText('Welcome, Mia!')).toBeVisible();
      await teacherLog
        .getByRole('button', { name: /^Delete the message of/ })
        .first()
        .click();
      await expect(s.getByTestId('chat-log').getByText('This message was removed by the teacher.')).toBeVisible();
      await expect(s.getByTestId('chat-log').getByText('Hallo zusammen!')).toHaveCount(0);

      // Slides: the teacher opens the deck and turns the page; the student follows.
      await t.getByTestId('open-presentation').click();
      await expect(s.getByTestId('presentation-stage')).toHaveAttribute('data-page', '1');
      await expect(s.getByTestId('slide-number')).toContainText('Slide 1');
      await t.getByTestId('next-slide').click();
      await expect(s.getByTestId('presentation-stage')).toHaveAttribute('data-page', '2');
      await expect(s.getByTestId('slide-number')).toContainText('Slide 2');

      // A drawing on the slide arrives live.
      await t.getByTestId('annotate').click();
      const surface = t.getByTestId('annotation-layer');
      await expect(surface).toBeVisible();
      const box = await surface.boundingBox();
      if (!box) throw new Error('no drawing surface');
      await t.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
      await t.mouse.down();
      for (let i = 1; i <= 10; i++) await t.mouse.move(box.x + box.width * (0.2 + i * 0.04), box.y + box.height * (0.3 + i * 0.02));
      await t.mouse.up();
      await expect(surface).toHaveAttribute('data-strokes', '1');
      await expect(s.getByTestId('annotation-layer')).toHaveAttribute('data-strokes', '1');
      await expectNoSeriousA11yViolations(s);

      // The teacher ends the class for everyone; the student lands on the review, the teacher on the class log.
      await t.getByTestId('end-class').click();
      await t.getByTestId('confirm-end-class').click();
      await expect(s.getByTestId('class-ended')).toBeVisible();
      await expect(s).toHaveURL(new RegExp(`${CLASSROOM.review(klass.uid)}$`));
      await expect(t).toHaveURL(new RegExp(`/teacher/en/classes/${klass.uid}$`));

      // Teacher, material and feedback are required; technical quality is optional.
      await s.getByTestId('submit-review').click();
      await expect(s.getByText('Please fill out this field.')).toHaveCount(3);
      await s.getByTestId('rating-teacherRating').locator('label').nth(4).click();
      await s.getByTestId('rating-materialRating').locator('label').nth(3).click();
      await s.getByRole('textbox', { name: 'Your feedback' }).fill('Clear explanations and a friendly group.');
      await s.getByTestId('submit-review').click();
      await expect(s.getByTestId('review-thanks')).toBeVisible();
      // The class report with the chat log, read-only.
      await expect(s.getByRole('heading', { name: 'Class report' })).toBeVisible();
      await expect(s.getByTestId('chat-log').getByText('Welcome, Mia!')).toBeVisible();
      await expect(s.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(s);
    } finally {
      await sides.close();
    }
  });

  test('the class ends for everyone at the hard stop, after a countdown; a removed student cannot rejoin', async ({
    browser,
    baseURL,
    buildTeacher,
    buildStaffedClass,
    moveClock,
  }) => {
    test.setTimeout(180_000);
    const sides = await setUpClass({ browser, baseURL, buildTeacher, buildStaffedClass, moveClock });
    const { klass, teacher: t, student: s } = sides;
    try {
      await bothInClass(sides);
      await t.getByTestId('start-class').click();

      // Four minutes before the end of the 60 minutes: the countdown shows for both.
      await moveClock(Date.parse(klass.endDate) - Date.parse(klass.startDate) + 2 * 60_000 - 4 * 60_000);
      await expect(t.getByTestId('hard-stop-countdown')).toBeVisible({ timeout: 15_000 });
      await expect(s.getByTestId('hard-stop-countdown')).toContainText(/[34]:\d\d/);

      // The teacher removes the student (after a confirmation); the student cannot come back.
      await t.getByRole('tab', { name: /People/ }).click();
      await t
        .locator('[data-testid="participant"][data-state="in_class"]')
        .getByRole('button', { name: /^Remove/ })
        .click();
      await t.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await expect(s.getByTestId('room-removed')).toBeVisible();
      // The clock moved an hour: trade the session's refresh token first, as the app would have done meanwhile.
      await refreshSession(s);
      await s.goto(CLASSROOM.class(klass.uid));
      await expect(s.getByText('You were removed from this class and cannot rejoin it.')).toBeVisible();

      // Past the end: the room closes for the teacher with "the class time is over".
      await moveClock(5 * 60_000);
      await expect(t.getByTestId('class-ended')).toBeVisible({ timeout: 15_000 });
      await expect(t.getByRole('heading', { name: 'The class time is over', level: 1 })).toBeVisible();
    } finally {
      await sides.close();
    }
  });
});

test('a signed-out visitor of a class link is asked to log in', async ({ page }) => {
  await page.goto(CLASSROOM.class('no-such-class'));
  await expect(page.getByTestId('sign-in-needed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in as a student' })).toHaveAttribute('href', '/en/login');
  await expect(page.getByRole('link', { name: 'Log in as a teacher' })).toHaveAttribute('href', '/teacher/en/teacher-login');
});
