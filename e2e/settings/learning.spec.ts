import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, signInBrowser, test } from '../fixtures.ts';
import { checkScreens } from '../support/screens.ts';

const LEARNING = '/en/account/settings/learning';
const PROFILE = '/en/account/profile';
const COURSE = '/en/account/course-overview';

const saved = (page: Page) => page.getByRole('status').filter({ hasText: 'Saved.' }).first();

test.describe('settings › learning (issue 14)', () => {
  test('goals, focus areas, spoken languages, weekly goal and about me are saved and still there after a reload; the profile shows them', async ({
    page,
    buildStudent,
  }) => {
    test.setTimeout(120_000);
    const student = await buildStudent({ firstName: 'Noor' });
    await signInBrowser(page, student);
    await page.goto(LEARNING);
    await expect(page.getByRole('heading', { name: 'Learning settings', level: 1 })).toBeVisible();
    await expect(page.getByTestId('current-language')).toHaveText('English');

    // Goals: none chosen is refused with the spec's rule, then two goals and "something else".
    const goals = page.getByTestId('learning-goals');
    await goals.getByTestId('learning-goals-save').click();
    await expect(goals.getByText('Please select 1 or more goals.')).toBeVisible();
    await goals.getByLabel('Work').check();
    await goals.getByLabel('Travel').check();
    await goals.getByLabel('Something else').check();
    await goals.getByTestId('learning-goals-save').click();
    await expect(goals.getByText('Please tell us your other reason.')).toBeVisible();
    await goals.getByLabel('Your other reason').fill('Talking with my colleagues in Dublin');
    await goals.getByLabel('Speaking').check();
    await goals.getByLabel('Pronunciation').check();
    await goals.getByTestId('learning-goals-save').click();
    await expect(saved(page)).toBeVisible();

    const needs = page.getByTestId('learning-needs');
    await needs.getByLabel('What do you need the language for?').fill('Weekly stand-ups and client calls in English.');
    await needs.getByTestId('learning-needs-save').click();

    const spoken = page.getByTestId('spoken-languages');
    await spoken.getByRole('button', { name: 'Add a language' }).click();
    await spoken.getByLabel('Language 1').selectOption('Arabic');
    await spoken.getByLabel('Level 1').selectOption('Native');
    await spoken.getByRole('button', { name: 'Add a language' }).click();
    await spoken.getByLabel('Language 2').selectOption('French');
    await spoken.getByLabel('Level 2').selectOption('B1');
    await spoken.getByTestId('spoken-languages-save').click();
    await expect(spoken.getByLabel('Language 2')).toHaveValue('French');

    const goal = page.getByTestId('weekly-goal');
    await goal.getByLabel(/^Serious/).check();
    await goal.getByLabel('New words a week').selectOption('50');
    await goal.getByTestId('weekly-goal-save').click();

    const about = page.getByTestId('about-you');
    await about.getByLabel('Evening').check();
    await about.getByLabel('About me (your teachers read this)').fill('Nurse from Amman, now working in a Dublin hospital.');
    await about.getByTestId('about-you-save').click();
    await expect(about.getByLabel('About me (your teachers read this)')).toHaveValue('Nurse from Amman, now working in a Dublin hospital.');
    await expectNoSeriousA11yViolations(page);
    await checkScreens(page, 'learning-settings');

    await page.reload();
    await expect(goals.getByLabel('Work')).toBeChecked();
    await expect(goals.getByLabel('Travel')).toBeChecked();
    await expect(goals.getByLabel('Family or friends')).not.toBeChecked();
    await expect(goals.getByLabel('Your other reason')).toHaveValue('Talking with my colleagues in Dublin');
    await expect(goals.getByLabel('Speaking')).toBeChecked();
    await expect(goals.getByLabel('Pronunciation')).toBeChecked();
    await expect(goals.getByLabel('Grammar')).not.toBeChecked();
    await expect(needs.getByLabel('What do you need the language for?')).toHaveValue('Weekly stand-ups and client calls in English.');
    await expect(spoken.getByLabel('Language 1')).toHaveValue('Arabic');
    await expect(spoken.getByLabel('Level 1')).toHaveValue('Native');
    await expect(spoken.getByLabel('Level 2')).toHaveValue('B1');
    await expect(goal.getByLabel(/^Serious/)).toBeChecked();
    await expect(goal.getByLabel('New words a week')).toHaveValue('50');
    await expect(about.getByLabel('Evening')).toBeChecked();

    // The public profile: what teachers see.
    await page.goto(PROFILE);
    await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
    const card = page.getByTestId('student-profile-card');
    await expect(card.getByText('Nurse from Amman, now working in a Dublin hospital.')).toBeVisible();
    await expect(card.getByText('Arabic · native')).toBeVisible();
    await expect(card.getByText('French · B1')).toBeVisible();
    await expect(card.getByText(/Learns English · level A1/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await checkScreens(page, 'profile');
  });

  test('a student with a booked class is refused the language change with the spec message', async ({ page, buildStudent, buildClass }) => {
    test.setTimeout(90_000);
    const student = await buildStudent({ firstName: 'Ines', group: 1 });
    await buildClass({ student });
    await signInBrowser(page, student);
    await page.goto(LEARNING);
    await expect(page.getByTestId('language-change-refused')).toHaveText(
      'Learning language can be changed only when no classes are booked or attended.',
    );
    await expect(page.getByText('You have 1 class booked or attended in your current language.')).toBeVisible();
    await expect(page.getByTestId('change-language')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a student without classes changes language, sees the consequences, and finds the new course', async ({ page, buildStudent }) => {
    test.setTimeout(90_000);
    const student = await buildStudent({ firstName: 'Karl', group: 2 });
    await signInBrowser(page, student);
    await page.goto(LEARNING);
    await page.getByTestId('change-language').click();
    const dialog = page.getByRole('dialog', { name: 'Change your learning language' });
    await dialog.getByTestId('language-change-next').click();
    await expect(dialog.getByText('Please choose a language.')).toBeVisible();
    await dialog.getByLabel('New language').selectOption({ label: 'Spanish' });
    await expect(dialog.getByText('You start in Spanish A1.')).toBeVisible();
    await dialog.getByTestId('language-change-next').click();
    const confirm = page.getByRole('dialog', { name: 'Learn Spanish from now on?' });
    const consequences = confirm.getByTestId('language-change-consequences');
    await expect(consequences).toContainText('Your credits stay exactly as they are.');
    await expect(consequences).toContainText('Plans you buy from now on will be for Spanish.');
    await expect(consequences).toContainText('Your progress in English is kept');
    await expectNoSeriousA11yViolations(page);
    await checkScreens(page, 'language-change');
    await confirm.getByTestId('confirm-language-change').click();
    await expect(page.getByRole('status').filter({ hasText: 'You are now learning Spanish.' }).first()).toBeVisible();
    await expect(page.getByTestId('current-language')).toHaveText('Spanish');

    await page.goto(COURSE);
    await expect(page.getByText('Spanish A1').first()).toBeVisible();
  });
});
