import { checkScreens } from '../support/screens.ts';
import type { Page } from '@playwright/test';
import { buyTrial, expect, graphql, signInBrowser, studentApi, test } from '../store/store-support.ts';

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
const continueLink = (page: Page) => page.getByRole('link', { name: 'Continue', exact: true });

test.describe('post-checkout steps (issue 16)', () => {
  test('a student pays for a trial and walks every step; the answers and the trial choice are stored', async ({
    page,
    buildStudent,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const student = await buildStudent({ firstName: 'Noor' });
    await signInBrowser(page, student);
    await buyTrial(page);

    // Paying leads into the steps; a trial asks for its classes first.
    await page.getByRole('link', { name: 'Set up my classes' }).click();
    await expect(page).toHaveURL(/\/en\/account\/post-checkout\/credits-type-selection$/);
    await expect(page.getByRole('heading', { name: 'Choose your trial classes', level: 1 })).toBeVisible();
    await checkScreens(page, 'credits-type-selection');
    await page.getByRole('radio', { name: /1 private class/ }).check();
    await page.getByRole('button', { name: 'Confirm my choice' }).click();

    await expect(page.getByRole('heading', { name: 'Welcome to Parla, Noor!', level: 1 })).toBeVisible();
    await checkScreens(page, 'welcome');
    await page.getByRole('link', { name: "Let's start" }).click();

    await expect(page.getByRole('heading', { name: 'Which language do you want to learn?', level: 1 })).toBeVisible();
    await expect(page.getByText('Step 1 of 7')).toBeVisible();
    await checkScreens(page, 'language-preferences');
    await continueButton(page).click();

    // Goals: select 1 or more (001 §5), the spec's rule said before anything is sent.
    await expect(page.getByRole('heading', { name: 'Why are you learning?', level: 1 })).toBeVisible();
    await continueButton(page).click();
    await expect(page.getByText('Please select 1 or more goals.')).toBeVisible();
    await checkScreens(page, 'learning-goals');
    await page.getByRole('checkbox', { name: 'Work' }).check();
    await page.getByRole('checkbox', { name: 'Something else' }).check();
    await page.getByRole('textbox', { name: 'Your other reason' }).fill('My partner’s family lives in Graz');
    await continueButton(page).click();
    await expect(page.getByRole('heading', { name: 'Thank you!', level: 1 })).toBeVisible();
    await checkScreens(page, 'learning-goals-success');
    await continueLink(page).click();

    await expect(page.getByRole('heading', { name: 'What do you want to work on most?', level: 1 })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Speaking' }).check();
    await page.getByRole('checkbox', { name: 'Pronunciation' }).check();
    await checkScreens(page, 'learning-focus-area');
    await continueButton(page).click();
    await expect(page.getByRole('heading', { name: 'Noted!', level: 1 })).toBeVisible();
    await continueLink(page).click();

    await expect(page.getByRole('heading', { name: 'Which languages do you speak?', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language 1' }).selectOption('English');
    await page.getByRole('button', { name: 'Add a language' }).click();
    await page.getByRole('combobox', { name: 'Language 2' }).selectOption('French');
    await page.getByRole('combobox', { name: 'Level 2' }).selectOption('B1');
    await checkScreens(page, 'languages-you-speak');
    await continueButton(page).click();
    await expect(page.getByRole('heading', { name: 'Thanks!', level: 1 })).toBeVisible();
    await checkScreens(page, 'languages-you-speak-thanks');
    await continueLink(page).click();

    await expect(page.getByRole('heading', { name: 'When do you like to take classes?', level: 1 })).toBeVisible();
    await page.getByRole('radio', { name: /^Evening/ }).check();
    await checkScreens(page, 'preferred-time-slots');
    await continueButton(page).click();

    await expect(page.getByRole('heading', { name: 'What is your level?', level: 1 })).toBeVisible();
    await checkScreens(page, 'proficiency');
    await page.getByRole('link', { name: /I know my level/ }).click();
    await expect(page.getByRole('heading', { name: 'Choose your level', level: 1 })).toBeVisible();
    await checkScreens(page, 'proficiency-level');
    await page.getByRole('link', { name: 'Choose A2.1, start' }).click();
    await expect(page).toHaveURL(/\/proficiency\/summary\/A2\/1$/);
    await checkScreens(page, 'proficiency-summary');
    await page.getByRole('button', { name: 'Yes, start at A2.1' }).click();

    await expect(page.getByRole('heading', { name: 'Book your first class', level: 1 })).toBeVisible();
    await checkScreens(page, 'book-class');
    // The best first class for the private trial credit, booked in one click through the normal booking.
    await page
      .getByRole('button', { name: /^Choose the class on / })
      .first()
      .click();
    await page.getByRole('button', { name: 'Book this class' }).click();
    await expect(page.getByRole('heading', { name: 'You are all set!', level: 1 })).toBeVisible();
    await checkScreens(page, 'congratulations');
    await page.getByRole('link', { name: 'Go to Today', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/account\/home$/);

    // Stored where the settings page reads it, and the trial is one private class.
    const api = await studentApi(playwright, baseURL, student);
    const data = await graphql<{
      learningSettings: Record<string, unknown> & { module: { cefrLevelName: string } | null; sublevel: number | null };
      creditsInfo: { groupCredits: number; privateCredits: number };
      trialCreditChoice: { kind: string; chosenAt: string | null };
    }>(
      api,
      `query E2ePostCheckout {
        learningSettings { learningGoals learningGoalOther focusAreas preferredClassTime spokenLanguages { language proficiency } sublevel module { cefrLevelName } }
        creditsInfo { groupCredits privateCredits }
        trialCreditChoice { kind chosenAt }
      }`,
    );
    expect(data.learningSettings).toMatchObject({
      learningGoals: ['work', 'other'],
      learningGoalOther: 'My partner’s family lives in Graz',
      focusAreas: ['speaking', 'pronunciation'],
      preferredClassTime: 'evening',
      spokenLanguages: [
        { language: 'English', proficiency: 'Native' },
        { language: 'French', proficiency: 'B1' },
      ],
      sublevel: 1,
      module: { cefrLevelName: 'A2' },
    });
    // The one private trial credit paid for the first class.
    expect(data.creditsInfo).toEqual({ groupCredits: 0, privateCredits: 0 });
    expect(data.trialCreditChoice.kind).toBe('private');
    expect(data.trialCreditChoice.chosenAt).not.toBeNull();

    // Once: the page now says what was chosen instead of offering the choice again.
    await page.goto('/en/account/post-checkout/credits-type-selection');
    await expect(page.getByText('Your trial is set: 1 private class.')).toBeVisible();
    const booked = await graphql<{ appointments: { total: number; items: { type: string }[] } }>(
      api,
      'query E2eFirstClass { appointments(limit: 5) { total items { type } } }',
    );
    expect(booked.appointments.total).toBe(1);
    expect(booked.appointments.items[0].type).toBe('individual');
    await expect(page.getByRole('radio')).toHaveCount(0);
  });

  test('no trial: the entry welcomes; another language goes through change-language-store; the level test page opens', async ({
    page,
    buildStudent,
  }) => {
    test.setTimeout(120_000);
    const student = await buildStudent({ firstName: 'Ravi' });
    await signInBrowser(page, student);
    await page.goto('/en/account/post-checkout');
    await expect(page).toHaveURL(/\/en\/account\/post-checkout\/welcome$/);
    await page.goto('/en/account/post-checkout/credits-type-selection');
    await expect(page.getByText('You are not in a free trial, so there is nothing to choose here.')).toBeVisible();

    await page.goto('/en/account/post-checkout/language-preferences');
    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption({ label: 'Spanish' });
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/change-language-store\/spanish\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Switch your learning language?', level: 1 })).toBeVisible();
    await checkScreens(page, 'change-language-store');
    await page.getByRole('button', { name: 'Switch to Spanish' }).click();
    await expect(page.getByRole('heading', { name: 'Your new language is set', level: 1 })).toBeVisible();
    await checkScreens(page, 'success-language-change');
    await continueLink(page).click();
    await expect(page.getByRole('heading', { name: 'Why are you learning?', level: 1 })).toBeVisible();

    await page.goto('/en/account/post-checkout/proficiency');
    await expect(page.getByText(/You are placed in Spanish/)).toBeVisible();
    await page.getByRole('link', { name: /Find my level/ }).click();
    await expect(page).toHaveURL(/\/proficiency\/find-your-level$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await checkScreens(page, 'find-your-level');
  });

  test('the steps in German, keyboard only: goals need one choice; a questionnaire error offers Try again', async ({
    page,
    buildStudent,
  }) => {
    const student = await buildStudent({ firstName: 'Lea', locale: 'de' });
    await signInBrowser(page, student);
    // The questionnaire fails (the HTTP helper's retries included): the step says so in place and offers Try again.
    let failing = true;
    await page.route('**/api/questionnaire/learning-goals', async (route) => {
      if (failing && route.request().method() === 'GET') await route.fulfill({ status: 500, body: '{}', contentType: 'application/json' });
      else await route.continue();
    });
    await page.goto('/de/account/post-checkout/learning-goals');
    const retry = page.getByRole('button', { name: 'Noch einmal versuchen' });
    await expect(retry).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Warum lernst du?' })).toHaveCount(0);
    failing = false;
    await retry.click();
    await expect(page.getByRole('heading', { name: 'Warum lernst du?', level: 1 })).toBeVisible();
    await checkScreens(page, 'learning-goals-de');
    // Keyboard: tab to the first goal, tick it with Space, submit with Enter.
    await page.getByRole('checkbox').first().focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox').first()).toBeChecked();
    await page.getByRole('button', { name: 'Weiter', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Danke!', level: 1 })).toBeVisible();
  });
});
