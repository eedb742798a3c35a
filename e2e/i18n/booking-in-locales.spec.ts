import type { Locator, Page } from '@playwright/test';
import { definition, expect, expectNoSeriousA11yViolations, test, waitForEmail } from '../booking/booking-support.ts';
import { catalogueOf, type DisplayLocale, escapeRegExp } from './i18n-support.ts';

/**
 * Issue 21: the whole booking journey in Russian and French, as book-and-cancel.clock.spec.ts
 * walks it in English. A student whose saved language is the locale signs in, books a group
 * class, sees it in My classes and cancels it; every word checked comes from the web app's
 * catalogues, the e-mails speak the saved language, and no page ever leaves /ru/ or /fr/.
 * This server's clock never moves (no *.clock spec runs on it), so the 30-minute free cancel holds.
 */

for (const locale of ['ru', 'fr'] as const satisfies readonly DisplayLocale[]) {
  test(`the booking journey in /${locale}/: sign in, book, My classes, cancel`, async ({ page, buildStudent }) => {
    const t = catalogueOf(locale, 'student');
    const credits = 3;
    const student = await buildStudent({ firstName: locale === 'ru' ? 'Дарья' : 'Élodie', locale, group: credits });

    // Every page the browser opens stays in the locale.
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    const inLocale = new RegExp(`^/${locale}(/|$)`);

    // Sign in through the localized login page.
    await page.goto(`/${locale}/login`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await page.getByLabel(t('common:auth.email'), { exact: true }).fill(student.email);
    await page.getByLabel(t('common:auth.password'), { exact: true }).fill(student.password);
    await page.getByRole('button', { name: t('common:auth.logIn'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/home$`));
    await expect(page.getByRole('heading', { name: t('today.title'), level: 1 })).toBeVisible();
    await expect(page.getByTestId('group-credits')).toHaveText(String(credits));

    // Book classes: the Group tab, then the first day with a group class (its latest start).
    await navLink(page, t('learn:nav.book')).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/booking`));
    await expect(page.getByRole('heading', { name: t('booking.title'), level: 1 })).toBeVisible();
    await chooseGroupOption(page, t);
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/booking/preview`));
    await expect(page.getByRole('heading', { name: t('booking.preview.title'), level: 1 })).toBeVisible();
    await expect(page.getByText(t('booking.preview.uses.group'))).toBeVisible();
    // axe once, on the page with the most translated text (rules, credits, refund).
    await expectNoSeriousA11yViolations(page);
    const lessonTitle = (await definition(page, t('booking.preview.lesson')).textContent())?.trim() ?? '';
    expect(lessonTitle).not.toBe('');

    await page.getByRole('button', { name: t('booking.preview.confirm') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('booking.booked') })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/class/details/[^/?]+$`));
    await expect(page.getByRole('heading', { name: lessonTitle, level: 1 })).toBeVisible();
    const classUid = new URL(page.url()).pathname.split('/').pop() ?? '';
    const detailsPath = `/${locale}/account/class/details/${classUid}`;
    const detailsLink = page.locator(`a[href="${detailsPath}"]`);

    // Today: one credit fewer, the class listed.
    await navLink(page, t('learn:nav.today')).click();
    await expect(page.getByRole('heading', { name: t('today.title'), level: 1 })).toBeVisible();
    await expect(page.getByTestId('group-credits')).toHaveText(String(credits - 1));
    await expect(detailsLink.first()).toBeVisible();

    // My classes, Upcoming.
    await navLink(page, t('learn:nav.myClasses')).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/classes/upcoming$`));
    await expect(page.getByRole('heading', { name: t('classes.title'), level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: t('classes.views.upcoming'), exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(detailsLink).toContainText(lessonTitle);

    // Cancel within the first 30 minutes: free, the credit comes back.
    await detailsLink.click();
    await expect(page.getByRole('heading', { name: lessonTitle, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: t('classes.cancel.open') }).click();
    const dialog = page.getByRole('dialog', { name: t('classes.cancel.title') });
    await expect(dialog).toContainText(t('classes.cancel.grace'));
    await dialog.getByRole('button', { name: t('classes.cancel.confirm') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('classes.cancel.doneRefunded') })).toBeVisible();
    await expect(dialog).toBeHidden();

    await navLink(page, t('learn:nav.today')).click();
    await expect(page.getByTestId('group-credits')).toHaveText(String(credits));

    await navLink(page, t('learn:nav.myClasses')).click();
    await page.getByRole('link', { name: t('classes.views.cancelled'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/classes/cancelled$`));
    await expect(detailsLink).toContainText(t('classes.appointmentStatus.cancelled_by_student'));
    await page.getByRole('link', { name: t('classes.views.upcoming'), exact: true }).click();
    await expect(page.getByText(t('classes.empty.upcoming'))).toBeVisible();

    // The e-mails speak the saved language and link the class under its locale (read last: they
    // arrive while the pages above are used).
    const confirmation = await waitForEmail({
      to: student.email,
      subject: t('emails:bookingConfirmation.subject', { lesson: lessonTitle }),
    });
    expect(confirmation.text).toContain(detailsPath);
    const cancellation = await waitForEmail({ to: student.email, subject: t('emails:cancellation.subject', { lesson: lessonTitle }) });
    expect(cancellation.text).toContain(t('emails:cancellation.refunded'));

    expect(visited.length).toBeGreaterThan(5);
    expect(
      visited.filter((path) => !inLocale.test(path)),
      `pages outside /${locale}/`,
    ).toEqual([]);
  });
}

type Translate = ReturnType<typeof catalogueOf>;

/** The header navigation's link (not an in-page link with the same words). */
function navLink(page: Page, name: string): Locator {
  return page.getByRole('navigation').getByRole('link', { name, exact: true }).first();
}

/** The chosen day's list: a region named by the catalogue's "Classes on {{day}}". */
function dayList(page: Page, t: Translate): Locator {
  const [before] = t('booking.dayHeading', { day: '\u0000' }).split('\u0000');
  return page.getByRole('region', { name: new RegExp(`^${escapeRegExp(before ?? '')}`) });
}

/**
 * On the booking page's Group tab: the first day (this week or later) with a group class; clicks
 * the day's last option (the latest start, so the class cannot begin while the test runs).
 */
async function chooseGroupOption(page: Page, t: Translate): Promise<void> {
  const groupTab = page.getByRole('button', { name: new RegExp(`^${escapeRegExp(t('booking.kinds.group'))}`) });
  const options = dayList(page, t).getByRole('link', { name: new RegExp(escapeRegExp(t('booking.choose'))) });
  const empty = dayList(page, t).getByText(t('booking.emptyDay.group'));
  await expect(groupTab).toBeVisible();
  if ((await groupTab.getAttribute('aria-pressed')) !== 'true') await afterGroupResults(page, () => groupTab.click());
  await expect(groupTab).toHaveAttribute('aria-pressed', 'true');
  for (let week = 0; week < 3; week++) {
    await expect(options.first().or(empty)).toBeVisible();
    if ((await options.count()) > 0) {
      await options.last().click();
      return;
    }
    await afterGroupResults(page, () => page.getByRole('button', { name: t('booking.nextWeek') }).click());
  }
  throw new Error('no group class could be booked in the next three weeks');
}

/** Runs `action` and waits for the group classes it asked the server for, rendered. */
async function afterGroupResults(page: Page, action: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse((response) => {
    const body = response.request().postData() ?? '';
    return response.url().endsWith('/graphql') && body.includes('bookingResults') && body.includes('"type":"group"');
  });
  await action();
  expect((await answered).ok()).toBe(true);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}
