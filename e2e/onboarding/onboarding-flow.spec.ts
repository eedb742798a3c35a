import { checkScreens } from '../support/screens.ts';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, graphql, signInBrowser, test } from '../fixtures.ts';

// Issue 16 "done means": a new student goes from registration to a booked first class at the
// right level in the browser (placement answers scripted to land at A2, the survey picks the
// evening, the booked class is an A2 class in the evening), decision 069.

interface Item {
  id: string;
  level: string;
  options: string[];
  answer: number;
}
const english: { items: Item[] } = JSON.parse(
  readFileSync(new URL('../../apps/server/src/modules/onboarding/placement/items/english.json', import.meta.url), 'utf8'),
);
const byId = new Map(english.items.map((item) => [item.id, item]));
const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

test.use({ timezoneId: 'Europe/Berlin' });

/** Answers like a learner at `level`: right up to it, wrong above. */
async function answerAs(level: string, page: Page): Promise<number> {
  const ability = LEVELS.indexOf(level);
  const question = page.locator('form[data-item-id]');
  const result = page.getByRole('heading', { name: 'Your English level', level: 1 });
  let answered = 0;
  await expect(question).toBeVisible();
  while ((await question.count()) > 0) {
    const id = (await question.getAttribute('data-item-id')) ?? '';
    const item = byId.get(id);
    if (!item) throw new Error(`item ${id} is not in english.json`);
    const option = LEVELS.indexOf(item.level) <= ability ? item.answer : (item.answer + 1) % item.options.length;
    await question.getByRole('radio', { name: item.options[option], exact: true }).check();
    await page.keyboard.press('Enter');
    answered += 1;
    await expect(page.locator(`form[data-item-id="${id}"]`)).toHaveCount(0);
    await expect(question.or(result)).toBeVisible();
  }
  return answered;
}

const berlinHour = (iso: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Berlin' }).format(new Date(iso)));

interface FlowState {
  onboardingFlow: { step: string; open: boolean; completedAt: string | null; course: { level: string } | null; sublevel: number | null };
}

test.describe('onboarding (issue 16)', () => {
  test('a new student finds their level with the test (A2), picks the evening, and books an A2 class in the evening', async ({
    page,
    buildStudent,
  }) => {
    test.setTimeout(300_000);
    const student = await buildStudent({ firstName: 'Lena', group: 2, timezone: 'Europe/Berlin' });
    await signInBrowser(page, student);

    await page.goto('/en/account/onboarding');
    await expect(page).toHaveURL(/\/en\/account\/onboarding\/welcome$/);
    await expect(page.getByRole('heading', { name: 'Welcome to Parla, Lena!', level: 1 })).toBeVisible();
    await checkScreens(page, 'onboarding-welcome');
    await page.getByRole('link', { name: "Let's start" }).click();

    await expect(page.getByRole('heading', { name: 'Find your level', level: 1 })).toBeVisible();
    await checkScreens(page, 'onboarding-level');
    // The pick page lists A1-C2 with their sublevels (looked at, then the test is taken).
    await page.getByRole('link', { name: 'Choose my level' }).click();
    await expect(page.getByRole('heading', { name: 'B1: Intermediate', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose C2.3, end' })).toBeVisible();
    await checkScreens(page, 'onboarding-level-pick');
    await page.goBack();

    await page.getByRole('link', { name: 'Start the test' }).click();
    await expect(page).toHaveURL(/\/onboarding\/level\/placed$/);
    await expect(page.getByRole('heading', { name: 'Your English placement test', level: 1 })).toBeVisible();
    await checkScreens(page, 'onboarding-placement-intro');
    await page.getByRole('button', { name: 'Start the test' }).click();
    const answered = await answerAs('A2', page);
    expect(answered).toBeGreaterThanOrEqual(12);
    await expect(page.getByText(/^A2\.\d/).first()).toBeVisible();
    await checkScreens(page, 'onboarding-placement-result');

    await page.getByRole('link', { name: /^Continue at A2\.\d$/ }).click();
    await expect(page).toHaveURL(/\/onboarding\/level\/A2\/\d$/);
    await expect(page.getByRole('heading', { name: /^Start at A2\.\d\?$/, level: 1 })).toBeVisible();
    await checkScreens(page, 'onboarding-level-confirm');
    await page.getByRole('button', { name: /^Yes, start at A2\.\d$/ }).click();

    // The survey (post-checkout's component): a goal, then the evening as class time.
    await expect(page).toHaveURL(/\/onboarding\/survey$/);
    await expect(page.getByRole('heading', { name: 'Why are you learning?' })).toBeVisible();
    await checkScreens(page, 'onboarding-survey');
    await page.getByRole('checkbox', { name: 'Travel' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'What do you want to work on most?' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip this question' }).click();
    await expect(page.getByRole('heading', { name: 'What do you need the language for?' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip this question' }).click();
    await expect(page.getByRole('heading', { name: 'When do you like to take classes?' })).toBeVisible();
    await page.getByRole('radio', { name: /^Evening/ }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Which languages do you speak?' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip this question' }).click();

    // The time zone, detected from the browser.
    await expect(page).toHaveURL(/\/onboarding\/timezone$/);
    await expect(page.getByText('Your browser is in Europe/Berlin, the same as your account.')).toBeVisible();
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Berlin');
    await checkScreens(page, 'onboarding-timezone');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Three first classes at the preferred time: the first one booked after its preview.
    await expect(page).toHaveURL(/\/onboarding\/booking$/);
    await expect(page.getByRole('heading', { name: 'Book your first class', level: 1 })).toBeVisible();
    await expect(page.getByText('At your preferred time: evening.')).toBeVisible();
    const options = page.getByTestId('first-class-option');
    await expect(options).toHaveCount(3);
    await checkScreens(page, 'onboarding-booking');
    // Keyboard only: choose, the confirmation takes the focus, Tab reaches its button, Enter books.
    await options.first().getByRole('button', { name: 'Choose' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Book the class on / })).toBeFocused();
    await expect(page.getByText('Uses 1 group credit (you have 2).')).toBeVisible();
    await checkScreens(page, 'onboarding-booking-confirm');
    await page.getByRole('heading', { name: /^Book the class on / }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Book this class' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/onboarding\/congratulations$/);
    await expect(page.getByRole('heading', { name: "You're all set!", level: 1 })).toBeVisible();
    await expect(page.getByTestId('onboarding-next-class')).toContainText('Lesson 1');
    await checkScreens(page, 'onboarding-congratulations');

    // The booked class: an A2 class of the student's course, in the evening in Berlin; the flow is done.
    const classHref = (await page.getByRole('link', { name: 'Open the class page' }).getAttribute('href')) ?? '';
    const uid = classHref.split('/').pop() ?? '';
    const booked = await graphql<{ studentClass: { startDate: string; module: { cefrLevelName: string } } }>(
      page.request,
      'query E2eOnboardingClass($uid: ID!) { studentClass(uid: $uid) { startDate module { cefrLevelName } } }',
      { uid },
    );
    expect(booked.studentClass.module.cefrLevelName).toBe('A2');
    const hour = berlinHour(booked.studentClass.startDate);
    expect(hour >= 17 && hour < 22, `${booked.studentClass.startDate} is an evening in Berlin`).toBe(true);
    const flow = await graphql<FlowState>(page.request, '{ onboardingFlow { step open completedAt course { level } sublevel } }');
    expect(flow.onboardingFlow).toMatchObject({ step: 'congratulations', open: false, course: { level: 'A2' } });
  });

  test('the flow resumes where the student left it, Today offers to continue, and it can be skipped', async ({ page, buildStudent }) => {
    test.setTimeout(120_000);
    const student = await buildStudent({ firstName: 'Omar' });
    await signInBrowser(page, student);
    // Today says nothing about a flow never started.
    await page.goto('/en/account/home');
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Finish setting up your course' })).toHaveCount(0);

    await page.goto('/en/account/onboarding/level/pick');
    // Keyboard only: the sublevel link, then the confirm button.
    await page.getByRole('link', { name: 'Choose B1.2, middle' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Start at B1.2?', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Yes, start at B1.2' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/onboarding\/survey$/);

    await page.goto('/en/account/home');
    const banner = page.getByRole('region', { name: 'Finish setting up your course' });
    await expect(banner).toBeVisible();
    await checkScreens(page, 'onboarding-today-banner');
    await banner.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/onboarding\/survey$/);

    // booking/skip without credits: the store is offered; then the whole flow is skipped from its frame.
    await page.goto('/en/account/onboarding/booking');
    await expect(page.getByText('You have no group class credits yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See the plans' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page).toHaveURL(/\/en\/account\/home$/);
    await expect(page.getByRole('heading', { name: 'Finish setting up your course' })).toHaveCount(0);
  });

  test('every step speaks German', async ({ page, buildStudent }) => {
    const student = await buildStudent({ firstName: 'Jonas', locale: 'de' });
    await signInBrowser(page, student);
    await page.goto('/de/account/onboarding/welcome');
    await expect(page.getByRole('heading', { name: 'Willkommen bei Parla, Jonas!', level: 1 })).toBeVisible();
    await page.goto('/de/account/onboarding/level');
    await expect(page.getByRole('heading', { name: 'Finde dein Niveau', level: 1 })).toBeVisible();
    await page.goto('/de/account/onboarding/booking/skip');
    await expect(page.getByRole('heading', { name: 'Ersten Kurs später buchen', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
