import { expectNoSeriousA11yViolations } from '../fixtures.ts';
import { CLASSROOM, expect, joinFromPreJoin, setUpClass, test } from './classroom-support.ts';

// Issue 12 points 11 and 16: the toolbar, raise hand and reactions, Leave with a confirmation,
// and a student who declines audio recording joins all the same (the teacher sees "Not recorded").
test.describe('classroom controls and recording consent', () => {
  test('a student who declines recording joins, raises a hand the teacher lowers, reacts, and leaves after confirming', async ({
    browser,
    baseURL,
    buildTeacher,
    buildStaffedClass,
    moveClock,
  }) => {
    test.setTimeout(240_000);
    const sides = await setUpClass({ browser, baseURL, buildTeacher, buildStaffedClass, moveClock }, { audioRecorded: true });
    const { klass, teacher: t, student: s } = sides;
    try {
      // The choice lives in the settings too: the student first allows recording there.
      await s.goto('/en/account/settings/learning');
      await expect(s.getByRole('heading', { name: 'Learning settings', level: 1 })).toBeVisible();
      await expect(s.getByText('You have not chosen yet: until you do, your audio is not recorded.')).toBeVisible();
      await s.getByLabel('Yes, my audio may be recorded').check();
      await s.getByTestId('save-learning-settings').click();
      await expect(s.getByText('Your choice is saved. It applies from your next class.')).toBeVisible();
      await expectNoSeriousA11yViolations(s);

      await t.goto(CLASSROOM.class(klass.uid));
      await joinFromPreJoin(t);
      await expect(t.getByTestId('in-class')).toBeVisible();

      // The prejoin screen remembers the choice; the student changes their mind and joins without consenting.
      await s.setViewportSize({ width: 390, height: 844 });
      await s.goto(CLASSROOM.class(klass.uid));
      const consent = s.getByLabel('I agree that the audio of this class may be recorded.');
      await expect(consent).toBeChecked();
      await consent.uncheck();
      await expect(s.getByTestId('join-class')).toBeEnabled();
      await s.getByTestId('join-class').click();
      await s.getByTestId('ask-to-join').click();
      const mia = t.locator('[data-testid="participant"][data-state="asking"]');
      await expect(mia.getByTestId('not-recorded')).toHaveText('Not recorded');
      await mia.getByRole('button', { name: /^Admit/ }).click();
      await expect(s.getByTestId('in-class')).toBeVisible();
      await expect(t.locator('[data-testid="participant"][data-state="in_class"]').getByTestId('not-recorded')).toBeVisible();

      // The toolbar fits one row at 390 px; its toggles say their state to screen readers.
      const toolbar = s.getByTestId('class-toolbar');
      const tops = await toolbar
        .locator('button:visible')
        .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(tops.length).toBeGreaterThanOrEqual(5);
      expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
      const mic = s.getByTestId('toggle-mic');
      await expect(mic).toHaveAttribute('aria-pressed', 'false');
      await expect(mic).toHaveAccessibleName('Mute microphone');
      await mic.click();
      await expect(mic).toHaveAttribute('aria-pressed', 'true');
      await expect(mic).toHaveAccessibleName('Unmute microphone');
      await expect(s.getByTestId('class-timer')).toBeVisible();
      await expectNoSeriousA11yViolations(s);

      // A raised hand reaches the teacher (announced politely) and stays until the teacher lowers it.
      await s.getByTestId('raise-hand').click();
      await expect(s.getByTestId('raise-hand')).toHaveAttribute('aria-pressed', 'true');
      await expect(t.getByTestId('raised-hands')).toContainText('Mia');
      await t.getByRole('tab', { name: /^People/ }).click();
      await expect(t.getByRole('status').filter({ hasText: 'raised their hand' })).toHaveCount(1);
      await t.getByRole('button', { name: /^Lower the hand of Mia/ }).click();
      await expect(s.getByTestId('raise-hand')).toHaveAttribute('aria-pressed', 'false');
      await expect(t.getByTestId('raised-hands')).toHaveCount(0);

      // A reaction shows on both sides.
      await s.getByTestId('reactions').click();
      await s.getByRole('button', { name: 'Applause' }).click();
      await expect(t.getByTestId('reaction-list')).toContainText('👏');
      await expect(s.getByTestId('reaction-list')).toContainText('👏');

      // Slides fit the phone: the teacher presents, the student's slide spans (almost) the screen width.
      await t.getByTestId('open-presentation').click();
      const slide = s.getByRole('img', { name: /Slide 1/ });
      await expect(slide).toBeVisible();
      await expect.poll(async () => (await slide.boundingBox())?.width ?? 0).toBeGreaterThan(330);
      const presenterBar = t.getByTestId('presenter-bar');
      await t.setViewportSize({ width: 390, height: 844 });
      const toolTops = await presenterBar
        .locator('button')
        .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(Math.max(...toolTops) - Math.min(...toolTops)).toBeLessThanOrEqual(4);
      // The teacher's toolbar (with Start class) keeps one row at 390 px too.
      const teacherTops = await t
        .getByTestId('class-toolbar')
        .locator('button:visible')
        .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(teacherTops.length).toBeGreaterThanOrEqual(5);
      expect(Math.max(...teacherTops) - Math.min(...teacherTops)).toBeLessThanOrEqual(4);
      // End class for all is the teacher's, away from Leave (not in the toolbar).
      await expect(t.getByTestId('class-toolbar').getByTestId('end-class')).toHaveCount(0);
      await expect(t.getByTestId('end-class')).toBeVisible();
      await expectNoSeriousA11yViolations(t);

      // Leave asks first: staying keeps the student in class, confirming leaves.
      await s.getByTestId('leave-class').click();
      await expect(s.getByRole('dialog', { name: 'Leave the class?' })).toBeVisible();
      await s.getByRole('button', { name: 'Stay in class' }).click();
      await expect(s.getByTestId('in-class')).toBeVisible();
      await s.getByTestId('leave-class').click();
      await s.getByTestId('confirm-leave').click();
      await expect(s).toHaveURL(new RegExp(`${CLASSROOM.class(klass.uid)}/leave$`));

      // The declined choice is remembered for the next class.
      await s.goto('/en/account/settings/learning');
      await expect(s.getByLabel('No, do not record my audio')).toBeChecked();
    } finally {
      await sides.close();
    }
  });
});
