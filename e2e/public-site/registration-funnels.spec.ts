import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSession,
  expect,
  expectNoSeriousA11yViolations,
  graphql,
  STRONG_PASSWORD,
  test,
  uniqueEmail,
  waitForEmail,
  keepScreenshots,
} from '../fixtures.ts';

// Registration keeps what the visitor chose (issue 15, decision 064): the language of the page,
// the plan, a get-started answer, a friend's code; and never follows a `next` off the site.

type Course = { coursePage: { module: { code: string; section: { slug: string } } } };
const COURSE = 'query E2eFunnelCourse { coursePage { module { code section { slug } } } }';

async function flexPlan(api: APIRequestContext, name: string): Promise<string> {
  const data = await graphql<{ packages: { id: string; displayName: string }[] }>(
    api,
    'query E2eFunnelPlans { packages(type: flex) { id displayName } }',
  );
  const plan = data.packages.find((p) => p.displayName === name);
  if (!plan) throw new Error(`no plan ${name}`);
  return plan.id;
}

/** The register form's own fields, in English or German. */
async function fillRegisterForm(page: Page, email: string, lang: 'en' | 'de' = 'en') {
  const de = lang === 'de';
  await page.getByRole('textbox', { name: de ? 'Vorname' : 'First name' }).fill('Clara');
  await page.getByRole('textbox', { name: de ? 'E-Mail' : 'Email' }).fill(email);
  await page.getByLabel(de ? 'Passwort' : 'Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('checkbox', { name: de ? /Datenschutzerklärung/ : /Privacy Policy/ }).check();
  await page.getByRole('checkbox', { name: de ? /Allgemeinen Geschäftsbedingungen/ : /Terms and Conditions/ }).check();
  await page.getByRole('checkbox', { name: de ? 'Ich bin 18 Jahre oder älter' : 'I am 18 years or older' }).check();
}

test.describe('registration funnels', () => {
  test('from the German page with a trial plan: German course, then the free-trial purchase of that plan', async ({ page, api }) => {
    const planId = await flexPlan(api, 'Flex 8');
    await page.goto(`/de/register?section=german&trial=1&package=${planId}`);
    await expect(page.getByRole('heading', { name: 'Konto erstellen', level: 1 })).toBeVisible();
    await expect(page.getByTestId('register-language')).toHaveText('Du meldest dich an, um Deutsch zu lernen.');
    // The language came with the link: it is not asked again.
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/de/privacy');
    await expect(page.getByRole('link', { name: 'Allgemeinen Geschäftsbedingungen' })).toHaveAttribute('href', '/de/terms');
    await expect(page.getByRole('link', { name: 'Stattdessen anmelden' })).toHaveAttribute(
      'href',
      `/de/login?redirect=${encodeURIComponent(`/de/free-trial-purchase/${planId}`)}`,
    );
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'register-de');
    await page.setViewportSize({ width: 1280, height: 900 });

    // A mistake keeps the visitor on the page with everything the link brought.
    const email = uniqueEmail('funnel-de');
    await fillRegisterForm(page, email, 'de');
    await page.getByRole('checkbox', { name: 'Ich bin 18 Jahre oder älter' }).uncheck();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(page.getByText('Bitte bestätige, dass du mindestens 18 Jahre alt bist.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/de/register\\?section=german&trial=1&package=${planId}$`));
    await page.getByRole('checkbox', { name: 'Ich bin 18 Jahre oder älter' }).check();
    await page.getByRole('button', { name: 'Konto erstellen' }).click();

    await expect(page).toHaveURL(/\/de\/m2m-checkout\/[^/?]+$/);
    const course = await graphql<Course>(page.request, COURSE);
    expect(course.coursePage.module.section.slug).toBe('german');
    expect(course.coursePage.module.code).toMatch(/A1$/);
    // The verification link continues to the same purchase on any device.
    const mail = await waitForEmail({ to: email, containing: '/account/email-verification?token=' });
    expect(mail.text).toContain(`next=${encodeURIComponent(`/de/free-trial-purchase/${planId}`)}`);
  });

  test('get-started: Spanish, goals, B1, account; answers survive back and refresh; the course is Spanish B1', async ({ page }) => {
    await page.goto('/en/get-started');
    await expect(page).toHaveURL(/\/en\/get-started\/language$/);
    await expect(page.getByRole('heading', { name: 'Which language do you want to learn?', level: 1 })).toBeVisible();
    await expect(page.getByTestId('step-of')).toHaveText('Step 1 of 4');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose a language.');
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'get-started-language');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Keyboard only: the radio group is one tab stop, arrows choose, Tab reaches Continue.
    await page.getByRole('radio', { name: 'English', exact: true }).focus();
    await page.keyboard.press('ArrowDown'); // Business English
    await page.keyboard.press('ArrowDown'); // German
    await page.keyboard.press('ArrowDown'); // Spanish
    await expect(page.getByRole('radio', { name: 'Spanish' })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/en\/get-started\/goal\?section=spanish$/);
    await expect(page.getByRole('heading', { name: 'Why are you learning Spanish?', level: 1 })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Travel' }).check();
    await page.getByRole('checkbox', { name: 'Work' }).check();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'get-started-goal');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { name: 'How well do you speak Spanish today?', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Take the Spanish language test' })).toHaveAttribute(
      'href',
      '/en/language-test?section=spanish',
    );
    await expect(page.getByRole('radio')).toHaveCount(6);
    // The browser's back keeps the goals, forward the level step; the Back link too.
    await page.goBack();
    await expect(page.getByRole('checkbox', { name: 'Travel' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Work' })).toBeChecked();
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'How well do you speak Spanish today?', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByRole('checkbox', { name: 'Work' })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('radio', { name: /^B1/ }).check();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'get-started-level');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/en\/get-started\/account\?section=spanish&level=B1&goals=travel%2Cwork$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
    await expect(page.getByText('Last step: your account for Spanish, starting at level B1.')).toBeVisible();
    await expect(page.getByTestId('step-of')).toHaveText('Step 4 of 4');
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'get-started-account');
    await page.setViewportSize({ width: 1280, height: 900 });

    await fillRegisterForm(page, uniqueEmail('funnel-b1'));
    await page.getByRole('button', { name: 'Create account' }).click();
    // get-started has no destination of its own: the new student lands in the onboarding flow (decision 069).
    await expect(page).toHaveURL(/\/en\/account\/onboarding\/welcome$/);
    const course = await graphql<Course>(page.request, COURSE);
    expect(course.coursePage.module.section.slug).toBe('spanish');
    expect(course.coursePage.module.code).toMatch(/B1$/);
  });

  test("a referral link's code reaches the checkout discount, kept with the account", async ({
    page,
    buildStudent,
    playwright,
    baseURL,
  }) => {
    const referrer = await buildStudent({ firstName: 'Nora' });
    const referrerApi = await apiSession(playwright, baseURL, '/api/login_check', referrer);
    const { ownReferral } = await graphql<{ ownReferral: { code: string } }>(referrerApi, 'query E2eOwnCode { ownReferral { code } }');
    await referrerApi.dispose();

    await page.goto(`/en/referral/${ownReferral.code}`);
    await expect(page.getByRole('heading', { name: 'Nora invited you to Parla', level: 1 })).toBeVisible();
    await page.getByTestId('referral-sign-up').click();
    await expect(page).toHaveURL(new RegExp(`/en/register\\?code=${ownReferral.code}&`));
    // No language came with the link: the form asks, nothing chosen for the visitor.
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await fillRegisterForm(page, uniqueEmail('friend'));
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please choose a language.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('radio', { name: 'Italian' }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/en\/account\/store$/);

    // The device forgets the code: the account still knows its friend.
    await page.evaluate(() => localStorage.clear());
    await page.getByRole('link', { name: 'Choose plan: Flex 8' }).click();
    await expect(page).toHaveURL(/\/en\/m2m-checkout\/[^/?]+$/);
    await expect(page.getByTestId('summary-subtotal')).toHaveText('€95.92');
    await expect(page.getByTestId('summary-discount')).toHaveText('-€20.00');
    await expect(page.getByTestId('summary-total')).toHaveText('€75.92');
    const course = await graphql<Course>(page.request, COURSE);
    expect(course.coursePage.module.section.slug).toBe('italian');
  });

  test('a next to another site is ignored: the new student lands in the onboarding flow', async ({ page }) => {
    await page.goto(`/en/register?section=french&next=${encodeURIComponent('https://evil.example/en/account/home')}`);
    await expect(page.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute(
      'href',
      `/en/login?redirect=${encodeURIComponent('/en/account/onboarding')}`,
    );
    await fillRegisterForm(page, uniqueEmail('evil-next'));
    await page.getByRole('button', { name: 'Create account' }).click();
    // No next, no plan, no funnel destination: the onboarding flow (decision 069).
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/en\/account\/onboarding\/welcome$/);
  });

  test('per-section pages: the monthly-plan landing leads into its register form and the trial; unknown languages get the language error', async ({
    page,
  }) => {
    await page.goto('/en/klingon/m2m-register');
    await expect(page).toHaveURL(/\/en\/klingon\/error\/language$/);
    await page.goto('/en/german/direct-register/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/en\/german\/error\/language$/);

    await page.goto('/en/german/m2m-signup');
    await expect(page.getByRole('heading', { name: 'Learn German every month, at your own pace', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a free trial of Flex 8' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshots(page, 'm2m-signup');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Start a free trial of Flex 8' }).click();
    await expect(page).toHaveURL(/\/en\/german\/m2m-register\?package=[0-9a-f-]+&trial=1$/);
    await expect(page.getByRole('heading', { name: 'Monthly plan: German', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await fillRegisterForm(page, uniqueEmail('m2m'));
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/en\/m2m-checkout\/[^/?]+$/);
    const course = await graphql<Course>(page.request, COURSE);
    expect(course.coursePage.module.section.slug).toBe('german');
  });
});

test.describe('sprint, teams and direct funnels', () => {
  test('the Sprint and LearningTeams landings lead into their forms; direct-register lands in the store', async ({ page, api }) => {
    const { languageCatalogue } = await graphql<{ languageCatalogue: { slug: string; curricula: { id: string; default: boolean }[] }[] }>(
      api,
      'query E2eFunnelCatalogue { languageCatalogue { slug curricula { id default } } }',
    );
    const german = languageCatalogue.find((s) => s.slug === 'german')?.curricula.find((c) => c.default)?.id ?? '';
    const spanish = languageCatalogue.find((s) => s.slug === 'spanish')?.curricula.find((c) => c.default)?.id ?? '';

    await page.goto(`/en/german/sprint-signup/${german}`);
    await expect(page.getByRole('heading', { name: 'Sprint: a level of German in one month', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Start with Sprint/ }).first()).toHaveAttribute(
      'href',
      new RegExp(`^/en/german/sprint-register/${german}\\?package=`),
    );
    await expectNoSeriousA11yViolations(page);

    await page.goto('/en/italian/teams-signup');
    await expect(page.getByRole('heading', { name: 'LearningTeams: learn Italian with your colleagues', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/en\/italian\/teams-register$/);
    await expect(page.getByRole('heading', { name: 'LearningTeams: Italian', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A course of another language is not German's: the language error page.
    await page.goto(`/en/german/direct-register/${spanish}`);
    await expect(page).toHaveURL(/\/en\/german\/error\/language$/);

    await page.goto(`/en/german/direct-register/${german}`);
    await expect(page.getByRole('heading', { name: 'Learn German with Parla', level: 1 })).toBeVisible();
    await fillRegisterForm(page, uniqueEmail('direct'));
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/en\/account\/store$/);
    await expect(page.getByRole('heading', { name: 'Store', level: 1 })).toBeVisible();
    const course = await graphql<Course>(page.request, COURSE);
    expect(course.coursePage.module.section.slug).toBe('german');
  });
});
