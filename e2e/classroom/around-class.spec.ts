import { expectNoSeriousA11yViolations } from '../fixtures.ts';
import { CLASSROOM, expect, joinFromPreJoin, test } from './classroom-support.ts';

test.describe('around the class', () => {
  test('the diagnostics page tests camera, microphone and network', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(CLASSROOM.diagnostics);
    await expect(page.getByRole('heading', { name: 'Test your camera, microphone and network', level: 1 })).toBeVisible();
    for (const test of ['camera', 'microphone', 'network'])
      await expect(page.getByTestId(`diagnostics-${test}`)).toHaveAttribute('data-status', 'pending');
    await page.getByTestId('diagnostics-start').click();
    await expect(page.getByTestId('diagnostics-summary')).toBeVisible({ timeout: 40_000 });
    for (const test of ['camera', 'microphone', 'network'])
      await expect(page.getByTestId(`diagnostics-${test}`)).toHaveAttribute('data-status', /complete|failed/);
    // Chromium's fake devices deliver a picture and a tone; the local server answers fast.
    await expect(page.getByTestId('diagnostics-camera')).toHaveAttribute('data-status', 'complete');
    await expect(page.getByTestId('diagnostics-network')).toHaveAttribute('data-status', 'complete');
    await expectNoSeriousA11yViolations(page);
  });

  test('a visitor opens the demo class with its sample presentation and finishes it', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(CLASSROOM.demo);
    await expect(page.getByRole('heading', { name: 'Demo class', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('start-demo').click();
    await expect(page).toHaveURL(/\/classroom\/en\/demo\/class\/demo-[^/]+$/);
    await joinFromPreJoin(page);
    await expect(page.getByTestId('in-class')).toBeVisible();
    // The demo says what it is: nobody is coming (issue 12 point 11).
    await expect(page.getByTestId('class-flow')).toContainText('This is a demo room: no teacher will join.');
    await expect(page.getByText('Waiting for the teacher')).toHaveCount(0);
    // The logo leads home (the public site for a visitor), never to an "unauthorized" page.
    await expect(page.getByRole('link', { name: 'Parla classroom' })).not.toHaveAttribute('href', /unauthorized/);
    await page.getByTestId('open-presentation').click();
    await expect(page.getByTestId('presentation-stage')).toHaveAttribute('data-page', '1');
    await page.getByTestId('next-slide').click();
    await expect(page.getByTestId('slide-number')).toContainText('Slide 2');
    await page.getByRole('textbox', { name: 'Message' }).fill('Testing the chat');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('chat-log').getByText('Testing the chat')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('leave-class').click();
    await page.getByTestId('confirm-leave').click();
    await expect(page.getByTestId('demo-completed')).toBeVisible();
  });

  test('on a phone the demo keeps one toolbar row: the less used controls are in More, and slides fill the width', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(CLASSROOM.demo);
    await page.getByTestId('start-demo').click();
    await joinFromPreJoin(page);
    await expect(page.getByTestId('in-class')).toBeVisible();
    const tops = await page
      .getByTestId('class-toolbar')
      .locator('button:visible')
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(4);
    await expect(page.getByTestId('open-presentation')).toBeHidden();
    await page.getByTestId('toolbar-more').click();
    await expect(page.getByTestId('toolbar-more')).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Open presentation' }).click();
    const slide = page.getByRole('img', { name: 'Slide 1' });
    await expect(slide).toBeVisible();
    await expect.poll(async () => (await slide.boundingBox())?.width ?? 0).toBeGreaterThan(330);
    const toolTops = await page
      .getByTestId('presenter-bar')
      .locator('button')
      .evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(Math.max(...toolTops) - Math.min(...toolTops)).toBeLessThanOrEqual(4);
    await expectNoSeriousA11yViolations(page);
  });

  test('Firefox gets the explanation instead of the class', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    });
    const page = await context.newPage();
    // userAgentData still names Chromium here: the explanation must follow the user agent string.
    await page.addInitScript(() => Object.defineProperty(navigator, 'userAgentData', { get: () => undefined }));
    await page.goto(CLASSROOM.diagnostics);
    await expect(page.getByRole('heading', { name: 'Please open the classroom in Chrome or Edge', level: 1 })).toBeVisible();
    await context.close();
  });
});
