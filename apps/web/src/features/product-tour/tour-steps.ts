import { PRODUCT_TOUR_STEPS, type ProductTourStep } from '@parla/contracts';

/**
 * The pages the tour opens on: those it shows around (Today, classes, booking, course, practice)
 * and settings › support, where it is restarted. Never over the store, a checkout, a booking
 * preview, the other settings (a student there is changing something, e.g. connecting an account
 * right after a social sign-up) or the onboarding and post-checkout flows: there the student is
 * in the middle of something.
 */
export const TOUR_PAGES = /^\/[^/]+\/account\/(home|booking|classes(\/[^/]+)?|course-overview(\/[^/]+)?|practice|settings\/support)$/;

/** The attribute the user navigation puts on each entry the tour points at. */
export const TOUR_ANCHOR_ATTRIBUTE = 'data-tour-anchor';

/**
 * The tour's stops that can be shown: those whose navigation entry is on the page. A stop whose
 * entry is missing (Practice, before the practice pages exist) skips itself.
 */
export function presentSteps(hasAnchor: (step: ProductTourStep) => boolean): ProductTourStep[] {
  return PRODUCT_TOUR_STEPS.filter(hasAnchor);
}

/**
 * The navigation entry to point at: the visible one (the header's on wide screens, the menu's
 * when it is open on phones), else none (the step shows without a highlight).
 */
export function visibleAnchor(root: ParentNode, step: ProductTourStep): HTMLElement | null {
  const all = Array.from(root.querySelectorAll<HTMLElement>(`[${TOUR_ANCHOR_ATTRIBUTE}="${step}"]`));
  return all.find((element) => element.getClientRects().length > 0) ?? null;
}
