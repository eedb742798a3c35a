import { expect, type Role, test } from '../fixtures.ts';
import { keepScreenshot } from '../support/screens.ts';
import { expectNoHorizontalOverflow, settled } from './i18n-support.ts';

/**
 * Issue 21: German's long words and Russian's Cyrillic keep the layout at a phone's width. Every
 * main page of each area, at 390 px: nothing inside <main> reaches past the screen's edge and the
 * page never scrolls sideways. One signed-in session per area and locale, shared by its pages.
 * With PARLA_E2E_SCREENSHOTS=1, each page is also photographed at 390 and 1280 px for a look.
 */

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

interface Area {
  name: string;
  role?: Role;
  pages: (locale: string) => string[];
}

const AREAS: Area[] = [
  {
    name: 'public site',
    pages: (l) => [`/${l}`, `/${l}/pricing`, `/${l}/login`, `/${l}/register`],
  },
  {
    name: 'student area',
    role: 'student',
    pages: (l) => [
      `/${l}/account/home`,
      `/${l}/account/booking`,
      `/${l}/account/classes/upcoming`,
      `/${l}/account/store`,
      `/${l}/account/settings`,
      `/${l}/account/practice`,
      `/${l}/account/certificates`,
    ],
  },
  {
    name: 'teacher app',
    role: 'teacher',
    pages: (l) => [`/teacher/${l}/home`, `/teacher/${l}/my-schedule`],
  },
  {
    name: 'back office',
    role: 'admin',
    pages: (l) => [`/admin/${l}/home`, `/admin/${l}/students`],
  },
];

test.describe('phone-width layout in German and Russian', () => {
  for (const locale of ['de', 'ru'] as const) {
    for (const area of AREAS) {
      test(`${area.name} in ${locale} fits 390 px`, async ({ page, loginAs }) => {
        // The demo accounts' shared sessions: their pages hold real data (classes, credits, logs).
        if (area.role) await loginAs(page, area.role);
        await page.setViewportSize(PHONE);
        for (const path of area.pages(locale)) {
          await page.goto(path);
          await settled(page);
          await expect(page, 'the URL keeps the locale').toHaveURL(new RegExp(`/${locale}(/|$)`));
          await expect(page.locator('html')).toHaveAttribute('lang', locale);
          // Soft: one run names every page that overflows, not only the first.
          await expectNoHorizontalOverflow(page, { label: `${path} at 390 px`, soft: true });
          if (process.env.PARLA_E2E_SCREENSHOTS) {
            const name = path.slice(1).replace(/\//g, '_');
            await keepScreenshot(page, `${name}-390`);
            await page.setViewportSize(LAPTOP);
            await keepScreenshot(page, `${name}-1280`);
            await page.setViewportSize(PHONE);
          }
        }
      });
    }
  }
});
