import { COMMERCE_CONFIG, CONTRACT_TERMS, DEFAULT_CLASS_CONFIG } from '@parla/domain/terms';
import { expect, expectNoSeriousA11yViolations, test, keepScreenshot } from '../fixtures.ts';

/**
 * The legal pages and the FAQ (issue 15): every page in English and German with its h1, the
 * contents of the terms and the privacy policy jumping to their sections, the FAQ's disclosures
 * by keyboard, its FAQPage JSON-LD matching the questions on the page, and the terms quoting
 * the constants the server enforces (read here from the same module the page reads).
 */
const PAGES = [
  { path: '/en/terms', heading: 'Terms and Conditions' },
  { path: '/de/terms', heading: 'Allgemeine Geschäftsbedingungen' },
  { path: '/en/privacy', heading: 'Privacy Policy' },
  { path: '/de/privacy', heading: 'Datenschutzerklärung' },
  { path: '/en/imprint', heading: 'Imprint' },
  { path: '/de/imprint', heading: 'Impressum' },
  { path: '/en/faq', heading: 'Frequently asked questions' },
  { path: '/de/faq', heading: 'Häufige Fragen' },
] as const;

for (const { path, heading } of PAGES) {
  test(`${path} shows its document to a visitor, passes axe and fits 390 and 1280 px`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${heading}`));
    // The documents name the operator; the FAQ ends with the way to support.
    await expect(page.getByText(path.endsWith('faq') ? 'support@parla.school' : 'Parla GmbH').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // Nothing wider than the screen (a long word or the withdrawal form's blanks would show up here).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await keepScreenshot(page, `${path.replace(/\W+/g, '-').slice(1)}-${width}`);
    }
  });
}

for (const path of ['/en/terms', '/de/privacy']) {
  test(`${path}: each entry of the contents scrolls to its numbered section`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto(path);
    const contents = page.getByRole('navigation', { name: /Contents|Inhalt/ });
    const entries = contents.getByRole('link');
    await expect(entries.first()).toBeVisible();
    const count = await entries.count();
    expect(count).toBeGreaterThanOrEqual(12);
    for (let index = 0; index < count; index += 1) {
      const entry = entries.nth(index);
      const label = (await entry.textContent())?.trim() ?? '';
      expect(label).toMatch(new RegExp(`^${index + 1}\\. `));
      const hash = (await entry.getAttribute('href')) ?? '';
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`${hash}$`));
      const section = page.getByRole('heading', { level: 2, name: label });
      await expect(section).toBeInViewport();
      await expect(page.locator(`section${hash}`)).toHaveCount(1);
      // Back up for the next entry, as a reader would.
      await page
        .locator(`section${hash}`)
        .getByRole('link', { name: /Back to contents|Zurück zum Inhalt/ })
        .click();
      await expect(contents).toBeInViewport();
    }
  });
}

test('the terms quote the constants the server enforces, in English and German', async ({ page }) => {
  const hours = DEFAULT_CLASS_CONFIG.studentCancelLateHours;
  const minutes = DEFAULT_CLASS_CONFIG.refundableAfterBookingMinutes;
  const c = COMMERCE_CONFIG;
  const expectations = {
    en: {
      cancellation: [`At least ${hours} hours`, `Within ${minutes} minutes of booking`],
      trial: [`${c.trialDays} free days`, `${c.trialGroupCredits} group classes or ${c.trialPrivateCredits} private class`],
      credits: [`valid for ${c.creditValidityDays / 365} year from the date of purchase`],
      pause: [`up to ${c.maxPauseDays / 7} weeks`, `at least ${c.pauseRefundNoticeDays} days away`],
      prices: [`at most ${CONTRACT_TERMS.priceChangesPerYear} time a year`, `${CONTRACT_TERMS.priceChangeNoticeWeeks} weeks’ notice`],
      payment: [`within ${CONTRACT_TERMS.sepaRefundClaimWeeks} weeks`],
      withdrawal: [`within ${c.withdrawalDays} days`],
    },
    de: {
      cancellation: [`Mindestens ${hours} Stunden`, `Innerhalb von ${minutes} Minuten nach der Buchung`],
      trial: [`${c.trialDays} kostenlosen Tagen`, `${c.trialGroupCredits} Gruppenkurse oder ${c.trialPrivateCredits} Einzelkurs`],
      credits: [`ab dem Kaufdatum ${c.creditValidityDays / 365} Jahr gültig`],
      pause: [`bis zu ${c.maxPauseDays / 7} Wochen`, `mindestens ${c.pauseRefundNoticeDays} Tage entfernt`],
      prices: [`höchstens ${CONTRACT_TERMS.priceChangesPerYear}-mal im Jahr`, `mindestens ${CONTRACT_TERMS.priceChangeNoticeWeeks} Wochen`],
      payment: [`innerhalb von ${CONTRACT_TERMS.sepaRefundClaimWeeks} Wochen`],
      withdrawal: [`binnen ${c.withdrawalDays} Tagen`],
    },
  } as const;
  for (const [locale, sections] of Object.entries(expectations)) {
    await page.goto(`/${locale}/terms`);
    for (const [id, phrases] of Object.entries(sections)) {
      for (const phrase of phrases) await expect(page.locator(`section#${id}`), `${locale} #${id}`).toContainText(phrase);
    }
  }
  // The model withdrawal form sits in the withdrawal section.
  await expect(page.locator('section#withdrawal').getByRole('figure', { name: 'Muster-Widerrufsformular' })).toBeVisible();
});

test('the FAQ opens and closes by keyboard, and its FAQPage JSON-LD lists the questions shown', async ({ page }) => {
  await page.goto('/en/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  const questions = page.getByRole('main').locator('details > summary');
  const shown = (await questions.allTextContents()).map((text) => text.replace(/\+$/, '').trim());
  expect(shown.length).toBeGreaterThanOrEqual(15);

  // Keyboard: focus the first question, open it with Enter, close it with Space, Tab to the next.
  const first = page.getByRole('main').locator('details').first();
  const answer = first.locator('p').first();
  await expect(answer).toBeHidden();
  await questions.first().focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('open', '');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Space');
  await expect(first).not.toHaveAttribute('open', '');
  await expect(answer).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').locator('details').nth(1)).toHaveAttribute('open', '');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, `faq-open-${width}`, { fullPage: false });
  }

  // The structured data: parses, is an FAQPage, and has exactly the questions and answers on the page.
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks
    .map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[] })
    .find((data) => data['@type'] === 'FAQPage');
  expect(faq, 'an FAQPage block').toBeDefined();
  expect(faq?.mainEntity?.map((q) => q.name)).toEqual(shown);
  const firstAnswer = await page.getByRole('main').locator('details').first().locator('p').first().textContent();
  expect(faq?.mainEntity?.[0].acceptedAnswer.text).toBe(firstAnswer);
  // The answers quote the rules too.
  expect(faq?.mainEntity?.map((q) => q.acceptedAnswer.text).join(' ')).toContain(
    `at least ${DEFAULT_CLASS_CONFIG.studentCancelLateHours} hours`,
  );
});

test('an FAQ answer links to its rule in the terms, and a question link opens the question', async ({ page }) => {
  await page.goto('/en/faq#cancel-class');
  const question = page.locator('details#cancel-class');
  await expect(question).toHaveAttribute('open', '');
  await expect(question.locator('summary')).toBeInViewport();
  await question.getByRole('link', { name: 'Read the rule in our terms' }).click();
  await expect(page).toHaveURL(/\/en\/terms#cancellation$/);
  const heading = page.getByRole('heading', { level: 2, name: /Cancelling a booked class/ });
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
});

test('the German FAQ speaks German and its JSON-LD says so', async ({ page }) => {
  await page.goto('/de/faq');
  await expect(page.getByRole('main').locator('details > summary').first()).toContainText('Wie funktioniert das Lernen mit Parla?');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((text) => JSON.parse(text) as { '@type'?: string; inLanguage?: string }).find((d) => d['@type'] === 'FAQPage');
  expect(faq?.inLanguage).toBe('de');
});

test('a signed-in student reads the same pages (open to all, never a redirect to Today)', async ({ page, loginAs }) => {
  await loginAs(page, 'student');
  for (const { path, heading } of PAGES.filter((p) => p.path.startsWith('/en/'))) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
});
