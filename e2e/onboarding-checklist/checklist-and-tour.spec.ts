import { checkScreens } from '../support/screens.ts';
import type { Page } from '@playwright/test';
import { expect, extractLink, signInBrowser, test, waitForEmail } from '../fixtures.ts';

const checklist = (page: Page) => page.getByTestId('onboarding-checklist');
const item = (page: Page, slug: string) => page.getByTestId(`checklist-${slug}`);

test('a new student sees the checklist, verifies the e-mail, books a class and sees both tick; hiding it is confirmed and stays', async ({
  page,
  buildStudent,
  buildClass,
}) => {
  test.setTimeout(120_000);
  const student = await buildStudent({ firstName: 'Noor', group: 1 });
  await signInBrowser(page, student);
  await page.goto('/en/account/home');
  await expect(checklist(page).getByRole('heading', { name: 'Your first steps at Parla' })).toBeVisible();
  await expect(page.getByTestId('checklist-progress')).toHaveText('0 of 7 done');
  await expect(checklist(page).getByRole('listitem')).toHaveCount(7);
  await expect(item(page, 'book_first_class').getByRole('link', { name: /^Book\s*: Book your first class$/ })).toHaveAttribute(
    'href',
    '/en/account/booking?lesson=next',
  );
  await checkScreens(page, 'checklist-new');

  // Verify the e-mail from the checklist's own link, keyboard only.
  await page.setViewportSize({ width: 1280, height: 900 });
  const verify = item(page, 'verify_email').getByRole('link', { name: /^Verify\s*: Verify your e-mail address$/ });
  await verify.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/account\/email-verification$/);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  const mail = await waitForEmail({ to: student.email, subject: 'Please confirm your email address', since });
  await page.goto(extractLink(mail.text, '/account/email-verification?token='));
  await expect(page.getByRole('heading', { name: 'Your email address is confirmed' })).toBeVisible();

  // A real booking (the factory books as the student through the API).
  await buildClass({ student });
  await page.goto('/en/account/home');
  await expect(page.getByTestId('checklist-progress')).toHaveText('2 of 7 done');
  await expect(item(page, 'verify_email')).toHaveAttribute('data-completed', 'true');
  await expect(item(page, 'book_first_class')).toHaveAttribute('data-completed', 'true');
  await expect(item(page, 'set_your_goal')).toHaveAttribute('data-completed', 'false');
  await expect(item(page, 'verify_email').getByRole('link')).toHaveCount(0);
  await checkScreens(page, 'checklist-progress');

  // Hiding asks first: Escape keeps it and gives the focus back; confirming hides it for good.
  await page.setViewportSize({ width: 1280, height: 900 });
  const hide = checklist(page).getByRole('button', { name: 'Hide this checklist' });
  await hide.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Hide the checklist?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await checkScreens(page, 'checklist-dismiss-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(hide).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Hide it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(checklist(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await expect(checklist(page)).toHaveCount(0);
});

test('the checklist speaks German', async ({ page, buildStudent }) => {
  const student = await buildStudent({ firstName: 'Jana', locale: 'de' });
  await signInBrowser(page, student);
  await page.goto('/de/account/home');
  await expect(checklist(page).getByRole('heading', { name: 'Deine ersten Schritte bei Parla' })).toBeVisible();
  await expect(page.getByTestId('checklist-progress')).toHaveText('0 von 7 erledigt');
  await expect(item(page, 'test_your_camera')).toContainText('Kamera testen');
});

test('the product tour opens on the first visit, walks through with the keyboard, and is not shown again; support restarts it', async ({
  page,
  buildStudent,
}) => {
  test.setTimeout(120_000);
  const student = await buildStudent({ firstName: 'Omar', productTour: 'pending' });
  await signInBrowser(page, student);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/en/account/home');
  const tour = page.getByRole('dialog');
  await expect(tour).toHaveAccessibleName('Today');
  await expect(tour).toContainText('Step 1 of 5');
  // Focus is inside the dialog, on Next.
  await expect(tour.getByRole('button', { name: 'Next' })).toBeFocused();
  await checkScreens(page, 'tour-step-1');

  await page.setViewportSize({ width: 1280, height: 900 });
  const expected = ['My classes', 'Book classes', 'My course', 'Practice'];
  for (const [index, title] of expected.entries()) {
    await page.keyboard.press('Enter');
    await expect(tour).toHaveAccessibleName(title);
    await expect(tour).toContainText(`Step ${index + 2} of 5`);
  }
  // Practice is the last stop.
  await expect(tour.getByRole('button', { name: 'Finish' })).toBeFocused();
  await checkScreens(page, 'tour-last-step');
  // Back, then forward again, with the keyboard.
  await page.keyboard.press('Shift+Tab');
  await expect(tour.getByRole('button', { name: 'Back' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tour).toHaveAccessibleName('My course');
  await tour.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(tour).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await page.goto('/en/account/classes/upcoming');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Restarted from settings › support: it opens at once; Escape skips it and the focus comes back.
  await page.goto('/en/account/settings/support');
  const restart = page.getByRole('button', { name: 'Show me around again' });
  await restart.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveAccessibleName('Today');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(restart).toBeFocused();
  await page.reload();
  await expect(restart).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
