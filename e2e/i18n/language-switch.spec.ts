import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, graphql, signInBrowser, test } from '../fixtures.ts';
import { catalogueOf } from './i18n-support.ts';

/**
 * Issue 21: every signed-in area has the display-language choice in its account menu. Choosing one
 * saves it on the account (e-mails and PDFs speak it) and loads the same page anew in it, for good.
 */
async function chooseLanguage(page: Page, accountName: string, language: string): Promise<void> {
  const toggle = page.getByRole('button', { name: new RegExp(`${accountName}$`) });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const group = page.getByRole('list', { name: 'Language' });
  await expect(group.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await expect(group.getByRole('button')).toHaveText(['English', 'Deutsch', 'Français', 'Español', 'Русский']);
  await group.getByRole('button', { name: language }).click();
}

const savedLocale = async (page: Page) => (await graphql<{ me: { locale: string } }>(page.request, '{ me { locale } }')).me.locale;

test.describe('the language switcher in the account menu (issue 21)', () => {
  test('a teacher switches to French from the menu and stays in French', async ({ page, buildTeacher }) => {
    const teacher = await buildTeacher({ firstName: 'Margot' });
    await signInBrowser(page, teacher, 'teacher');
    await page.goto('/teacher/en/my-schedule');
    const en = catalogueOf('en', 'teacher');
    const fr = catalogueOf('fr', 'teacher');
    await expect(page.getByRole('link', { name: en('nav.schedule') }).first()).toBeVisible();

    await chooseLanguage(page, 'Margot', 'Français');
    await expect(page).toHaveURL(/\/teacher\/fr\/my-schedule$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
    await expect(page.getByRole('link', { name: fr('nav.schedule') }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: en('nav.schedule') })).toHaveCount(0);
    const toggle = page.getByRole('button', { name: /Margot$/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await savedLocale(page)).toBe('fr');

    await page.reload();
    await expect(page).toHaveURL(/\/teacher\/fr\/my-schedule$/);
    await expect(page.getByRole('link', { name: fr('nav.schedule') }).first()).toBeVisible();
    await toggle.click();
    await expect(
      page.getByRole('list', { name: catalogueOf('fr', 'common')('nav.language') }).getByRole('button', { name: 'Français' }),
    ).toHaveAttribute('aria-current', 'true');
    // The open menu, its language group included, passes axe.
    await expectNoSeriousA11yViolations(page);
    // Without a locale in the address, the area opens in the saved language.
    await page.goto('/teacher/');
    await expect(page).toHaveURL(/\/teacher\/fr\//);
  });

  test('a student switches to Russian from the menu and stays in Russian', async ({ page, buildStudent }) => {
    const student = await buildStudent({ firstName: 'Lena' });
    await signInBrowser(page, student);
    // The store first: its plan texts come from the server in the reader's language, and the page
    // must not keep showing the English answer it already holds.
    await page.goto('/en/account/store');
    await expect(page.getByText('Pause or cancel any time').first()).toBeVisible();
    await chooseLanguage(page, 'Lena', 'Русский');
    await expect(page).toHaveURL(/\/ru\/account\/store$/);
    await expect(page.getByText('Пауза или отмена в любой момент').first()).toBeVisible();
    await expect(page.getByText('Pause or cancel any time')).toHaveCount(0);

    await page.goto('/ru/account/classes/upcoming');
    const ru = catalogueOf('ru', 'learn');
    await expect(page.locator('html')).toHaveAttribute('lang', /^ru/);
    await expect(page.getByRole('link', { name: ru('nav.myClasses') }).first()).toBeVisible();
    expect(await savedLocale(page)).toBe('ru');

    await page.reload();
    await expect(page).toHaveURL(/\/ru\/account\/classes\/upcoming$/);
    await expect(page.locator('html')).toHaveAttribute('lang', /^ru/);
    await expect(page.getByRole('link', { name: ru('nav.myClasses') }).first()).toBeVisible();
  });
});

test('the classroom, which has no account menu, offers the language on its pre-join screen', async ({ page }) => {
  // A visitor in the demo room: the page changes language, nothing is saved.
  await page.goto('/classroom/en/demo');
  await page.getByTestId('start-demo').click();
  const en = catalogueOf('en', 'classroom');
  const de = catalogueOf('de', 'classroom');
  await expect(page.getByRole('heading', { name: en('demo.roomTitle'), level: 1 })).toBeVisible();
  await page.locator('summary', { hasText: 'English' }).click();
  await page.getByRole('list', { name: 'Language' }).getByRole('button', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/classroom\/de\/demo\/class\/demo-[^/]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
  await expect(page.getByRole('heading', { name: de('demo.roomTitle'), level: 1 })).toBeVisible();
  await expect(page.locator('summary')).toContainText('Deutsch');
  await expectNoSeriousA11yViolations(page);
});
