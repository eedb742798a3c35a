import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export interface A11yOptions {
  /** CSS selectors to leave out (third-party widgets we do not control). */
  exclude?: string[];
  /** Rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
}

/** Runs axe on the current page and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  // Legacy mode runs axe.run in the page itself: the default (runPartial) opens a second page per
  // check to finish the run, which doubled each check's time (measured 1.6-2.6 s vs 0.7-1.2 s, the
  // same violations and passes). The app has no iframes, the one case legacy mode covers less well.
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} -> ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
  expect(serious, `serious or critical accessibility violations on ${page.url()}`).toEqual([]);
}
